package io.gatehouse.bench.limits;

/**
 * The key and signup bucket as it was before the rate limiters were made one (seconds as doubles,
 * nanoTime): kept here only as the baseline the benchmark compares the current bucket with.
 */
final class FormerKeyBucket {

  private final long burst;
  private final double perSecond;
  private double tokens;
  private long updatedNanos;

  FormerKeyBucket(long burst, double perSecond, long nowNanos) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.tokens = burst;
    this.updatedNanos = nowNanos;
  }

  synchronized boolean tryTake(long nowNanos) {
    refill(nowNanos);
    if (tokens < 1) {
      return false;
    }
    tokens -= 1;
    return true;
  }

  synchronized long remaining(long nowNanos) {
    refill(nowNanos);
    return (long) Math.floor(tokens);
  }

  synchronized long secondsToFull(long nowNanos) {
    refill(nowNanos);
    return (long) Math.ceil((burst - tokens) / perSecond);
  }

  private void refill(long nowNanos) {
    double elapsed = Math.max(0, nowNanos - updatedNanos) / 1e9;
    tokens = Math.min(burst, tokens + elapsed * perSecond);
    updatedNanos = nowNanos;
  }
}
