package io.gatehouse.analytics.xbrl;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One reported XBRL fact as data.sec.gov's companyfacts lists it.
 *
 * @param start null for an instant (a balance at {@code end})
 * @param fy    fiscal year of the filing that reported it, or null
 * @param fp    fiscal period of that filing (FY, Q1, Q2, Q3), or null
 */
public record Fact(String taxonomy, String concept, String unit, LocalDate start, LocalDate end, BigDecimal value,
                   String accn, Integer fy, String fp, String form, LocalDate filed, String frame) {

  public boolean instant() {
    return start == null;
  }

  /** Days covered, both ends included; 0 for an instant. */
  public long days() {
    return instant() ? 0 : java.time.temporal.ChronoUnit.DAYS.between(start, end) + 1;
  }

  public String qualifiedConcept() {
    return taxonomy + ":" + concept;
  }
}
