-- a FRED series through the gateway, a different series each time so no cache answers
-- (each wrk thread numbers its own series: T1S1, T1S2, ... and T2S1, ...)
wrk.headers["X-API-Key"] = os.getenv("PD_KEY")
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/api/v1/fred/series/T" .. tid .. "S" .. n)
end
