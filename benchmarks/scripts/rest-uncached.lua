-- a FRED series through the gateway, a different series each time so no cache answers
-- (each wrk thread of each run numbers its own series: T1R<start>S1, T1R<start>S2, ...)
wrk.headers["X-API-Key"] = os.getenv("PD_KEY")
local threads = 0
local started = os.time()
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads .. "R" .. started)
end
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/api/v1/fred/series/T" .. tid .. "S" .. n)
end
