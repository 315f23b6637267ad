package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.text.PhoneticKey;
import io.gatehouse.providers.sanctions.text.RomanisationKey;

/**
 * Token similarity: Jaro-Winkler, lifted for spellings of one name by another romanisation and for
 * tokens that sound alike, capped by the edits between them; an initial stands for a token it begins.
 */
final class Similarity {

  /** Below this a token pair counts as no match at all. */
  static final double FLOOR = 0.80;
  /** Tokens with one phonetic key and at least this Jaro-Winkler score count as {@link #PHONETIC}. */
  static final double PHONETIC_MIN = 0.72;
  static final double PHONETIC = 0.90;
  /**
   * What each edit costs, as a share of the longer token's length: a typo in a five-letter token
   * leaves 0.86, two edits in seven letters 0.80, whatever Jaro-Winkler's common-prefix bonus says.
   */
  static final double PER_EDIT = 0.7;
  /**
   * Extra edits counted when the first letters differ: typists rarely miss the first letter, and
   * the romanisations that change it (Khalid, Halid; Yusuf, Jusuf) have one key anyway.
   */
  static final double OTHER_FIRST_LETTER = 0.5;
  /** Tokens with one romanisation key ({@link RomanisationKey}): Dmitriy and Dmitry, Zhukov and Jukov. */
  static final double ROMANISATION = 0.97;
  /** An initial and a token it begins ("r" and "robert"): likely the same name, not surely. */
  static final float INITIAL = 0.9f;
  /** Tokens this short match only exactly: "al" is not "el", "ab" is not "ad". */
  static final int SHORTEST_FUZZY = 3;
  /** Two-letter tokens match by romanisation key only: "ni" and "ny", "yu" and "iu". */
  static final int SHORTEST_ROMANISED = 2;

  private Similarity() {
  }

  /** The similarity of two different folded tokens, 0 when below {@link #FLOOR}. */
  static double of(String a, String phoneticA, String keyA, String b, String phoneticB, String keyB) {
    if (a.length() < SHORTEST_ROMANISED || b.length() < SHORTEST_ROMANISED || isNumber(a) || isNumber(b)) return 0;
    if (!keyA.isEmpty() && (keyA.equals(keyB) || qAsG(a, keyA, b, keyB))) return Math.max(JaroWinkler.of(a, b), ROMANISATION);
    if (a.length() < SHORTEST_FUZZY || b.length() < SHORTEST_FUZZY) return 0;
    double jw = JaroWinkler.of(a, b);
    double sim = jw < PHONETIC && jw >= PHONETIC_MIN && !phoneticA.isEmpty() && phoneticA.equals(phoneticB) ? PHONETIC : jw;
    if (sim < FLOOR) return 0;
    double edits = EditDistance.of(a, b) + (a.charAt(0) == b.charAt(0) ? 0 : OTHER_FIRST_LETTER);
    sim = Math.min(sim, 1 - PER_EDIT * edits / Math.max(a.length(), b.length()));
    return sim >= FLOOR ? sim : 0;
  }

  /**
   * Whether one token writes q where the other writes g, as English spells ق for a Gulf, Egyptian or
   * Libyan speaker (Qasim, Gasim; Faqih, Fagih). Only with a q: Gamal and Kamal are two names.
   */
  private static boolean qAsG(String a, String keyA, String b, String keyB) {
    return (a.indexOf('q') >= 0 || b.indexOf('q') >= 0) && keyA.length() == keyB.length()
      && keyA.replace('g', 'k').equals(keyB.replace('g', 'k'));
  }

  static String phonetic(String token) {
    return token.length() < SHORTEST_FUZZY || isNumber(token) ? "" : PhoneticKey.of(token);
  }

  static String romanisation(String token) {
    return token.length() < SHORTEST_ROMANISED || isNumber(token) ? "" : RomanisationKey.of(token);
  }

  /** {@link #INITIAL} when one token is a single letter that begins the other, a longer word; else 0. */
  static float initial(String a, String b) {
    int la = a.length();
    int lb = b.length();
    if (la == 1 && lb > 1) return b.charAt(0) == a.charAt(0) && !isNumber(a) ? INITIAL : 0;
    if (lb == 1 && la > 1) return a.charAt(0) == b.charAt(0) && !isNumber(b) ? INITIAL : 0;
    return 0;
  }

  static double jaroWinkler(String a, String b) {
    return JaroWinkler.of(a, b);
  }

  private static boolean isNumber(String token) {
    return Character.isDigit(token.charAt(0));
  }
}
