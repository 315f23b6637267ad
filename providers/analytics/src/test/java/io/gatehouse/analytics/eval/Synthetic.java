package io.gatehouse.analytics.eval;

import io.gatehouse.analytics.quakes.Quake;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Labelled synthetic data: series and catalogues whose truth is known because we made them. */
final class Synthetic {

  private Synthetic() {
  }

  /** Level 100, trend per step, a yearly cycle of period m with two harmonics, Gaussian noise. */
  static double[] seasonal(Random r, int n, int m, double trend, double amplitude, double noise) {
    double phase = r.nextDouble() * 2 * Math.PI;
    double[] y = new double[n];
    for (int t = 0; t < n; t++) {
      double angle = 2 * Math.PI * t / m + phase;
      y[t] = 100 + trend * t + amplitude * Math.sin(angle) + 0.4 * amplitude * Math.cos(2 * angle)
        + noise * r.nextGaussian();
    }
    return y;
  }

  /** Adds spikes of 6 to 10 noise sigmas at distinct, non-adjacent positions; returns the positions. */
  static List<Integer> injectSpikes(Random r, double[] y, int count, double noise) {
    List<Integer> at = new ArrayList<>();
    while (at.size() < count) {
      int t = r.nextInt(y.length);
      if (at.stream().anyMatch(a -> Math.abs(a - t) < 3)) continue;
      at.add(t);
      y[t] += (r.nextBoolean() ? 1 : -1) * (6 + 4 * r.nextDouble()) * noise;
    }
    at.sort(Integer::compare);
    return at;
  }

  /** Moves every point from a random one in the middle half by 4 to 6 noise sigmas; returns where. */
  static int shiftLevel(Random r, double[] y, double noise) {
    int at = y.length / 4 + r.nextInt(y.length / 2);
    double shift = (r.nextBoolean() ? 1 : -1) * (4 + 2 * r.nextDouble()) * noise;
    for (int t = at; t < y.length; t++) y[t] += shift;
    return at;
  }

  /** Piecewise-constant levels with shifts of 3 to 5 noise sigmas, at least {@code gap} apart. */
  static double[] levelShifts(Random r, int n, int shifts, int gap, double noise, List<Integer> truth) {
    while (truth.size() < shifts) {
      int t = gap + r.nextInt(n - 2 * gap);
      if (truth.stream().allMatch(a -> Math.abs(a - t) >= gap)) truth.add(t);
    }
    truth.sort(Integer::compare);
    double[] y = new double[n];
    double level = 50;
    int next = 0;
    for (int t = 0; t < n; t++) {
      if (next < truth.size() && t == truth.get(next)) {
        level += (r.nextBoolean() ? 1 : -1) * (3 + 2 * r.nextDouble()) * noise;
        next++;
      }
      y[t] = level + noise * r.nextGaussian();
    }
    return y;
  }

  /**
   * Magnitudes following Gutenberg-Richter with the given b above {@code mc}, rounded to 0.1:
   * continuous magnitudes from {@code mc - 0.05}, so each 0.1 bin holds its share.
   */
  static double[] gutenbergRichter(Random r, int n, double b, double mc) {
    double beta = b * Math.log(10);
    double[] m = new double[n];
    for (int i = 0; i < n; i++) {
      double continuous = mc - 0.05 - Math.log(1 - r.nextDouble()) / beta;
      m[i] = Math.round(continuous * 10) / 10.0;
    }
    return m;
  }

  /** Clusters of events (each within about radiusKm and hours of its centre) over uniform background. */
  static List<Quake> clusteredCatalogue(Random r, int clusters, int perCluster, int background, double radiusKm,
                                        double hours, List<Integer> truth) {
    List<Quake> out = new ArrayList<>();
    long year = 365L * 24 * 3_600_000;
    for (int c = 0; c < clusters; c++) {
      double lat = 30 + 10 * r.nextDouble();
      double lon = -125 + 10 * r.nextDouble();
      long t0 = (long) (r.nextDouble() * year);
      for (int k = 0; k < perCluster; k++) {
        double dLat = radiusKm / 111.2 * (2 * r.nextDouble() - 1) / Math.sqrt(2);
        double dLon = radiusKm / (111.2 * Math.cos(Math.toRadians(lat))) * (2 * r.nextDouble() - 1) / Math.sqrt(2);
        long t = t0 + (long) (r.nextDouble() * hours * 3_600_000);
        out.add(new Quake("c" + c + "-" + k, t, lat + dLat, lon + dLon, 10, 2 + r.nextDouble()));
        truth.add(c);
      }
    }
    for (int k = 0; k < background; k++) {
      out.add(new Quake("bg-" + k, (long) (r.nextDouble() * year), 30 + 10 * r.nextDouble(), -125 + 10 * r.nextDouble(),
        10, 2 + r.nextDouble()));
      truth.add(-1);
    }
    return out;
  }
}
