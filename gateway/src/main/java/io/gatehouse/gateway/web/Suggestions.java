package io.gatehouse.gateway.web;

import org.apache.commons.text.similarity.LevenshteinDistance;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/** The names closest to one that was not found, for a "did you mean" in an answer that says so. */
public final class Suggestions {

  private static final int MOST = 3;

  private Suggestions() {
  }

  /**
   * Up to three candidates within a few edits of {@code asked} (a quarter of its length, at least two) and at
   * most one more than the closest, closest first.
   */
  public static List<String> closest(String asked, Collection<String> candidates) {
    return closest(asked, candidates, candidate -> distance(asked, candidate));
  }

  /** As above, with the distance the caller measures (a path template against a path, say). */
  public static List<String> closest(String asked, Collection<String> candidates, ToIntFunction<String> distance) {
    int within = Math.max(2, asked.length() / 4);
    List<Map.Entry<String, Integer>> close = candidates.stream()
      .map(candidate -> Map.entry(candidate, distance.applyAsInt(candidate)))
      .filter(e -> e.getValue() >= 0 && e.getValue() <= within)
      .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
      .toList();
    if (close.isEmpty()) return List.of();
    // the nearest, and those nearly as near: one clear guess is not drowned by distant ones
    int best = close.get(0).getValue();
    return close.stream().filter(e -> e.getValue() <= best + 1).limit(MOST).map(Map.Entry::getKey).toList();
  }

  /** The edits from one string to the other. */
  public static int distance(String a, String b) {
    return LevenshteinDistance.getDefaultInstance().apply(a, b);
  }

  /** {@code " Did you mean a or b?"}, or empty when there is none; starts with a space to follow a sentence. */
  public static String didYouMean(List<String> names) {
    if (names.isEmpty()) return "";
    String last = names.get(names.size() - 1);
    String list = names.size() == 1 ? last : String.join(", ", names.subList(0, names.size() - 1)) + " or " + last;
    return " Did you mean " + list + "?";
  }

}
