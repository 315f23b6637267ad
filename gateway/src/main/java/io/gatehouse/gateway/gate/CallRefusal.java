package io.gatehouse.gateway.gate;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.auth.Admission;
import io.vertx.core.json.JsonObject;

/** A call a key may not make now, as the failure REST answers with 429 and MCP as a tool error. */
final class CallRefusal {

  private CallRefusal() {
  }

  static ProviderException of(Admission refused) {
    boolean quota = refused.limitedBy().equals("quota");
    String message = quota
      ? "The key's daily quota of " + refused.limit() + " calls is used up; it renews in " + refused.retryAfter() + " s"
      : "Too many calls for this key; retry after " + refused.retryAfter() + " s";
    return new ProviderException(quota ? Failure.QUOTA_EXCEEDED : Failure.RATE_LIMITED, message,
      new JsonObject().put("limit", refused.limit()), refused.retryAfter());
  }
}
