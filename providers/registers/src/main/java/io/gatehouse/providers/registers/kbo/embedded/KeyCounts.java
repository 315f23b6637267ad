package io.gatehouse.providers.registers.kbo.embedded;

import java.util.Arrays;

/**
 * Counts, per entity key, the posting lists it appears in. Posting lists are sorted by key, so the
 * counts are kept sorted too and every list is merged in one sequential pass: no hashing, no
 * boxing, and memory access in order even for lists of millions of keys.
 */
final class KeyCounts {

  private long[] keys = new long[0];
  private int[] counts = new int[0];

  int size() {
    return keys.length;
  }

  /** Counts every key of a sorted list, adding the keys not seen before. */
  void add(long[] list) {
    long[] mergedKeys = new long[keys.length + list.length];
    int[] mergedCounts = new int[mergedKeys.length];
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < keys.length || j < list.length) {
      if (j == list.length || i < keys.length && keys[i] < list[j]) {
        mergedKeys[n] = keys[i];
        mergedCounts[n++] = counts[i++];
      } else if (i == keys.length || list[j] < keys[i]) {
        mergedKeys[n] = list[j++];
        mergedCounts[n++] = 1;
      } else {
        mergedKeys[n] = keys[i];
        mergedCounts[n++] = counts[i++] + 1;
        j++;
      }
    }
    keys = Arrays.copyOf(mergedKeys, n);
    counts = Arrays.copyOf(mergedCounts, n);
  }

  /** Counts only keys already present: for very common trigrams, which would add too many candidates. */
  void addExisting(long[] list) {
    int i = 0;
    int j = 0;
    while (i < keys.length && j < list.length) {
      if (keys[i] < list[j]) {
        i++;
      } else if (list[j] < keys[i]) {
        j++;
      } else {
        counts[i++]++;
        j++;
      }
    }
  }

  /** Up to {@code max} keys with the highest counts, each at least {@code minimum}. */
  long[] top(int max, int minimum) {
    int highest = 0;
    for (int c : counts) highest = Math.max(highest, c);
    if (highest < Math.max(1, minimum)) return new long[0];
    int[] withCount = new int[highest + 1];
    for (int c : counts) withCount[c]++;
    // lower the bar while everything at the next count still fits
    int threshold = highest;
    int taken = withCount[highest];
    while (threshold > Math.max(1, minimum) && taken + withCount[threshold - 1] <= max) taken += withCount[--threshold];
    long[] top = new long[Math.min(max, taken)];
    int n = 0;
    for (int i = 0; i < keys.length && n < top.length; i++) {
      if (counts[i] >= threshold) top[n++] = keys[i];
    }
    return Arrays.copyOf(top, n);
  }
}
