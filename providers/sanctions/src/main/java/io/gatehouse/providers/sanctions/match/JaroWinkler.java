package io.gatehouse.providers.sanctions.match;

/**
 * Jaro-Winkler similarity of two folded tokens, without allocating: screening compares thousands
 * of token pairs per second and a library version that allocates per call dominated the profile.
 * Standard definition: matching window max(len)/2 - 1, transpositions halved, prefix bonus 0.1 per
 * common leading character up to four.
 */
final class JaroWinkler {

  private static final int MAX = 64;
  private static final ThreadLocal<boolean[][]> FLAGS = ThreadLocal.withInitial(() -> new boolean[2][MAX]);

  private JaroWinkler() {
  }

  static double of(String a, String b) {
    if (a.equals(b)) return 1;
    int la = Math.min(a.length(), MAX);
    int lb = Math.min(b.length(), MAX);
    if (la == 0 || lb == 0) return 0;
    boolean[][] flags = FLAGS.get();
    boolean[] ma = flags[0];
    boolean[] mb = flags[1];
    java.util.Arrays.fill(ma, 0, la, false);
    java.util.Arrays.fill(mb, 0, lb, false);
    int window = Math.max(0, Math.max(la, lb) / 2 - 1);
    int matches = 0;
    for (int i = 0; i < la; i++) {
      int from = Math.max(0, i - window);
      int to = Math.min(lb - 1, i + window);
      char c = a.charAt(i);
      for (int j = from; j <= to; j++) {
        if (!mb[j] && b.charAt(j) == c) {
          ma[i] = true;
          mb[j] = true;
          matches++;
          break;
        }
      }
    }
    if (matches == 0) return 0;
    int transpositions = 0;
    int j = 0;
    for (int i = 0; i < la; i++) {
      if (!ma[i]) continue;
      while (!mb[j]) j++;
      if (a.charAt(i) != b.charAt(j)) transpositions++;
      j++;
    }
    double m = matches;
    double jaro = (m / la + m / lb + (m - transpositions / 2.0) / m) / 3.0;
    int prefix = 0;
    int limit = Math.min(4, Math.min(la, lb));
    while (prefix < limit && a.charAt(prefix) == b.charAt(prefix)) prefix++;
    return jaro + prefix * 0.1 * (1 - jaro);
  }
}
