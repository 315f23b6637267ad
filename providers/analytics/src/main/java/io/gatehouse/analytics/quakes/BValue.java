package io.gatehouse.analytics.quakes;

import java.util.ArrayList;
import java.util.List;

/**
 * The Gutenberg-Richter b-value, {@code log10 N(>=M) = a - b M}, by maximum likelihood over events
 * at or above the magnitude of completeness Mc. Magnitudes binned to {@code dM} follow a geometric
 * law, whose exact estimate (Tinti and Mulargia, 1987) is
 * {@code b = log10(1 + dM / (mean(M) - Mc)) / dM}; it tends to Aki's (1965)
 * {@code log10(e) / (mean(M) - Mc)} as dM shrinks, and unlike Utsu's shifted form it has no
 * binning bias. Its uncertainty is Shi and Bolt's (1982)
 * {@code 2.30 b^2 sqrt(sum (M - mean)^2 / (n (n - 1)))}; Aki's {@code b / sqrt(n)} is given too.
 * When the caller gives no Mc it is estimated by maximum curvature (the most populated bin) plus
 * 0.2, the correction Woessner and Wiemer (2005) found to offset its bias.
 *
 * @param a the a-value, log10 of the number of events at or above Mc plus b Mc
 */
public record BValue(double b, double stdError, double akiStdError, double a, double mc, boolean mcEstimated, int n,
                     double binWidth) {

  public static final double MAX_CURVATURE_CORRECTION = 0.2;

  /**
   * @param mc the magnitude of completeness, or NaN to estimate it
   * @return null when fewer than {@code minEvents} events are at or above Mc
   */
  public static BValue estimate(double[] magnitudes, double mc, double binWidth, int minEvents) {
    // catalogues mix precisions (1.29 beside 2.3); the binned estimate assumes one grid
    double[] finite = java.util.Arrays.stream(magnitudes).filter(Double::isFinite)
      .map(m -> Math.round(m / binWidth) * binWidth).toArray();
    if (finite.length == 0) return null;
    boolean estimated = Double.isNaN(mc);
    double completeness = estimated ? maxCurvature(finite, binWidth) + MAX_CURVATURE_CORRECTION : mc;
    // compare on the bin grid so 2.0 and 1.9999999 count alike
    double cutoff = completeness - binWidth / 2 + 1e-9;
    List<Double> above = new ArrayList<>();
    for (double m : finite) if (m >= cutoff) above.add(m);
    int n = above.size();
    if (n < Math.max(2, minEvents)) return null;
    double mean = above.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    double b = Math.log10(1 + binWidth / (mean - completeness)) / binWidth;
    double squares = 0;
    for (double m : above) squares += (m - mean) * (m - mean);
    double shiBolt = 2.30 * b * b * Math.sqrt(squares / ((double) n * (n - 1)));
    double a = Math.log10(n) + b * completeness;
    return new BValue(b, shiBolt, b / Math.sqrt(n), a, completeness, estimated, n, binWidth);
  }

  /** The centre of the most populated magnitude bin. */
  static double maxCurvature(double[] magnitudes, double binWidth) {
    java.util.TreeMap<Long, Integer> bins = new java.util.TreeMap<>();
    for (double m : magnitudes) bins.merge(Math.round(m / binWidth), 1, Integer::sum);
    long best = bins.firstKey();
    for (var e : bins.entrySet()) if (e.getValue() > bins.get(best)) best = e.getKey();
    return best * binWidth;
  }
}
