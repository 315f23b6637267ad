package io.gatehouse.analytics.eval;

import io.gatehouse.analytics.xbrl.Fact;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** One synthetic filer's revenue facts as companyfacts would list them, and the true discrete quarters. */
record SyntheticFiler(List<Fact> facts, TreeMap<LocalDate, BigDecimal> truth, Set<LocalDate> fourthQuarters) {

  private static final String OLD_TAG = "SalesRevenueNet";
  private static final String NEW_TAG = "RevenueFromContractWithCustomerExcludingAssessedTax";

  static SyntheticFiler generate(Random r, int years, boolean reportsThirdQuarterAlone) {
    List<Fact> facts = new ArrayList<>();
    TreeMap<LocalDate, BigDecimal> truth = new TreeMap<>();
    Set<LocalDate> fourth = new TreeSet<>();
    LocalDate firstYear = LocalDate.of(2019, 2, 1);
    int accession = 0;
    for (int y = 0; y < years; y++) {
      LocalDate start = firstYear.plusYears(y);
      String tag = y < 2 ? OLD_TAG : NEW_TAG;
      BigDecimal[] q = new BigDecimal[4];
      for (int i = 0; i < 4; i++) q[i] = BigDecimal.valueOf(100_000 + r.nextInt(900_000)).multiply(BigDecimal.valueOf(1000));
      int fy = start.getYear() + 1;
      LocalDate[] ends = new LocalDate[4];
      for (int i = 0; i < 4; i++) ends[i] = start.plusMonths(3L * (i + 1)).minusDays(1);
      // the three 10-Qs and the 10-K, each also repeating the same period of the year before
      for (int filing = 0; filing < 4; filing++) {
        String accn = String.format("0009999999-%02d-%06d", fy % 100, ++accession);
        LocalDate filed = ends[filing].plusDays(40);
        String form = filing < 3 ? "10-Q" : "10-K";
        String fp = filing < 3 ? "Q" + (filing + 1) : "FY";
        List<Fact> period = new ArrayList<>();
        if (filing == 0) period.add(fact(tag, start, ends[0], q[0], accn, fy, fp, form, filed));
        if (filing == 1) {
          period.add(fact(tag, ends[0].plusDays(1), ends[1], q[1], accn, fy, fp, form, filed));
          period.add(fact(tag, start, ends[1], q[0].add(q[1]), accn, fy, fp, form, filed));
        }
        if (filing == 2) {
          if (reportsThirdQuarterAlone) period.add(fact(tag, ends[1].plusDays(1), ends[2], q[2], accn, fy, fp, form, filed));
          period.add(fact(tag, start, ends[2], q[0].add(q[1]).add(q[2]), accn, fy, fp, form, filed));
        }
        if (filing == 3) period.add(fact(tag, start, ends[3], q[0].add(q[1]).add(q[2]).add(q[3]), accn, fy, fp, form, filed));
        facts.addAll(period);
        // comparatives: last year's same periods, repeated as they stand in truth (restated 10 % of the time)
        if (y > 0) {
          for (Fact p : period) {
            Fact prior = shiftBack(p, facts);
            if (prior == null) continue;
            boolean restate = p.days() < 100 && r.nextDouble() < 0.1;
            BigDecimal value = restate ? prior.value().add(BigDecimal.valueOf(1000L * (1 + r.nextInt(50)))) : prior.value();
            facts.add(new Fact("us-gaap", tag, "USD", prior.start(), prior.end(), value, accn, fy, fp, form, filed, null));
            if (restate) truth.put(prior.end(), value);
          }
        }
      }
      for (int i = 0; i < 4; i++) truth.putIfAbsent(ends[i], q[i]);
      fourth.add(ends[3]);
    }
    return new SyntheticFiler(facts, truth, fourth);
  }

  /** The fact a year before this one with the same kind of period, from the facts so far. */
  private static Fact shiftBack(Fact p, List<Fact> facts) {
    LocalDate start = p.start().minusYears(1);
    LocalDate end = p.end().minusYears(1);
    for (Fact f : facts) if (start.equals(f.start()) && end.equals(f.end())) return f;
    return null;
  }

  private static Fact fact(String tag, LocalDate start, LocalDate end, BigDecimal value, String accn, int fy, String fp,
                           String form, LocalDate filed) {
    return new Fact("us-gaap", tag, "USD", start, end, value, accn, fy, fp, form, filed, null);
  }

  /** The sum of the four true quarters ending at {@code end}. */
  BigDecimal trailingTwelveMonths(LocalDate end) {
    BigDecimal sum = BigDecimal.ZERO;
    for (BigDecimal v : truth.headMap(end, true).descendingMap().values().stream().limit(4).toList()) sum = sum.add(v);
    return sum;
  }
}
