-- one FRED series through the gateway: after the first call the cache answers
wrk.headers["X-API-Key"] = os.getenv("PD_KEY")
wrk.path = "/api/v1/fred/series/GNPCA"
