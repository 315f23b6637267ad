package io.gatehouse.bench.limits;

/**
 * The upstream bucket as it was before the rate limiters were made one (tokens per nanosecond,
 * a Turn per reservation): kept here only as the baseline the benchmark compares the current bucket with.
 */
final class FormerTurnBucket {

  record Turn(boolean granted, long waitNanos) {
  }

  private final double tokensPerNano;
  private final double capacity;
  private double tokens;
  private long refilledAt;

  FormerTurnBucket(double requestsPerSecond, int burst, long now) {
    this.tokensPerNano = requestsPerSecond / 1e9;
    this.capacity = Math.max(1, burst);
    this.tokens = capacity;
    this.refilledAt = now;
  }

  synchronized Turn reserve(long now, long maxWaitNanos) {
    tokens = Math.min(capacity, tokens + (now - refilledAt) * tokensPerNano);
    refilledAt = now;
    long wait = tokens >= 1 ? 0 : (long) Math.ceil((1 - tokens) / tokensPerNano);
    if (wait > maxWaitNanos) return new Turn(false, wait);
    tokens -= 1;
    return new Turn(true, wait);
  }
}
