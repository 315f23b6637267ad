package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.map.EntryProcessor;
import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.TokenBucket;

import java.util.Map;

/** Runs on the entry's owner, so concurrent checks of one key from any node are serialised. */
record TakeKey(long burst, double perSecond, long quota, long epochDay, long usedSeed)
  implements EntryProcessor<String, KeyAllowance, KeyTake> {

  @Override
  public KeyTake process(Map.Entry<String, KeyAllowance> entry) {
    long now = TokenBucket.wallNanos();
    KeyAllowance allowance = entry.getValue();
    if (allowance == null) allowance = new KeyAllowance(burst, perSecond, now, epochDay, usedSeed);
    KeyTake take = allowance.take(burst, perSecond, quota, epochDay, now);
    entry.setValue(allowance);
    return take;
  }
}
