package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.map.EntryProcessor;

import java.util.Map;

/**
 * An upstream's turn, reserved on the entry's owner. The balance may go below zero: later callers
 * queue behind the turns already handed out, as in the single-node bucket.
 */
record ReserveTurn(double perSecond, int burst, long maxWaitNanos) implements EntryProcessor<String, double[], Long> {

  @Override
  public Long process(Map.Entry<String, double[]> entry) {
    long now = System.currentTimeMillis();
    double capacity = Math.max(1, burst);
    double[] state = entry.getValue();
    double tokens = state == null ? capacity
      : Math.min(capacity, state[0] + Math.max(0, now - (long) state[1]) * perSecond / 1000.0);
    long waitNanos = tokens >= 1 ? 0 : (long) Math.ceil((1 - tokens) / perSecond * 1e9);
    if (waitNanos > maxWaitNanos) {
      entry.setValue(new double[] {tokens, now});
      return -Math.max(1, waitNanos);
    }
    entry.setValue(new double[] {tokens - 1, now});
    return waitNanos;
  }
}
