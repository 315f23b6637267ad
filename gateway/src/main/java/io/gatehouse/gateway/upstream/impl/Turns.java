package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.gateway.limits.RateLimits;
import io.vertx.core.Future;

/**
 * An upstream's rate-limit turns, from the gateway's limits: this process's bucket alone, the
 * cluster's in a cluster, so that an upstream's limit holds however many nodes call it.
 */
record Turns(RateLimits limits, String bucket, double requestsPerSecond, int burst) {

  /** The outcome of asking for a turn: granted after {@code waitNanos}, or refused because that is too long. */
  record Turn(boolean granted, long waitNanos) {
  }

  /** The next turn, unless the caller would wait longer than {@code maxWaitNanos}. */
  Future<Turn> reserve(long maxWaitNanos) {
    Future<Long> wait = limits.reserveTurn(bucket, requestsPerSecond, burst, maxWaitNanos);
    // alone the answer is there at once: no future mapped per request
    return wait.succeeded() ? Future.succeededFuture(turn(wait.result())) : wait.map(Turns::turn);
  }

  private static Turn turn(long wait) {
    return wait >= 0 ? new Turn(true, wait) : new Turn(false, -wait);
  }
}
