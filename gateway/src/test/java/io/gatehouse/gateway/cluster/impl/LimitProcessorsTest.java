package io.gatehouse.gateway.cluster.impl;

import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.TokenBucket;
import org.junit.jupiter.api.Test;

import java.util.AbstractMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The entry processors behind the cluster's limits, run on a plain entry as the owner would. */
class LimitProcessorsTest {

  @Test
  void keyBurstIsSpentOnceThenRateRefuses() {
    Map.Entry<String, KeyAllowance> entry = new AbstractMap.SimpleEntry<>("k", null);
    TakeKey take = new TakeKey(3, 0.001, 100, 20_000, 0);
    for (int i = 0; i < 3; i++) {
      assertTrue(take.process(entry).allowed());
    }
    KeyTake refused = take.process(entry);
    assertFalse(refused.allowed());
    assertEquals("rate", refused.refusedBy());
    assertEquals(3, refused.used());
  }

  @Test
  void quotaStartsFromTheStoredUsageAndRenewsNextDay() {
    Map.Entry<String, KeyAllowance> entry = new AbstractMap.SimpleEntry<>("k", null);
    KeyTake last = new TakeKey(10, 10, 5, 20_000, 4).process(entry);
    assertTrue(last.allowed());
    assertNotNull(entry.getValue(), "the allowance is written back to the entry");
    KeyTake over = new TakeKey(10, 10, 5, 20_000, 4).process(entry);
    assertEquals("quota", over.refusedBy());
    assertTrue(new TakeKey(10, 10, 5, 20_001, 0).process(entry).allowed(), "a new UTC day");
  }

  @Test
  void upstreamTurnsQueueThenRefuseBeyondTheWait() {
    Map.Entry<String, TokenBucket> entry = new AbstractMap.SimpleEntry<>("sec", null);
    ReserveTurn turn = new ReserveTurn(10, 1, 1_000_000_000L);
    assertEquals(0L, turn.process(entry));
    long wait = turn.process(entry);
    assertTrue(wait > 50_000_000L && wait <= 100_000_000L, "queued about 100 ms: " + wait);
    long refused = new ReserveTurn(10, 1, 1_000_000L).process(entry);
    assertTrue(refused < 0, "a turn later than the caller's deadline is refused");
  }
}
