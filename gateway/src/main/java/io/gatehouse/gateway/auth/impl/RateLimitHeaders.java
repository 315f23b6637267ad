package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.Admission;
import io.vertx.core.http.HttpServerResponse;

/** The RateLimit header fields (IETF httpapi draft) and Retry-After of an admission. */
final class RateLimitHeaders {

  private RateLimitHeaders() {
  }

  static void put(HttpServerResponse response, Admission admission) {
    response.putHeader("RateLimit-Limit", Long.toString(admission.limit()))
      .putHeader("RateLimit-Remaining", Long.toString(admission.remaining()))
      .putHeader("RateLimit-Reset", Long.toString(admission.resetSeconds()));
    if (!admission.allowed()) {
      response.putHeader("Retry-After", Long.toString(admission.retryAfter()));
    }
  }
}
