package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.map.EntryProcessor;
import io.gatehouse.gateway.cluster.SharedLimits.KeyTake;

import java.util.Map;

/** Runs on the entry's owner, so concurrent checks of one key from any node are serialised. */
record TakeKey(long burst, double perSecond, long quota, long epochDay, long usedSeed)
  implements EntryProcessor<String, KeyLimitState, KeyTake> {

  @Override
  public KeyTake process(Map.Entry<String, KeyLimitState> entry) {
    long now = System.currentTimeMillis();
    KeyLimitState state = entry.getValue();
    if (state == null) state = new KeyLimitState(burst, now, epochDay, usedSeed);
    double tokens = Math.min(burst, state.tokens() + Math.max(0, now - state.atMillis()) * perSecond / 1000.0);
    long used = epochDay > state.epochDay() ? 0 : state.used();
    long day = Math.max(epochDay, state.epochDay());
    KeyTake take;
    if (used >= quota) {
      take = new KeyTake(false, "quota", tokens, used);
    } else if (tokens < 1) {
      take = new KeyTake(false, "rate", tokens, used);
    } else {
      tokens -= 1;
      used += 1;
      take = new KeyTake(true, null, tokens, used);
    }
    entry.setValue(new KeyLimitState(tokens, now, day, used));
    return take;
  }
}
