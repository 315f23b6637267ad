package io.gatehouse.analytics.xbrl;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One value of a normalised series.
 *
 * @param derivation reported, ytd-difference (a later year-to-date figure minus an earlier one,
 *                   Q4 being the year minus nine months), year-minus-quarters, or sum-of-4-quarters
 * @param fact       the reported fact behind it, or for derived values the latest one used
 */
public record Value(LocalDate start, LocalDate end, BigDecimal value, String derivation, Fact fact) {

  public static final String REPORTED = "reported";
  public static final String YTD_DIFFERENCE = "ytd-difference";
  public static final String YEAR_MINUS_QUARTERS = "year-minus-quarters";
  public static final String SUM_OF_4_QUARTERS = "sum-of-4-quarters";

  static Value reported(Fact f) {
    return new Value(f.start(), f.end(), f.value(), REPORTED, f);
  }
}
