package io.gatehouse.gateway.limits;

import java.io.Serializable;

/** A key's token bucket and the requests it made on the current UTC day, checked as one step. */
public final class KeyAllowance implements Serializable {

  private static final long serialVersionUID = 1L;

  private final TokenBucket bucket;
  private long epochDay;
  private long used;

  /** @param usedSeed the day's usage already stored, so that a restart or a new node does not reset the quota */
  public KeyAllowance(long burst, double perSecond, long now, long epochDay, long usedSeed) {
    this.bucket = new TokenBucket(burst, perSecond, now);
    this.epochDay = epochDay;
    this.used = usedSeed;
  }

  /** Takes one request from the day's quota and the bucket: quota first, then rate; a refusal takes nothing. */
  public synchronized KeyTake take(long burst, double perSecond, long quota, long epochDay, long now) {
    bucket.rate(burst, perSecond);
    if (epochDay > this.epochDay) {
      this.epochDay = epochDay;
      used = 0;
    }
    if (used >= quota) return new KeyTake(false, "quota", bucket.tokens(now), used);
    if (!bucket.tryTake(now)) return new KeyTake(false, "rate", bucket.tokens(now), used);
    used++;
    return new KeyTake(true, null, bucket.tokens(now), used);
  }
}
