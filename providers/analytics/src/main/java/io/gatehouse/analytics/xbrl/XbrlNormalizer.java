package io.gatehouse.analytics.xbrl;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Turns the facts of one company into clean series per concept and unit:
 * <ol>
 *   <li>one value per concept, unit and period: the latest filing wins (restatements replace what
 *       they restate), ties broken by the later accession number;</li>
 *   <li>synonym tags merged under a standard name, the preferred tag winning a shared period;</li>
 *   <li>discrete quarters derived where only year-to-date figures exist (Q4 = year - nine months),
 *       or as the year minus its three reported quarters;</li>
 *   <li>trailing twelve months summed over four contiguous quarters.</li>
 * </ol>
 * Ratio units (USD/shares) are neither derived nor summed: they do not add up over periods.
 */
public final class XbrlNormalizer {

  /** Gap in days still read as "the next period starts where the last ended". */
  private static final long CONTIGUOUS_DAYS = 7;

  private XbrlNormalizer() {
  }

  /**
   * @param wanted         standard names or qualified concepts to keep; empty keeps all
   * @param includeUnmapped keep concepts that have no standard name, under their qualified name
   */
  public static Normalization normalize(List<Fact> facts, Set<String> wanted, boolean includeUnmapped) {
    Map<String, Map<String, List<Fact>>> groups = new LinkedHashMap<>();
    for (Fact f : facts) {
      String standard = Synonyms.standardName(f.qualifiedConcept());
      String name = standard != null ? standard : includeUnmapped || wanted.contains(f.qualifiedConcept())
        ? f.qualifiedConcept() : null;
      if (name == null || !wanted.isEmpty() && !wanted.contains(name) && !wanted.contains(f.qualifiedConcept())) continue;
      groups.computeIfAbsent(name, k -> new LinkedHashMap<>()).computeIfAbsent(f.unit(), k -> new ArrayList<>()).add(f);
    }
    int[] counts = new int[4];
    List<ConceptSeries> out = new ArrayList<>();
    groups.forEach((name, byUnit) -> byUnit.forEach((unit, list) -> out.add(series(name, unit, list, counts))));
    return new Normalization(out, facts.size(), counts[0], counts[1], counts[2], counts[3]);
  }

  private static ConceptSeries series(String name, String unit, List<Fact> facts, int[] counts) {
    List<String> preference = Synonyms.STANDARD.getOrDefault(name, List.of(name));
    Map<String, Fact> byPeriod = new TreeMap<>();
    Map<String, Fact> latest = latestPerPeriod(facts, counts);
    // the preferred tag wins a shared period; tags outside the list (none today) come last
    List<Fact> ordered = new ArrayList<>(latest.values());
    ordered.sort(Comparator.comparingInt(f -> rank(preference, f.qualifiedConcept())));
    for (Fact f : ordered) byPeriod.putIfAbsent(periodKey(f), f);

    List<Value> annual = new ArrayList<>();
    List<Value> instants = new ArrayList<>();
    TreeMap<LocalDate, Value> quarters = new TreeMap<>();
    Map<LocalDate, List<Fact>> cumulative = new TreeMap<>();
    for (Fact f : byPeriod.values()) {
      PeriodKind kind = PeriodKind.of(f);
      switch (kind) {
        case INSTANT -> instants.add(Value.reported(f));
        case YEAR -> annual.add(Value.reported(f));
        case QUARTER -> quarters.put(f.end(), Value.reported(f));
        default -> {
        }
      }
      if (kind == PeriodKind.QUARTER || kind == PeriodKind.HALF_YEAR || kind == PeriodKind.NINE_MONTHS
        || kind == PeriodKind.YEAR) {
        cumulative.computeIfAbsent(f.start(), k -> new ArrayList<>()).add(f);
      }
    }
    // per-share and other ratio units do not add up over periods
    boolean additive = !unit.contains("/");
    List<Value> ttm = List.of();
    if (additive) {
      counts[2] += deriveFromYearToDate(cumulative, quarters);
      counts[2] += deriveFromYear(annual, quarters);
      ttm = trailingTwelveMonths(new ArrayList<>(quarters.values()));
      counts[3] += ttm.size();
    }
    Set<String> sources = new LinkedHashSet<>();
    ordered.stream().filter(byPeriod::containsValue).forEach(f -> sources.add(f.qualifiedConcept()));
    return new ConceptSeries(name, unit, List.copyOf(sources), annual, new ArrayList<>(quarters.values()), ttm,
      instants);
  }

  /** Latest filing per tag and period; counts repeats and restatements. */
  private static Map<String, Fact> latestPerPeriod(List<Fact> facts, int[] counts) {
    Map<String, Fact> latest = new LinkedHashMap<>();
    for (Fact f : facts) {
      String key = f.qualifiedConcept() + "|" + periodKey(f);
      Fact seen = latest.get(key);
      if (seen == null) {
        latest.put(key, f);
        continue;
      }
      Fact keep = newer(f, seen) ? f : seen;
      Fact drop = keep == f ? seen : f;
      latest.put(key, keep);
      if (drop.value().compareTo(keep.value()) == 0) counts[0]++;
      else counts[1]++;
    }
    return latest;
  }

  private static boolean newer(Fact a, Fact b) {
    int byFiled = compareNullable(a.filed(), b.filed());
    if (byFiled != 0) return byFiled > 0;
    return compareNullable(a.accn(), b.accn()) > 0;
  }

  private static <T extends Comparable<T>> int compareNullable(T a, T b) {
    if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
    return a.compareTo(b);
  }

  private static int rank(List<String> preference, String concept) {
    int i = preference.indexOf(concept);
    return i < 0 ? preference.size() : i;
  }

  private static String periodKey(Fact f) {
    return (f.start() == null ? "" : f.start().toString()) + "/" + f.end();
  }

  /** Consecutive year-to-date figures from one start three months apart give the quarter between. */
  private static int deriveFromYearToDate(Map<LocalDate, List<Fact>> cumulative, TreeMap<LocalDate, Value> quarters) {
    int derived = 0;
    for (List<Fact> chain : cumulative.values()) {
      chain.sort(Comparator.comparing(Fact::end));
      for (int i = 1; i < chain.size(); i++) {
        Fact earlier = chain.get(i - 1);
        Fact later = chain.get(i);
        long gap = ChronoUnit.DAYS.between(earlier.end(), later.end());
        if (gap < 80 || gap > 100 || quarters.containsKey(later.end())) continue;
        quarters.put(later.end(), new Value(earlier.end().plusDays(1), later.end(),
          later.value().subtract(earlier.value()), Value.YTD_DIFFERENCE, later));
        derived++;
      }
    }
    return derived;
  }

  /** A year whose first three quarters are known but not its fourth: Q4 = year - (Q1 + Q2 + Q3). */
  private static int deriveFromYear(Collection<Value> annual, TreeMap<LocalDate, Value> quarters) {
    int derived = 0;
    for (Value year : annual) {
      if (quarters.containsKey(year.end())) continue;
      List<Value> chain = new ArrayList<>();
      LocalDate expectedStart = year.start();
      for (Value q : quarters.subMap(year.start(), false, year.end(), false).values()) {
        if (Math.abs(ChronoUnit.DAYS.between(expectedStart, q.start())) > CONTIGUOUS_DAYS) continue;
        chain.add(q);
        expectedStart = q.end().plusDays(1);
      }
      if (chain.size() != 3) continue;
      BigDecimal sum = chain.stream().map(Value::value).reduce(BigDecimal.ZERO, BigDecimal::add);
      quarters.put(year.end(), new Value(expectedStart, year.end(), year.value().subtract(sum),
        Value.YEAR_MINUS_QUARTERS, year.fact()));
      derived++;
    }
    return derived;
  }

  private static List<Value> trailingTwelveMonths(List<Value> quarters) {
    List<Value> out = new ArrayList<>();
    for (int i = 3; i < quarters.size(); i++) {
      boolean contiguous = true;
      for (int j = i - 2; j <= i; j++) {
        long gap = ChronoUnit.DAYS.between(quarters.get(j - 1).end(), quarters.get(j).start());
        contiguous &= Math.abs(gap - 1) <= CONTIGUOUS_DAYS;
      }
      if (!contiguous) continue;
      BigDecimal sum = BigDecimal.ZERO;
      for (int j = i - 3; j <= i; j++) sum = sum.add(quarters.get(j).value());
      out.add(new Value(quarters.get(i - 3).start(), quarters.get(i).end(), sum, Value.SUM_OF_4_QUARTERS,
        quarters.get(i).fact()));
    }
    return out;
  }
}
