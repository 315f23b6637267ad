package io.gatehouse.analytics.timeseries;

import org.junit.jupiter.api.Test;

import java.time.LocalDateTime;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CadenceTest {

  private static Cadence infer(String... dates) {
    return Cadence.infer(List.of(dates).stream().map(Cadence::parse).toList(), Cadence.kindOf(dates[0]));
  }

  @Test
  void monthsQuartersAndMonthEnds() {
    Cadence monthly = infer("2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01");
    assertEquals("monthly", monthly.label());
    assertEquals(12, monthly.defaultSeasonLength());
    assertEquals("2024-06-01", monthly.after(Cadence.parse("2024-04-01"), 2));

    Cadence quarterEnds = infer("2023-03-31", "2023-06-30", "2023-09-30", "2023-12-31");
    assertEquals("quarterly", quarterEnds.label());
    assertEquals(4, quarterEnds.defaultSeasonLength());
    assertEquals("2024-06-30", quarterEnds.after(Cadence.parse("2023-12-31"), 2));
  }

  @Test
  void daysAndHoursWithTheirWrittenForm() {
    Cadence daily = infer("2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01");
    assertEquals("daily", daily.label());
    assertEquals(7, daily.defaultSeasonLength());
    assertEquals("2024-03-02", daily.after(Cadence.parse("2024-03-01"), 1));

    Cadence hourly = infer("2020-02-13T17:00:00.000-05:00", "2020-02-13T18:00:00.000-05:00", "2020-02-13T19:00:00.000-05:00");
    assertEquals(24, hourly.defaultSeasonLength());
    assertEquals("2020-02-14T01:00Z", hourly.after(LocalDateTime.of(2020, 2, 14, 0, 0), 1));
  }
}
