package io.gatehouse.providers.sanctions.match;

/**
 * Trigrams of a folded token padded with boundary marks ({@code ^mu, mug, ..., be$}), coded as
 * small ints: folded text has 36 symbols plus the two marks, so a trigram fits in 38^3 slots.
 */
final class Trigrams {

  static final int SLOTS = 38 * 38 * 38;
  private static final int START = 36;
  private static final int END = 37;

  private Trigrams() {
  }

  static int[] of(String token) {
    int n = token.length();
    int[] codes = new int[n];
    for (int i = 0; i < n; i++) {
      int a = i == 0 ? START : symbol(token.charAt(i - 1));
      int b = symbol(token.charAt(i));
      int c = i + 1 < n ? symbol(token.charAt(i + 1)) : END;
      codes[i] = (a * 38 + b) * 38 + c;
    }
    return codes;
  }

  private static int symbol(char c) {
    return c <= '9' ? 26 + (c - '0') : c - 'a';
  }
}
