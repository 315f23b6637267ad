-- a FRED series through the gateway, a different series each time so the cache never answers
wrk.headers["X-API-Key"] = os.getenv("PD_KEY")
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/api/v1/fred/series/S" .. n)
end
