package io.gatehouse.gateway.gate;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.auth.Admission;
import io.vertx.core.json.JsonObject;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** A call a key may not make now, as the failure REST answers with 429 and MCP as a tool error. */
final class CallRefusal {

  private CallRefusal() {
  }

  /** The refusal, saying when the key may call again (an instant, not only seconds) and what else helps. */
  static ProviderException of(Admission refused, Clock clock) {
    boolean quota = refused.limitedBy().equals(Admission.QUOTA);
    Instant again = clock.instant().plusSeconds(refused.retryAfter()).truncatedTo(ChronoUnit.SECONDS);
    String message = quota
      ? "The key's daily quota of " + refused.limit() + " calls is used up; it renews at " + again + " (in "
        + refused.retryAfter() + " s). Calls the gateway refuses for its own set-up are never counted; for more calls"
        + " a day, the operator can move the key to a larger plan."
      : "Too many calls for this key (its call limit: " + refused.limit() + "); retry at " + again + " (after "
        + refused.retryAfter() + " s).";
    return new ProviderException(quota ? Failure.QUOTA_EXCEEDED : Failure.RATE_LIMITED, message,
      new JsonObject().put("limit", refused.limit()).put("policy", refused.limitedBy()).put("retry_at", again.toString()),
      refused.retryAfter());
  }
}
