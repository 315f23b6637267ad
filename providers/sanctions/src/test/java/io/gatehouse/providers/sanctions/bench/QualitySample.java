package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.Match;
import io.gatehouse.providers.sanctions.match.Query;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Labelled queries against a synthetic list: listed names perturbed one {@link Perturbation} class
 * at a time (a hit is the perturbed entry among the matches), and {@link Unlisted} names (any match
 * is a false one). Names only: no birth date or country moves the scores. A made-up name whose
 * words all stand in one listed name is not counted as unlisted: it is that name with words left
 * out, which a screening must report.
 */
final class QualitySample {

  static final double THRESHOLD = 0.85;
  /** How many queries that went wrong are kept per kind, as examples. */
  private static final int EXAMPLES = Integer.getInteger("bench.examples", 5);

  /** A query and what should come back: the entry id, or null for an unlisted name. */
  record Labelled(String name, String kind, String expected) {
  }

  /** Hits (found, or matched when unlisted) of one kind of query, with a few of the queries that missed. */
  static final class Tally {
    int total;
    int hits;
    final List<String> misses = new ArrayList<>();

    double rate() {
      return total == 0 ? 0 : hits / (double) total;
    }
  }

  /** Per kind of query, in the order built; listed classes first. */
  record Quality(Map<String, Tally> listed, Map<String, Tally> unlisted) {

    double recall() {
      return rate(listed);
    }

    double falseMatchRate() {
      return rate(unlisted);
    }

    private static double rate(Map<String, Tally> tallies) {
      int total = tallies.values().stream().mapToInt(t -> t.total).sum();
      int hits = tallies.values().stream().mapToInt(t -> t.hits).sum();
      return hits / (double) total;
    }
  }

  private QualitySample() {
  }

  /** {@code perClass} queries of every perturbation class and {@code perKind} of every unlisted kind. */
  static List<Labelled> build(SyntheticLists generator, SanctionsList list, int perClass, int perKind) {
    List<SyntheticName> primaries = generator.primaries();
    Random random = generator.random();
    List<Labelled> queries = new ArrayList<>();
    for (Perturbation p : Perturbation.SYNTHETIC) {
      for (int made = 0; made < perClass; ) {
        int i = random.nextInt(primaries.size());
        String name = p.apply(primaries.get(i), random);
        if (name == null) continue;
        queries.add(new Labelled(name, p.name(), list.entries().get(i).id()));
        made++;
      }
    }
    ListedTokens listed = new ListedTokens(list);
    for (Unlisted kind : Unlisted.values()) {
      for (int made = 0; made < perKind; ) {
        String name = kind.make(primaries.get(random.nextInt(primaries.size())), generator);
        if (name == null || listed.covers(name)) continue;
        queries.add(new Labelled(name, kind.name(), null));
        made++;
      }
    }
    return queries;
  }

  static Query query(Labelled labelled) {
    return new Query(labelled.name(), EntityType.UNKNOWN, null, null, THRESHOLD, 10);
  }

  static Quality measure(Screener screener, List<Labelled> queries) {
    return measure(screener, queries, String::equals);
  }

  /** As above, with {@code found} telling whether a matched entry id (second) finds the expected one (first). */
  static Quality measure(Screener screener, List<Labelled> queries, java.util.function.BiPredicate<String, String> found) {
    Map<String, Tally> listed = new LinkedHashMap<>();
    Map<String, Tally> unlisted = new LinkedHashMap<>();
    for (Labelled q : queries) {
      List<Match> matches = screener.screen(query(q));
      boolean hit = q.expected() == null ? !matches.isEmpty()
        : matches.stream().anyMatch(m -> found.test(q.expected(), m.entry().id()));
      Tally tally = (q.expected() == null ? unlisted : listed).computeIfAbsent(q.kind(), k -> new Tally());
      tally.total++;
      if (hit) tally.hits++;
      boolean wrong = q.expected() == null ? hit : !hit;
      if (wrong && tally.misses.size() < EXAMPLES) {
        tally.misses.add(q.name() + (matches.isEmpty() ? "" : " ~ " + matches.get(0).matchedName().name()
          + " " + matches.get(0).score()) + (q.expected() == null ? "" : " [" + q.expected() + "]"));
      }
    }
    return new Quality(listed, unlisted);
  }

}
