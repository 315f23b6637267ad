package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.map.EntryProcessor;
import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyGrant;
import io.gatehouse.gateway.limits.TokenBucket;
import java.io.Serializable;
import java.util.Map;

/**
 * One node's reconciliation of many keys in one operation: for each key, on its owner, the unused
 * requests the node gives back and the grant it asks for, through the same allowance a gateway alone
 * takes from.
 */
record GrantKeys(Map<String, Ask> asks) implements EntryProcessor<String, KeyAllowance, KeyGrant> {

  /**
   * What a node asks of one key: its plan as the node charges it now, the day's stored usage (the
   * seed of an allowance the cluster does not hold yet), the requests it gives back (granted on
   * {@code returnedDay}, not used) and how many it wants.
   */
  record Ask(long burst, double perSecond, long quota, long epochDay, long usedSeed, long returned, long returnedDay,
             long wanted) implements Serializable {
  }

  @Override
  public KeyGrant process(Map.Entry<String, KeyAllowance> entry) {
    Ask ask = asks.get(entry.getKey());
    long now = TokenBucket.wallNanos();
    KeyAllowance allowance = entry.getValue();
    if (allowance == null) allowance = new KeyAllowance(ask.burst, ask.perSecond, now, ask.epochDay, ask.usedSeed);
    KeyGrant grant = allowance.grant(ask.burst, ask.perSecond, ask.quota, ask.epochDay, now, ask.returned,
      ask.returnedDay, ask.wanted);
    entry.setValue(allowance);
    return grant;
  }
}
