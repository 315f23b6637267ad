package io.gatehouse.analytics.timeseries;

import java.util.Arrays;

/** Median-based statistics that a few outliers cannot move. */
public final class Robust {

  /** Scales the median absolute deviation to a standard deviation for normal data. */
  public static final double MAD_TO_SIGMA = 1.4826;

  private Robust() {
  }

  public static double median(double[] values) {
    return medianInPlace(values.clone());
  }

  static double medianInPlace(double[] values) {
    if (values.length == 0) return Double.NaN;
    Arrays.sort(values);
    int mid = values.length / 2;
    return values.length % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
  }

  /** Median absolute deviation from the median, scaled to sigma. */
  public static double sigma(double[] values) {
    double center = median(values);
    double[] deviations = new double[values.length];
    for (int i = 0; i < values.length; i++) deviations[i] = Math.abs(values[i] - center);
    return MAD_TO_SIGMA * medianInPlace(deviations);
  }
}
