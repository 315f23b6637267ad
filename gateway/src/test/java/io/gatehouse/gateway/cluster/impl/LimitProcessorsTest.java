package io.gatehouse.gateway.cluster.impl;

import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyGrant;
import io.gatehouse.gateway.limits.TokenBucket;
import org.junit.jupiter.api.Test;

import java.util.AbstractMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The entry processors behind the cluster's limits, run on a plain entry as the owner would. */
class LimitProcessorsTest {

  @Test
  void aGrantTakesFromTheBurstAndSaysWhenItFellShort() {
    Map.Entry<String, KeyAllowance> entry = new AbstractMap.SimpleEntry<>("k", null);
    KeyGrant first = grant(entry, ask(3, 0.001, 100, 20_000, 0, 0, 2));
    assertEquals(2, first.granted());
    assertNull(first.shortBy());
    KeyGrant second = grant(entry, ask(3, 0.001, 100, 20_000, 0, 0, 5));
    assertEquals(1, second.granted(), "what is left of the burst");
    assertEquals("rate", second.shortBy());
    assertEquals(3, second.used());
  }

  @Test
  void requestsGivenBackGoBackToTheBucketAndTheDaysCount() {
    Map.Entry<String, KeyAllowance> entry = new AbstractMap.SimpleEntry<>("k", null);
    assertEquals(3, grant(entry, ask(3, 0.001, 100, 20_000, 0, 0, 3)).granted());
    KeyGrant back = grant(entry, ask(3, 0.001, 100, 20_000, 2, 20_000, 0));
    assertEquals(1, back.used(), "two of three given back");
    assertEquals(2, grant(entry, ask(3, 0.001, 100, 20_000, 0, 0, 2)).granted(), "and granted again");
  }

  @Test
  void quotaStartsFromTheStoredUsageAndRenewsNextDay() {
    Map.Entry<String, KeyAllowance> entry = new AbstractMap.SimpleEntry<>("k", null);
    KeyGrant last = new GrantKeys(Map.of("k", new GrantKeys.Ask(10, 10, 5, 20_000, 4, 0, 0, 8))).process(entry);
    assertEquals(1, last.granted());
    assertEquals("quota", last.shortBy());
    assertNotNull(entry.getValue(), "the allowance is written back to the entry");
    assertEquals(0, grant(entry, ask(10, 10, 5, 20_000, 0, 0, 1)).granted());
    // yesterday's unused grant gives its tokens back, not today's quota
    KeyGrant nextDay = grant(entry, ask(10, 10, 5, 20_001, 1, 20_000, 5));
    assertEquals(5, nextDay.granted(), "a new UTC day");
    assertEquals(5, nextDay.used());
  }

  private static GrantKeys.Ask ask(long burst, double perSecond, long quota, long day, long returned, long returnedDay,
                                   long wanted) {
    return new GrantKeys.Ask(burst, perSecond, quota, day, 0, returned, returnedDay, wanted);
  }

  private static KeyGrant grant(Map.Entry<String, KeyAllowance> entry, GrantKeys.Ask ask) {
    return new GrantKeys(Map.of(entry.getKey(), ask)).process(entry);
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
