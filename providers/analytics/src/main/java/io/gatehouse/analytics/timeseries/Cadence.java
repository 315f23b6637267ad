package io.gatehouse.analytics.timeseries;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;

/**
 * The spacing of a series, inferred from its dates: whole months (monthly, quarterly, annual; on
 * the same day or at month ends) or a fixed duration (days, hours, minutes). It dates forecasts
 * and proposes the usual season length when the caller gives none.
 *
 * @param months   step in months, or 0 when the step is a duration
 * @param step     the step when it is a duration
 * @param monthEnd dates sit on the last day of their month
 * @param kind     how dates were written, so forecast dates are written the same way
 */
public record Cadence(int months, Duration step, boolean monthEnd, Kind kind, String label) {

  /** How a date was written. */
  public enum Kind { DATE, LOCAL_DATE_TIME, OFFSET_DATE_TIME }

  public static LocalDateTime parse(String text) {
    String s = text.strip();
    try {
      if (s.length() <= 10) return LocalDate.parse(s).atStartOfDay();
      if (s.endsWith("Z") || s.matches(".*[+-]\\d\\d:\\d\\d$")) {
        return OffsetDateTime.parse(s).withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime();
      }
      return LocalDateTime.parse(s);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException("not an ISO-8601 date or date-time: " + text);
    }
  }

  static Kind kindOf(String text) {
    String s = text.strip();
    if (s.length() <= 10) return Kind.DATE;
    return s.endsWith("Z") || s.matches(".*[+-]\\d\\d:\\d\\d$") ? Kind.OFFSET_DATE_TIME : Kind.LOCAL_DATE_TIME;
  }

  /** Infers the cadence of ascending dates (at least two). */
  public static Cadence infer(List<LocalDateTime> dates, Kind kind) {
    int n = dates.size();
    boolean sameDay = true;
    boolean monthEnd = true;
    long[] monthGaps = new long[n - 1];
    long[] secondGaps = new long[n - 1];
    for (int i = 0; i < n; i++) {
      LocalDateTime d = dates.get(i);
      sameDay &= d.getDayOfMonth() == dates.get(0).getDayOfMonth() && d.toLocalTime().equals(dates.get(0).toLocalTime());
      monthEnd &= d.getDayOfMonth() == d.toLocalDate().lengthOfMonth();
      if (i > 0) {
        LocalDateTime prev = dates.get(i - 1);
        monthGaps[i - 1] = ChronoUnit.MONTHS.between(prev.withDayOfMonth(1), d.withDayOfMonth(1));
        secondGaps[i - 1] = Duration.between(prev, d).getSeconds();
      }
    }
    if ((sameDay || monthEnd) && median(monthGaps) >= 1) {
      int months = (int) median(monthGaps);
      return new Cadence(months, null, monthEnd && !sameDay, kind, monthLabel(months));
    }
    Duration step = Duration.ofSeconds(Math.max(1, median(secondGaps)));
    return new Cadence(0, step, false, kind, durationLabel(step));
  }

  private static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  private static String monthLabel(int months) {
    return switch (months) {
      case 1 -> "monthly";
      case 3 -> "quarterly";
      case 6 -> "semiannual";
      case 12 -> "annual";
      default -> "every " + months + " months";
    };
  }

  private static String durationLabel(Duration step) {
    if (step.equals(Duration.ofDays(1))) return "daily";
    if (step.equals(Duration.ofDays(7))) return "weekly";
    if (step.equals(Duration.ofHours(1))) return "hourly";
    return "every " + step;
  }

  /** The usual season length for this cadence: a year of months or quarters, a week of days, a day of hours. */
  public int defaultSeasonLength() {
    if (months > 0) return 12 % months == 0 && months < 12 ? 12 / months : 1;
    long seconds = step.getSeconds();
    if (seconds == Duration.ofDays(1).getSeconds()) return 7;
    if (seconds == Duration.ofDays(7).getSeconds()) return 52;
    if (seconds > 0 && seconds <= 3600 && 86_400 % seconds == 0) return (int) (86_400 / seconds);
    return 1;
  }

  /** Whole steps from one date to a later one (1 for neighbours, more across a gap). */
  public long stepsBetween(LocalDateTime from, LocalDateTime to) {
    if (months > 0) {
      long m = ChronoUnit.MONTHS.between(from.withDayOfMonth(1), to.withDayOfMonth(1));
      return Math.max(1, Math.round((double) m / months));
    }
    return Math.max(1, Math.round((double) Duration.between(from, to).getSeconds() / step.getSeconds()));
  }

  /** The date {@code h} steps after {@code last}, written like the input. */
  public String after(LocalDateTime last, int h) {
    LocalDateTime next;
    if (months > 0) {
      next = last.plusMonths((long) months * h);
      if (monthEnd) next = next.withDayOfMonth(next.toLocalDate().lengthOfMonth());
    } else {
      next = last.plus(step.multipliedBy(h));
    }
    return format(next);
  }

  public String format(LocalDateTime date) {
    return switch (kind) {
      case DATE -> date.toLocalDate().toString();
      case LOCAL_DATE_TIME -> date.toString();
      case OFFSET_DATE_TIME -> date.atOffset(ZoneOffset.UTC).toString();
    };
  }
}
