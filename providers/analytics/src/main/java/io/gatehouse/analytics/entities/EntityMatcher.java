package io.gatehouse.analytics.entities;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Matches records one to one across two lists, or ranks candidates for one name. Pairs are only
 * scored when they share a blocking key (a word, an acronym, a registration number), so two long
 * lists cost far less than every pair; pairs are then taken greedily from the best score down.
 */
public final class EntityMatcher {

  /** Score at or above which a pair is reported as a match. */
  public static final double DEFAULT_THRESHOLD = 0.88;
  /** Pairs this far below the threshold are reported as possible matches. */
  public static final double POSSIBLE_MARGIN = 0.1;

  private EntityMatcher() {
  }

  /** One pairing; {@code decision} is match or possible. */
  public record Pair(int left, int right, MatchScore score, String decision) {
  }

  public static List<Pair> match(List<EntityRecord> left, List<EntityRecord> right, double threshold) {
    List<NormalizedName> ln = left.stream().map(r -> NameNormalizer.normalize(r.name())).toList();
    List<NormalizedName> rn = right.stream().map(r -> NameNormalizer.normalize(r.name())).toList();
    Map<String, List<Integer>> index = new HashMap<>();
    for (int j = 0; j < right.size(); j++) {
      for (String key : keys(right.get(j), rn.get(j))) index.computeIfAbsent(key, k -> new ArrayList<>()).add(j);
    }
    double floor = threshold - POSSIBLE_MARGIN;
    List<Pair> scored = new ArrayList<>();
    for (int i = 0; i < left.size(); i++) {
      Set<Integer> candidates = new LinkedHashSet<>();
      for (String key : keys(left.get(i), ln.get(i))) candidates.addAll(index.getOrDefault(key, List.of()));
      for (int j : candidates) {
        MatchScore s = Similarity.score(left.get(i), ln.get(i), right.get(j), rn.get(j));
        if (s.score() >= floor) scored.add(new Pair(i, j, s, s.score() >= threshold ? "match" : "possible"));
      }
    }
    scored.sort(Comparator.comparingDouble((Pair p) -> p.score().score()).reversed()
      .thenComparingInt(Pair::left).thenComparingInt(Pair::right));
    Set<Integer> usedLeft = new HashSet<>();
    Set<Integer> usedRight = new HashSet<>();
    List<Pair> out = new ArrayList<>();
    for (Pair p : scored) {
      if (usedLeft.contains(p.left()) || usedRight.contains(p.right())) continue;
      usedLeft.add(p.left());
      usedRight.add(p.right());
      out.add(p);
    }
    out.sort(Comparator.comparingInt(Pair::left));
    return out;
  }

  /** Every candidate scored against one record, best first, down to the possible-match floor. */
  public static List<Pair> rank(EntityRecord query, List<EntityRecord> candidates, double threshold) {
    NormalizedName q = NameNormalizer.normalize(query.name());
    List<Pair> out = new ArrayList<>();
    for (int j = 0; j < candidates.size(); j++) {
      EntityRecord c = candidates.get(j);
      MatchScore s = Similarity.score(query, q, c, NameNormalizer.normalize(c.name()));
      if (s.score() >= threshold - POSSIBLE_MARGIN) out.add(new Pair(0, j, s, s.score() >= threshold ? "match" : "possible"));
    }
    out.sort(Comparator.comparingDouble((Pair p) -> p.score().score()).reversed().thenComparingInt(Pair::right));
    return out;
  }

  /** Blocking keys: each word, three-letter prefixes for typos, the acronym, and registration numbers. */
  static Set<String> keys(EntityRecord record, NormalizedName name) {
    Set<String> keys = new HashSet<>();
    boolean onlyGeneric = name.tokens().stream().allMatch(LegalForms.GENERIC::contains);
    for (String t : name.tokens()) {
      if (LegalForms.GENERIC.contains(t) && !onlyGeneric) continue;
      keys.add("w:" + t);
      if (t.length() >= 3) keys.add("p:" + t.substring(0, 3));
    }
    if (name.tokens().size() == 1) keys.add("a:" + name.tokens().get(0));
    StringBuilder initials = new StringBuilder();
    for (String t : name.tokens()) if (!t.equals("and") && !t.equals("of")) initials.append(t.charAt(0));
    if (initials.length() >= 2) keys.add("a:" + initials);
    record.identifiers().forEach((scheme, value) ->
      keys.add("id:" + scheme + ":" + value.replaceAll("[^A-Za-z0-9]", "").replaceFirst("^0+(?=\\d)", "").toUpperCase()));
    return keys;
  }
}
