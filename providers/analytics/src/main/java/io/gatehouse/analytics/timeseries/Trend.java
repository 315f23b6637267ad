package io.gatehouse.analytics.timeseries;

import org.apache.commons.math3.stat.regression.SimpleRegression;

/**
 * A least-squares line through the seasonally adjusted series: slope per step with its standard
 * error and two-sided p-value, and the change it implies from first to last point. The p-value
 * assumes independent errors; strongly autocorrelated series overstate significance.
 *
 * @param direction increasing, decreasing or flat (p-value at or above 0.05)
 */
public record Trend(double slopePerStep, double slopeStdError, double pValue, double rSquared, double start,
                    double end, double changePercent, String direction) {

  public static final double SIGNIFICANCE = 0.05;

  public static Trend of(double[] adjusted) {
    SimpleRegression regression = new SimpleRegression();
    for (int t = 0; t < adjusted.length; t++) regression.addData(t, adjusted[t]);
    double slope = regression.getSlope();
    double p = adjusted.length > 2 ? regression.getSignificance() : Double.NaN;
    double start = regression.predict(0);
    double end = regression.predict(adjusted.length - 1);
    double percent = start != 0 ? (end - start) / Math.abs(start) * 100 : Double.NaN;
    String direction = !(p < SIGNIFICANCE) ? "flat" : slope > 0 ? "increasing" : "decreasing";
    return new Trend(slope, regression.getSlopeStdErr(), p, regression.getRSquare(), start, end, percent, direction);
  }
}
