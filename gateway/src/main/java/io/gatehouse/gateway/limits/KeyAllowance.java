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

  /**
   * Grants up to {@code wanted} requests at once, each taken from the bucket and counted against the
   * day's quota like a {@link #take}, after putting back {@code returned} requests granted earlier
   * and not used (counted back against the quota only when they were of today, {@code returnedDay}).
   * The node asking admits the granted requests on its own.
   */
  public synchronized KeyGrant grant(long burst, double perSecond, long quota, long epochDay, long now,
                                     long returned, long returnedDay, long wanted) {
    bucket.rate(burst, perSecond);
    rollTo(epochDay);
    if (returned > 0) {
      bucket.giveBack(returned, now);
      if (returnedDay == this.epochDay) used = Math.max(0, used - returned);
    }
    long granted = bucket.takeUpTo(Math.max(0, Math.min(wanted, quota - used)), now);
    used += granted;
    String shortBy = granted >= wanted ? null : used >= quota ? "quota" : "rate";
    return new KeyGrant(granted, bucket.tokens(now), used, shortBy);
  }

  private void rollTo(long epochDay) {
    if (epochDay > this.epochDay) {
      this.epochDay = epochDay;
      used = 0;
    }
  }

  /** Takes one request from the day's quota and the bucket: quota first, then rate; a refusal takes nothing. */
  public synchronized KeyTake take(long burst, double perSecond, long quota, long epochDay, long now) {
    bucket.rate(burst, perSecond);
    rollTo(epochDay);
    if (used >= quota) return new KeyTake(false, "quota", bucket.tokens(now), used);
    if (!bucket.tryTake(now)) return new KeyTake(false, "rate", bucket.tokens(now), used);
    used++;
    return new KeyTake(true, null, bucket.tokens(now), used);
  }
}
