package io.gatehouse.gateway.audit.impl;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MonthOfMillisTest {

  @Test
  void agreesWithTheCalendarAcrossMonthEdgesInAnyOrder() {
    MonthOfMillis months = new MonthOfMillis();
    long edge = Instant.parse("2026-12-01T00:00:00Z").toEpochMilli();
    long[] probes = {edge - 1, edge, edge + 1, edge - 1, Instant.parse("2024-02-29T23:59:59.999Z").toEpochMilli(),
      Instant.parse("2024-03-01T00:00:00Z").toEpochMilli(), 0, -1, edge};
    for (long millis : probes) assertEquals(plain(millis), months.of(millis), Instant.ofEpochMilli(millis).toString());
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 10_000; i++) {
      long millis = edge + random.nextLong(-90L * 86_400_000, 90L * 86_400_000);
      assertEquals(plain(millis), months.of(millis));
    }
  }

  private static YearMonth plain(long millis) {
    return YearMonth.from(Instant.ofEpochMilli(millis).atZone(ZoneOffset.UTC));
  }
}
