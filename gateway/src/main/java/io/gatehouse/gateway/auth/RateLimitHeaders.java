package io.gatehouse.gateway.auth;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;

/** The RateLimit header fields (IETF httpapi draft) and Retry-After of an admission. */
public final class RateLimitHeaders {

  private RateLimitHeaders() {
  }

  // written on every admitted request: names made once, as bytes with their hash
  private static final CharSequence LIMIT = HttpHeaders.createOptimized("RateLimit-Limit");
  private static final CharSequence REMAINING = HttpHeaders.createOptimized("RateLimit-Remaining");
  private static final CharSequence RESET = HttpHeaders.createOptimized("RateLimit-Reset");
  private static final CharSequence POLICY = HttpHeaders.createOptimized("RateLimit-Policy");

  /**
   * A refusal's reset is its Retry-After, as the draft asks of a response carrying both: the moment a request
   * is admitted again, not the later one when a token bucket is full.
   */
  public static void put(HttpServerResponse response, Admission admission) {
    long reset = admission.allowed() ? admission.resetSeconds() : admission.retryAfter();
    response.putHeader(LIMIT, Long.toString(admission.limit()))
      .putHeader(REMAINING, Long.toString(admission.remaining()))
      .putHeader(RESET, Long.toString(reset))
      // which of the key's limits the numbers are, by the name the usage page and refusals give it
      .putHeader(POLICY, "\"" + admission.limitedBy() + "\";q=" + admission.limit());
    if (!admission.allowed()) {
      response.putHeader(HttpHeaders.RETRY_AFTER, Long.toString(admission.retryAfter()));
    }
  }
}
