package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.data.NameHit;
import io.gatehouse.providers.registers.kbo.data.Names;
import io.gatehouse.providers.registers.kbo.data.Trigrams;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Fuzzy name search over the trigram index: entities are counted by the query trigrams their names
 * share (rarest lists first; very common ones only add to entities already found), the best counted
 * are scored exactly on their registered names, and those passing the thresholds ranked.
 */
final class NameSearch {

  /** Posting lists longer than this add no new candidates once a rarer trigram gave some. */
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
    KeyCounts counts = new KeyCounts();
    for (int trigram : order) {
      if (index.size(trigram) > COMMON && counts.size() > 0) counts.addExisting(index.keys(trigram));
      else counts.add(index.keys(trigram));
    }
    // a name passing the thresholds shares at least 0.3 / 1.3 of the query's trigrams
    int minimum = (int) Math.ceil(query.length * 0.3 / 1.3);
    int column = Kind.DENOMINATION.column("Denomination");
    List<NameHit> hits = new ArrayList<>();
    for (long candidate : counts.top(CANDIDATES, minimum)) {
      NameHit top = null;
      for (String[] row : denominations.rows(candidate)) {
        int[] name = Trigrams.of(Names.normalize(row[column]));
        if (!Trigrams.matches(query, name)) continue;
        double score = Trigrams.score(query, name);
        if (top == null || score > top.score()) top = new NameHit(candidate, row[column], score);
      }
      if (top != null) hits.add(top);
    }
    hits.sort(Comparator.comparingDouble(NameHit::score).reversed().thenComparingLong(NameHit::key));
    return hits.subList(0, Math.min(limit, hits.size()));
  }
}
