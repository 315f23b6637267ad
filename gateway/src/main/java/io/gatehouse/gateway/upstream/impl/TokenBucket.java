package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Future;

/**
 * A token bucket that hands out turns instead of blocking: a caller learns how long to wait and
 * sets a timer. Reserved turns may drive the balance below zero, which queues later callers behind them.
 */
final class TokenBucket implements Turns {

  /** The outcome of asking for a turn: granted after {@code waitNanos}, or refused because that is too long. */
  record Turn(boolean granted, long waitNanos) {
  }

  private final double tokensPerNano;
  private final double capacity;
  private double tokens;
  private long refilledAt;

  TokenBucket(double requestsPerSecond, int burst, long now) {
    this.tokensPerNano = requestsPerSecond / 1e9;
    this.capacity = Math.max(1, burst);
    this.tokens = capacity;
    this.refilledAt = now;
  }

  @Override
  public Future<Turn> reserve(long maxWaitNanos) {
    return Future.succeededFuture(reserve(System.nanoTime(), maxWaitNanos));
  }

  /** Reserves the next turn unless the caller would wait longer than {@code maxWaitNanos}. */
  synchronized Turn reserve(long now, long maxWaitNanos) {
    tokens = Math.min(capacity, tokens + (now - refilledAt) * tokensPerNano);
    refilledAt = now;
    long wait = tokens >= 1 ? 0 : (long) Math.ceil((1 - tokens) / tokensPerNano);
    if (wait > maxWaitNanos) return new Turn(false, wait);
    tokens -= 1;
    return new Turn(true, wait);
  }
}
