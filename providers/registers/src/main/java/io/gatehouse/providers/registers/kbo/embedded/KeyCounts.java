package io.gatehouse.providers.registers.kbo.embedded;

import java.util.Arrays;

/** Counts per entity key in open addressing, without boxing: posting lists run to hundreds of thousands. */
final class KeyCounts {

  private long[] keys = new long[1 << 12];
  private int[] counts = new int[1 << 12];
  private int size;

  KeyCounts() {
    Arrays.fill(keys, -1);
  }

  int size() {
    return size;
  }

  void increment(long key) {
    if (size * 2 >= keys.length) grow();
    int slot = slot(keys, key);
    if (keys[slot] < 0) {
      keys[slot] = key;
      size++;
    }
    counts[slot]++;
  }

  /** Counts only keys already present: used for very common trigrams, which add no new candidates. */
  void incrementExisting(long key) {
    int slot = slot(keys, key);
    if (keys[slot] >= 0) counts[slot]++;
  }

  /** Up to {@code max} keys with the highest counts (ties broken arbitrarily), at least {@code minimum} each. */
  long[] top(int max, int minimum) {
    int highest = 0;
    for (int c : counts) highest = Math.max(highest, c);
    if (highest < Math.max(1, minimum)) return new long[0];
    int[] withCount = new int[highest + 1];
    for (int i = 0; i < keys.length; i++) {
      if (keys[i] >= 0) withCount[counts[i]]++;
    }
    // lower the bar while everything at the next count still fits
    int threshold = highest;
    int taken = withCount[highest];
    while (threshold > Math.max(1, minimum) && taken + withCount[threshold - 1] <= max) taken += withCount[--threshold];
    long[] top = new long[Math.min(max, taken)];
    int n = 0;
    for (int i = 0; i < keys.length && n < top.length; i++) {
      if (keys[i] >= 0 && counts[i] >= threshold) top[n++] = keys[i];
    }
    return Arrays.copyOf(top, n);
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldCounts = counts;
    keys = new long[oldKeys.length * 2];
    counts = new int[oldKeys.length * 2];
    Arrays.fill(keys, -1);
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] < 0) continue;
      int slot = slot(keys, oldKeys[i]);
      keys[slot] = oldKeys[i];
      counts[slot] = oldCounts[i];
    }
  }

  private static int slot(long[] table, long key) {
    int mask = table.length - 1;
    int slot = (int) (key * 0x9E3779B97F4A7C15L >>> 40) & mask;
    while (table[slot] >= 0 && table[slot] != key) slot = (slot + 1) & mask;
    return slot;
  }
}
