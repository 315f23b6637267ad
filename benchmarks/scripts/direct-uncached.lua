-- the same FRED request sent straight to the fake upstream: the baseline for added latency
local threads = 0
local started = os.time()
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads .. "R" .. started)
end
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/fred/series?file_type=json&series_id=T" .. tid .. "S" .. n
    .. "&api_key=abcdefghijklmnopqrstuvwxyz123456")
end
