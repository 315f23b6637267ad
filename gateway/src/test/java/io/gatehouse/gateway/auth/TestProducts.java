package io.gatehouse.gateway.auth;

import java.util.Map;

/** Products as the lead would configure them, plus two with tight limits for the 429 tests. */
public final class TestProducts {

  private static final Plan ROOMY = new Plan("free", Rate.perMinute(60_000, 10_000), 1_000_000);

  public static final Product LEAD_VERIFICATION = new Product("lead-verification",
    "Lead Verification", "lv_live_", Product.Credential.bearer(), "/v1/keys/create",
    "/v1/keys/usage", "/mcp", false, "free", Map.of("free", ROOMY));

  public static final Product PUBLIC_DATA = new Product("public-data", "Public Data Service",
    "pd_live_", Product.Credential.header("X-API-Key"), "/api/v1/auth/register",
    "/api/v1/auth/usage", "/api/v1/data/query", true, "free", Map.of("free", ROOMY));

  /** Two requests at once, then one a minute. */
  public static final Product RATE_TIGHT = new Product("rate-tight", "Rate Tight", "rt_live_",
    Product.Credential.bearer(), "/rt/keys", "/rt/usage", "/rt/mcp", false, "free",
    Map.of("free", new Plan("free", Rate.perMinute(1, 2), 1_000)));

  /** Three requests a day. */
  public static final Product QUOTA_TIGHT = new Product("quota-tight", "Quota Tight", "qt_live_",
    Product.Credential.bearer(), "/qt/keys", "/qt/usage", "/qt/mcp", false, "free",
    Map.of("free", new Plan("free", Rate.perMinute(60_000, 1_000), 3)));

  private TestProducts() {
  }
}
