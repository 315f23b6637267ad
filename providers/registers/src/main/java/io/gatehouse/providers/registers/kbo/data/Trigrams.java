package io.gatehouse.providers.registers.kbo.data;

import java.util.Arrays;

/**
 * Trigrams of a normalised name, the way PostgreSQL's pg_trgm forms them (each word padded with two
 * spaces before and one after), as ids below {@link #COUNT} so both stores rank alike.
 */
public final class Trigrams {

  private static final int ALPHABET = 37;
  public static final int COUNT = ALPHABET * ALPHABET * ALPHABET;

  private Trigrams() {
  }

  /** Sorted, distinct trigram ids of a name already {@link Names#normalize normalised}. */
  public static int[] of(String normalized) {
    if (normalized.isEmpty()) return new int[0];
    String[] words = normalized.split(" ");
    int[] ids = new int[normalized.length() + 3 * words.length];
    int n = 0;
    for (String word : words) {
      String padded = "  " + word + " ";
      for (int i = 0; i + 3 <= padded.length(); i++) {
        ids[n++] = (code(padded.charAt(i)) * ALPHABET + code(padded.charAt(i + 1))) * ALPHABET + code(padded.charAt(i + 2));
      }
    }
    int[] sorted = Arrays.copyOf(ids, n);
    Arrays.sort(sorted);
    int distinct = 0;
    for (int i = 0; i < sorted.length; i++) {
      if (i == 0 || sorted[i] != sorted[i - 1]) sorted[distinct++] = sorted[i];
    }
    return Arrays.copyOf(sorted, distinct);
  }

  /** Trigrams shared by two sorted id sets. */
  public static int shared(int[] a, int[] b) {
    int i = 0;
    int j = 0;
    int common = 0;
    while (i < a.length && j < b.length) {
      if (a[i] == b[j]) {
        common++;
        i++;
        j++;
      } else if (a[i] < b[j]) {
        i++;
      } else {
        j++;
      }
    }
    return common;
  }

  /**
   * The match score: the better of whole-name similarity (shared over union, pg_trgm's similarity)
   * and how much of the query the name covers (close to pg_trgm's word_similarity), the latter
   * weighted down so an exact name ranks above a longer name containing it.
   */
  public static double score(int[] query, int[] name) {
    if (query.length == 0 || name.length == 0) return 0;
    int common = shared(query, name);
    double similarity = (double) common / (query.length + name.length - common);
    double coverage = (double) common / query.length;
    return Math.max(similarity, 0.9 * coverage);
  }

  /** Whether a score passes the search thresholds (similarity 0.3 or coverage 0.6, as pg_trgm's defaults). */
  public static boolean matches(int[] query, int[] name) {
    int common = shared(query, name);
    double similarity = (double) common / (query.length + name.length - common);
    return similarity >= 0.3 || (double) common / query.length >= 0.6;
  }

  private static int code(char c) {
    if (c >= 'a' && c <= 'z') return 1 + c - 'a';
    if (c >= '0' && c <= '9') return 27 + c - '0';
    return 0;
  }
}
