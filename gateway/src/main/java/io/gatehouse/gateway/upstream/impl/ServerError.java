package io.gatehouse.gateway.upstream.impl;

/** A 5xx answer turned into a failure so the circuit breaker counts it; keeps the answer for retry decisions. */
final class ServerError extends RuntimeException {

  private final Fetched answer;

  ServerError(Fetched answer) {
    super("HTTP " + answer.status(), null, false, false);
    this.answer = answer;
  }

  Fetched answer() {
    return answer;
  }
}
