package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.data.NameHit;
import io.gatehouse.providers.registers.kbo.data.Names;
import io.gatehouse.providers.registers.kbo.data.Trigrams;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fuzzy name search over the trigram index: entities are counted by the query trigrams their names
 * share (rarest lists first, very common ones skipped once rarer ones were read), the best counted
 * are scored exactly on their registered names, and those passing the thresholds ranked.
 */
final class NameSearch {

  /** Posting lists longer than this are skipped when a rarer trigram already gave candidates. */
  private static final int COMMON = 300_000;
  private static final int CANDIDATES = 400;

  private final TrigramReader index;
  private final RowReader denominations;

  NameSearch(TrigramReader index, RowReader denominations) {
    this.index = index;
    this.denominations = denominations;
  }

  List<NameHit> search(String normalized, int limit) throws IOException {
    int[] query = Trigrams.of(normalized);
    if (query.length == 0) return List.of();
    Integer[] order = Arrays.stream(query).boxed().sorted(Comparator.comparingInt(index::size)).toArray(Integer[]::new);
    Map<Long, Integer> counts = new HashMap<>();
    for (int trigram : order) {
      if (index.size(trigram) > COMMON && !counts.isEmpty()) continue;
      for (long key : index.keys(trigram)) counts.merge(key, 1, Integer::sum);
    }
    List<Map.Entry<Long, Integer>> best = new ArrayList<>(counts.entrySet());
    best.sort(Map.Entry.<Long, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
    int column = Kind.DENOMINATION.column("Denomination");
    List<NameHit> hits = new ArrayList<>();
    for (Map.Entry<Long, Integer> candidate : best.subList(0, Math.min(CANDIDATES, best.size()))) {
      NameHit top = null;
      for (String[] row : denominations.rows(candidate.getKey())) {
        int[] name = Trigrams.of(Names.normalize(row[column]));
        if (!Trigrams.matches(query, name)) continue;
        double score = Trigrams.score(query, name);
        if (top == null || score > top.score()) top = new NameHit(candidate.getKey(), row[column], score);
      }
      if (top != null) hits.add(top);
    }
    hits.sort(Comparator.comparingDouble(NameHit::score).reversed().thenComparingLong(NameHit::key));
    return hits.subList(0, Math.min(limit, hits.size()));
  }
}
