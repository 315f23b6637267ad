package io.gatehouse.analytics.timeseries;

import java.util.ArrayList;
import java.util.List;

/**
 * Flags points whose residual after seasonal decomposition lies far from the others, measured as a
 * robust z-score (distance from the median residual in MADs scaled to sigma). A second pass
 * decomposes again with the flagged points replaced by their expected values, so a large spike
 * weighs less on the trend around it.
 */
public final class Anomalies {

  public static final double DEFAULT_THRESHOLD = 3.5;

  private Anomalies() {
  }

  public record Anomaly(int index, double value, double expected, double score) {
  }

  public static List<Anomaly> detect(double[] y, int seasonLength, double threshold) {
    List<Anomaly> found = pass(y, y, seasonLength, threshold);
    if (found.isEmpty()) return found;
    double[] cleaned = y.clone();
    for (Anomaly a : found) cleaned[a.index()] = a.expected();
    return pass(y, cleaned, seasonLength, threshold);
  }

  private static List<Anomaly> pass(double[] y, double[] basis, int m, double threshold) {
    Decomposition d = Decomposition.of(basis, m);
    double[] residual = new double[y.length];
    for (int t = 0; t < y.length; t++) residual[t] = y[t] - d.trend()[t] - d.seasonal()[t];
    double center = Robust.median(d.residual());
    double sigma = Robust.sigmaWithFallback(d.residual(), Robust.median(y));
    List<Anomaly> out = new ArrayList<>();
    if (!(sigma > 0)) return out;
    for (int t = 0; t < y.length; t++) {
      double score = (residual[t] - center) / sigma;
      if (Math.abs(score) >= threshold) {
        out.add(new Anomaly(t, y[t], d.trend()[t] + d.seasonal()[t] + center, score));
      }
    }
    return out;
  }
}
