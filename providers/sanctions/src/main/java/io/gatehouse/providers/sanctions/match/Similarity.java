package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.text.PhoneticKey;

/** Token similarity: Jaro-Winkler, lifted for tokens that sound alike. */
final class Similarity {

  /** Below this a token pair counts as no match at all. */
  static final double FLOOR = 0.80;
  /** Tokens with one phonetic key and at least this Jaro-Winkler score count as {@link #PHONETIC}. */
  static final double PHONETIC_MIN = 0.72;
  static final double PHONETIC = 0.90;
  /** Tokens this short match only exactly: "al" is not "el", "ab" is not "ad". */
  static final int SHORTEST_FUZZY = 3;

  private Similarity() {
  }

  /** The similarity of two different folded tokens, 0 when below {@link #FLOOR}. */
  static double of(String a, String phoneticA, String b, String phoneticB) {
    if (a.length() < SHORTEST_FUZZY || b.length() < SHORTEST_FUZZY || isNumber(a) || isNumber(b)) return 0;
    double jw = JaroWinkler.of(a, b);
    if (jw < PHONETIC && jw >= PHONETIC_MIN && !phoneticA.isEmpty() && phoneticA.equals(phoneticB)) return PHONETIC;
    return jw >= FLOOR ? jw : 0;
  }

  static String phonetic(String token) {
    return token.length() < SHORTEST_FUZZY || isNumber(token) ? "" : PhoneticKey.of(token);
  }

  static double jaroWinkler(String a, String b) {
    return JaroWinkler.of(a, b);
  }

  private static boolean isNumber(String token) {
    return Character.isDigit(token.charAt(0));
  }
}
