package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.Rate;

/** A token bucket refilled continuously; callers from any thread. */
final class TokenBucket {

  private final Rate rate;
  private double tokens;
  private long updatedNanos;

  TokenBucket(Rate rate, long nowNanos) {
    this.rate = rate;
    this.tokens = rate.burst();
    this.updatedNanos = nowNanos;
  }

  /** Takes a token if one is there. */
  synchronized boolean tryTake(long nowNanos) {
    refill(nowNanos);
    if (tokens < 1) {
      return false;
    }
    tokens -= 1;
    return true;
  }

  /** Whole tokens left. */
  synchronized long remaining(long nowNanos) {
    refill(nowNanos);
    return (long) Math.floor(tokens);
  }

  /** Seconds until a token is available, at least 1 (Retry-After is in whole seconds). */
  synchronized long secondsToNextToken(long nowNanos) {
    refill(nowNanos);
    return Math.max(1, (long) Math.ceil((1 - tokens) / rate.perSecond()));
  }

  /** Seconds until the bucket is full again. */
  synchronized long secondsToFull(long nowNanos) {
    refill(nowNanos);
    return (long) Math.ceil((rate.burst() - tokens) / rate.perSecond());
  }

  long limit() {
    return rate.burst();
  }

  private void refill(long nowNanos) {
    double elapsed = Math.max(0, nowNanos - updatedNanos) / 1e9;
    tokens = Math.min(rate.burst(), tokens + elapsed * rate.perSecond());
    updatedNanos = nowNanos;
  }
}
