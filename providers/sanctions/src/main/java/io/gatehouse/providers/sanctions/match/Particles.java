package io.gatehouse.providers.sanctions.match;

import java.util.List;
import java.util.function.Predicate;

/**
 * Name particles written joined to the word they belong to: "Alhouthi" for "al-Houthi",
 * "Binladin", "Abdulrahman", "Dejesus", "Vandenberg". A query token the lists do not hold is split
 * after a leading particle when what follows is a word they do hold.
 */
final class Particles {

  /** Longest first, so "abdul" is tried before "abd" and "abu". */
  private static final List<String> LEADING = List.of("abdul", "abdel", "abdal", "abd", "abu", "bin", "ben",
    "ibn", "bint", "ould", "van", "von", "der", "den", "del", "al", "el", "ul", "ad", "ar", "as", "de", "da", "di", "la", "le");
  private static final int SHORTEST_REST = 3;
  /** Particles a list writes apart and a caller may join to the next word; each spelling joins one. */
  private static final java.util.Set<String> JOINABLE = java.util.Set.of("al", "el", "ul", "bin", "ben", "ibn", "bint",
    "abu", "abd", "abdul", "abdel", "ould", "van", "von", "de", "der", "den", "da", "di", "del", "la", "le");
  /** The article's spellings after "abd" ("Abd al-Hamid", "Abd el-Kader"). */
  private static final java.util.Set<String> ARTICLES = java.util.Set.of("al", "el", "ul");
  /** At most this many joined spellings per name. */
  private static final int MOST_JOINED = 3;

  private Particles() {
  }

  /** The name's tokens as listed, then with one particle joined to the word after it, for up to {@link #MOST_JOINED} particles. */
  static List<List<String>> joined(List<String> tokens) {
    List<List<String>> spellings = new java.util.ArrayList<>(2);
    spellings.add(tokens);
    for (int i = 0; i + 1 < tokens.size() && spellings.size() <= MOST_JOINED; i++) {
      if (!JOINABLE.contains(tokens.get(i))) continue;
      // "Abd al-Hamid" is written "Abdulhamid" as often: Abd, its article and the name in one word
      if (tokens.get(i).equals("abd") && i + 2 < tokens.size() && ARTICLES.contains(tokens.get(i + 1))) {
        List<String> whole = new java.util.ArrayList<>(tokens.subList(0, i));
        whole.add("abd" + tokens.get(i + 1) + tokens.get(i + 2));
        whole.addAll(tokens.subList(i + 3, tokens.size()));
        spellings.add(whole);
      }
      List<String> joined = new java.util.ArrayList<>(tokens.subList(0, i));
      joined.add(tokens.get(i) + tokens.get(i + 1));
      joined.addAll(tokens.subList(i + 2, tokens.size()));
      spellings.add(joined);
    }
    return spellings;
  }

  /** The token, or its particles and word when {@code known} does not hold it but holds the word. */
  static List<String> split(String token, Predicate<String> known) {
    if (token.length() < 2 + SHORTEST_REST || known.test(token)) return List.of(token);
    for (String particle : LEADING) {
      if (!token.startsWith(particle) || token.length() - particle.length() < SHORTEST_REST) continue;
      String rest = token.substring(particle.length());
      if (known.test(rest)) return List.of(particle, rest);
      List<String> inner = split(rest, known);
      if (inner.size() > 1) {
        List<String> parts = new java.util.ArrayList<>(inner.size() + 1);
        parts.add(particle);
        parts.addAll(inner);
        return parts;
      }
    }
    return List.of(token);
  }
}
