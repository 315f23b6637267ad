package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.map.EntryProcessor;
import io.gatehouse.gateway.limits.TokenBucket;

import java.util.Map;

/** An upstream's turn, reserved on the entry's owner with the same bucket as a gateway alone. */
record ReserveTurn(double perSecond, int burst, long maxWaitNanos) implements EntryProcessor<String, TokenBucket, Long> {

  @Override
  public Long process(Map.Entry<String, TokenBucket> entry) {
    long now = TokenBucket.wallNanos();
    TokenBucket bucket = entry.getValue();
    if (bucket == null) {
      bucket = new TokenBucket(burst, perSecond, now);
    } else {
      bucket.rate(burst, perSecond);
    }
    long wait = bucket.reserve(now, maxWaitNanos);
    entry.setValue(bucket);
    return wait;
  }
}
