package io.gatehouse.providers.sanctions.match;

/**
 * Edits (insertions, deletions, substitutions, swaps of neighbours) between two folded tokens, the
 * optimal-string-alignment distance. Jaro-Winkler rates "traga" and "tragapa" 0.94, as close as a
 * one-letter typo; counting edits tells them apart. Allocation-free, like {@link JaroWinkler}.
 */
final class EditDistance {

  private static final int MAX = 64;
  private static final ThreadLocal<int[][]> ROWS = ThreadLocal.withInitial(() -> new int[3][MAX + 1]);

  private EditDistance() {
  }

  static int of(String a, String b) {
    int la = Math.min(a.length(), MAX);
    int lb = Math.min(b.length(), MAX);
    int[][] rows = ROWS.get();
    int[] beforeLast = rows[0];
    int[] last = rows[1];
    int[] current = rows[2];
    for (int j = 0; j <= lb; j++) last[j] = j;
    for (int i = 1; i <= la; i++) {
      current[0] = i;
      char ca = a.charAt(i - 1);
      for (int j = 1; j <= lb; j++) {
        char cb = b.charAt(j - 1);
        int cost = ca == cb ? 0 : 1;
        int best = Math.min(Math.min(last[j] + 1, current[j - 1] + 1), last[j - 1] + cost);
        if (i > 1 && j > 1 && ca == b.charAt(j - 2) && a.charAt(i - 2) == cb) best = Math.min(best, beforeLast[j - 2] + 1);
        current[j] = best;
      }
      int[] recycled = beforeLast;
      beforeLast = last;
      last = current;
      current = recycled;
    }
    return last[lb];
  }
}
