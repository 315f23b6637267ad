package io.gatehouse.analytics.xbrl;

/**
 * What a fact's period is, from its length: fiscal quarters run 13 weeks (sometimes 12 or 14),
 * fiscal years 52 or 53 weeks.
 */
public enum PeriodKind {
  INSTANT, QUARTER, HALF_YEAR, NINE_MONTHS, YEAR, OTHER;

  public static PeriodKind of(Fact fact) {
    if (fact.instant()) return INSTANT;
    long days = fact.days();
    if (days >= 80 && days <= 100) return QUARTER;
    if (days >= 170 && days <= 190) return HALF_YEAR;
    if (days >= 260 && days <= 285) return NINE_MONTHS;
    if (days >= 350 && days <= 380) return YEAR;
    return OTHER;
  }
}
