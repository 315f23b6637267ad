package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.gateway.cluster.SharedLimits;
import io.vertx.core.Future;

/** One bucket for the whole cluster: an upstream's limit holds however many nodes call it. */
record SharedTurns(SharedLimits limits, String bucket, double requestsPerSecond, int burst) implements Turns {

  @Override
  public Future<TokenBucket.Turn> reserve(long maxWaitNanos) {
    return limits.reserveTurn(bucket, requestsPerSecond, burst, maxWaitNanos)
      .map(wait -> wait >= 0 ? new TokenBucket.Turn(true, wait) : new TokenBucket.Turn(false, -wait));
  }
}
