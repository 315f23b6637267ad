package io.gatehouse.gateway.upstream.impl;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BackoffTest {

  private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

  @Test
  void readsRetryAfterSecondsAndDates() {
    assertEquals(2000L, Backoff.retryAfterMillis(" 2 ", NOW));
    assertEquals(30_000L, Backoff.retryAfterMillis("Sun, 22 Nov 2026 10:00:30 GMT", NOW));
    assertEquals(0L, Backoff.retryAfterMillis("Sun, 22 Nov 2026 09:00:00 GMT", NOW));
    assertNull(Backoff.retryAfterMillis("soon", NOW));
    assertNull(Backoff.retryAfterMillis(null, NOW));
  }

  @Test
  void delaysGrowExponentiallyWithJitterAndACap() {
    for (int i = 0; i < 50; i++) {
      long first = Backoff.delayMillis(1);
      long third = Backoff.delayMillis(3);
      assertTrue(first >= 100 && first <= 200, "first " + first);
      assertTrue(third >= 400 && third <= 800, "third " + third);
      assertTrue(Backoff.delayMillis(40) <= Backoff.MAX_MILLIS);
    }
  }

  @Test
  void retryHintsAreWholeSecondsOfAtLeastOne() {
    assertEquals(1, Backoff.toSeconds(0));
    assertEquals(2, Backoff.toSeconds(1001));
  }
}
