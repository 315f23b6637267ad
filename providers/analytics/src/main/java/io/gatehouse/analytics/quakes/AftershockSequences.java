package io.gatehouse.analytics.quakes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Mainshock-aftershock sequences by window declustering (Gardner and Knopoff, 1974): taking events
 * from the largest down, each not yet assigned event claims the later, smaller events within a
 * magnitude-dependent distance and time window as its aftershocks.
 */
public final class AftershockSequences {

  private static final long DAY_MILLIS = 86_400_000L;

  private AftershockSequences() {
  }

  /** A mainshock and the indices (into the input) of its aftershocks, in time order. */
  public record Sequence(int mainshock, List<Integer> aftershocks, double windowKm, double windowDays) {
  }

  /** Gardner-Knopoff distance window in km. */
  public static double windowKm(double magnitude) {
    return Math.pow(10, 0.1238 * magnitude + 0.983);
  }

  /** Gardner-Knopoff time window in days. */
  public static double windowDays(double magnitude) {
    return magnitude >= 6.5 ? Math.pow(10, 0.032 * magnitude + 2.7389) : Math.pow(10, 0.5409 * magnitude - 0.547);
  }

  /** Sequences with at least {@code minAftershocks}, largest mainshock first. */
  public static List<Sequence> find(List<Quake> quakes, int minAftershocks) {
    List<Integer> bySize = new ArrayList<>();
    for (int i = 0; i < quakes.size(); i++) if (!Double.isNaN(quakes.get(i).magnitude())) bySize.add(i);
    bySize.sort(Comparator.comparingDouble((Integer i) -> quakes.get(i).magnitude()).reversed()
      .thenComparingLong(i -> quakes.get(i).timeMillis()));
    // time order lets each mainshock scan only its time window
    List<Integer> byTime = new ArrayList<>(bySize);
    byTime.sort(Comparator.comparingLong(i -> quakes.get(i).timeMillis()));
    long[] times = byTime.stream().mapToLong(i -> quakes.get(i).timeMillis()).toArray();
    boolean[] assigned = new boolean[quakes.size()];
    List<Sequence> out = new ArrayList<>();
    for (int main : bySize) {
      if (assigned[main]) continue;
      Quake m = quakes.get(main);
      double km = windowKm(m.magnitude());
      double days = windowDays(m.magnitude());
      long until = m.timeMillis() + (long) (days * DAY_MILLIS);
      List<Integer> after = new ArrayList<>();
      for (int k = firstAfter(times, m.timeMillis()); k < times.length && times[k] <= until; k++) {
        int j = byTime.get(k);
        Quake q = quakes.get(j);
        if (!assigned[j] && q.magnitude() <= m.magnitude() && GreatCircle.km(m, q) <= km) after.add(j);
      }
      if (after.size() < minAftershocks) continue;
      assigned[main] = true;
      after.forEach(j -> assigned[j] = true);
      out.add(new Sequence(main, after, km, days));
    }
    return out;
  }

  private static int firstAfter(long[] sorted, long value) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (sorted[mid] <= value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
