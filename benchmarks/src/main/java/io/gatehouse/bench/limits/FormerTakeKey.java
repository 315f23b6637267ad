package io.gatehouse.bench.limits;

import com.hazelcast.map.EntryProcessor;

import java.io.Serializable;
import java.util.Map;

/**
 * The cluster's key check as it was before the rate limiters were made one (its own bucket
 * arithmetic in milliseconds over a four-field record): kept here only as the benchmark's baseline.
 */
record FormerTakeKey(long burst, double perSecond, long quota, long epochDay, long usedSeed)
  implements EntryProcessor<String, FormerTakeKey.State, FormerTakeKey.Take> {

  record State(double tokens, long atMillis, long epochDay, long used) implements Serializable {
  }

  record Take(boolean allowed, String refusedBy, double tokens, long used) implements Serializable {
  }

  @Override
  public Take process(Map.Entry<String, State> entry) {
    long now = System.currentTimeMillis();
    State state = entry.getValue();
    if (state == null) state = new State(burst, now, epochDay, usedSeed);
    double tokens = Math.min(burst, state.tokens() + Math.max(0, now - state.atMillis()) * perSecond / 1000.0);
    long used = epochDay > state.epochDay() ? 0 : state.used();
    long day = Math.max(epochDay, state.epochDay());
    Take take;
    if (used >= quota) {
      take = new Take(false, "quota", tokens, used);
    } else if (tokens < 1) {
      take = new Take(false, "rate", tokens, used);
    } else {
      tokens -= 1;
      used += 1;
      take = new Take(true, null, tokens, used);
    }
    entry.setValue(new State(tokens, now, day, used));
    return take;
  }
}
