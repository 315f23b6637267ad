package io.gatehouse.gateway.audit.impl;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;

/** The UTC month of an instant in epoch milliseconds, from the last month's bounds while it lasts: no objects per record. */
final class MonthOfMillis {

  private YearMonth month;
  private long start = Long.MAX_VALUE;
  private long end = Long.MIN_VALUE;

  YearMonth of(long millis) {
    if (millis >= start && millis < end) return month;
    month = YearMonth.from(Instant.ofEpochMilli(millis).atZone(ZoneOffset.UTC));
    start = month.atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC).toEpochMilli();
    end = month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC).toEpochMilli();
    return month;
  }
}
