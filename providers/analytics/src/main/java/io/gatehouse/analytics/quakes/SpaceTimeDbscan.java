package io.gatehouse.analytics.quakes;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * DBSCAN where two events are neighbours when they lie within {@code epsKm} on the great circle and
 * within {@code epsMillis} in time. Events are sorted by time so each neighbour search only scans
 * the time window, which keeps large catalogues affordable.
 */
public final class SpaceTimeDbscan {

  public static final int NOISE = -1;

  private SpaceTimeDbscan() {
  }

  /**
   * @param minPoints events (the event itself included) a core event needs within reach
   * @return a cluster label per input event (0, 1, …) or {@link #NOISE}
   */
  public static int[] cluster(List<Quake> quakes, double epsKm, long epsMillis, int minPoints) {
    int n = quakes.size();
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) order[i] = i;
    Arrays.sort(order, Comparator.comparingLong(i -> quakes.get(i).timeMillis()));
    long[] times = new long[n];
    for (int i = 0; i < n; i++) times[i] = quakes.get(order[i]).timeMillis();

    int[] label = new int[n];
    Arrays.fill(label, Integer.MIN_VALUE);
    int next = 0;
    for (int s = 0; s < n; s++) {
      if (label[s] != Integer.MIN_VALUE) continue;
      List<Integer> seeds = neighbours(quakes, order, times, s, epsKm, epsMillis);
      if (seeds.size() < minPoints) {
        label[s] = NOISE;
        continue;
      }
      int cluster = next++;
      label[s] = cluster;
      ArrayDeque<Integer> queue = new ArrayDeque<>(seeds);
      while (!queue.isEmpty()) {
        int q = queue.poll();
        if (label[q] == NOISE) label[q] = cluster;
        if (label[q] != Integer.MIN_VALUE) continue;
        label[q] = cluster;
        List<Integer> reach = neighbours(quakes, order, times, q, epsKm, epsMillis);
        if (reach.size() >= minPoints) queue.addAll(reach);
      }
    }
    int[] out = new int[n];
    for (int s = 0; s < n; s++) out[order[s]] = label[s];
    return out;
  }

  /** Positions (in time order) of events within reach of position p, p included. */
  private static List<Integer> neighbours(List<Quake> quakes, Integer[] order, long[] times, int p, double epsKm,
                                          long epsMillis) {
    Quake center = quakes.get(order[p]);
    int from = lowerBound(times, times[p] - epsMillis);
    List<Integer> out = new ArrayList<>();
    for (int j = from; j < times.length && times[j] <= times[p] + epsMillis; j++) {
      if (GreatCircle.km(center, quakes.get(order[j])) <= epsKm) out.add(j);
    }
    return out;
  }

  private static int lowerBound(long[] sorted, long value) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (sorted[mid] < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
