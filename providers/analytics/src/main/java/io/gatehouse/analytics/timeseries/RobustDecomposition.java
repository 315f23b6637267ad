package io.gatehouse.analytics.timeseries;

import java.util.Arrays;

/**
 * Additive decomposition {@code y = trend + seasonal + residual} that outliers cannot bend, after
 * STL's robustness loop (Cleveland et al. 1990): the trend is a local linear fit of the seasonally
 * adjusted values, the seasonal index a weighted mean of the detrended values at each position of
 * the season, and both are refitted with bisquare weights of the last residuals. A spike ends with
 * weight 0, so the trend and season around it are estimated as if it were not there and its
 * neighbours keep their ordinary residuals.
 *
 * @param leverage each point's share in its own fitted trend plus season (0 for a point of weight 0)
 */
public record RobustDecomposition(double[] trend, double[] seasonal, double[] residual, double[] leverage) {

  /** Robustness passes; STL's default of 15 is rarely needed once a spike's weight is 0. */
  private static final int PASSES = 5;
  /** Season and trend are refitted in turn this often per pass (STL's inner loop). */
  private static final int INNER = 2;
  /** Residuals beyond this many median absolute residuals get weight 0 (STL's 6, about 4 sigma). */
  private static final double BISQUARE_REACH = 6;
  /** Trend window without a season: wide enough to average noise, narrow enough to follow a level shift. */
  private static final int PLAIN_TREND_WINDOW = 7;

  /**
   * @param data false where a value is not an observation (interpolated into a gap): it never
   *             weighs on the fit
   * @param m    season length, 1 for none
   */
  public static RobustDecomposition of(double[] y, boolean[] data, int m) {
    double[] base = new double[y.length];
    for (int t = 0; t < y.length; t++) base[t] = data[t] ? 1 : 0;
    int window = trendWindow(m);
    // the first season is of medians: a mean of a few cycles, one a spike, would mark the others as outliers
    RobustDecomposition d = fit(y, base, m, window, new double[y.length], true);
    for (int pass = 0; pass < PASSES; pass++) d = fit(y, bisquare(d.residual(), base), m, window, d.trend(), false);
    // a last fit with weights of 0 or 1 keeps the smoother linear in the points it keeps, so their
    // residuals left out (r / (1 - leverage)) spread exactly as the outliers' do under plain noise
    double[] kept = bisquare(d.residual(), base);
    for (int t = 0; t < kept.length; t++) kept[t] = kept[t] > 0 ? 1 : 0;
    return fit(y, kept, m, window, d.trend(), false);
  }

  /** Season and trend refitted in turn from a first trend, with fixed weights. */
  private static RobustDecomposition fit(double[] y, double[] weights, int m, int window, double[] trend,
                                         boolean medians) {
    int n = y.length;
    double[] seasonal = new double[n];
    LocalLinear.Fit fit = null;
    for (int inner = 0; inner < INNER; inner++) {
      if (m >= 2) seasonal = seasonal(y, trend, weights, m, medians);
      double[] adjusted = new double[n];
      for (int t = 0; t < n; t++) adjusted[t] = y[t] - seasonal[t];
      fit = LocalLinear.smooth(adjusted, weights, window);
      trend = fit.values();
    }
    double[] residual = new double[n];
    for (int t = 0; t < n; t++) residual[t] = y[t] - trend[t] - seasonal[t];
    return new RobustDecomposition(trend, seasonal, residual, leverage(fit.leverage(), weights, m));
  }

  /** The trend's leverage plus the point's weight share at its position of the season. */
  private static double[] leverage(double[] trendLeverage, double[] weights, int m) {
    double[] leverage = trendLeverage.clone();
    if (m < 2) return leverage;
    double[] total = new double[m];
    for (int t = 0; t < weights.length; t++) total[t % m] += weights[t];
    for (int t = 0; t < weights.length; t++) if (total[t % m] > 0) leverage[t] += weights[t] / total[t % m];
    return leverage;
  }

  /** An odd window of about one and a half seasons (STL's trend span), at least 7. */
  public static int trendWindow(int m) {
    if (m < 2) return PLAIN_TREND_WINDOW;
    int w = Math.max(PLAIN_TREND_WINDOW, (int) Math.ceil(1.5 * m));
    return w % 2 == 0 ? w + 1 : w;
  }

  /**
   * Weighted mean (or median, of the points with weight) of the detrended values at each position of
   * the season, centred on zero.
   */
  private static double[] seasonal(double[] y, double[] trend, double[] weights, int m, boolean medians) {
    double[] index = new double[m];
    double mean = 0;
    for (int i = 0; i < m; i++) {
      double sum = 0;
      double weight = 0;
      double[] values = new double[(y.length + m - 1) / m];
      int count = 0;
      for (int t = i; t < y.length; t += m) {
        if (weights[t] == 0) continue;
        sum += weights[t] * (y[t] - trend[t]);
        weight += weights[t];
        values[count++] = y[t] - trend[t];
      }
      if (count > 0) index[i] = medians ? Robust.medianInPlace(Arrays.copyOf(values, count)) : sum / weight;
      mean += index[i] / m;
    }
    double[] out = new double[y.length];
    for (int t = 0; t < y.length; t++) out[t] = index[t % m] - mean;
    return out;
  }

  /** Bisquare weights of the residuals, scaled by their median absolute value over the data points. */
  private static double[] bisquare(double[] residual, double[] base) {
    int count = 0;
    double[] absolute = new double[residual.length];
    for (int t = 0; t < residual.length; t++) if (base[t] > 0) absolute[count++] = Math.abs(residual[t]);
    double h = BISQUARE_REACH * Robust.medianInPlace(Arrays.copyOf(absolute, count));
    double[] w = new double[residual.length];
    for (int t = 0; t < residual.length; t++) {
      if (base[t] == 0) continue;
      if (!(h > 0)) {
        // exact data: only the points off the fit are outliers
        w[t] = residual[t] == 0 ? 1 : 0;
        continue;
      }
      double u = Math.abs(residual[t]) / h;
      w[t] = u < 1 ? (1 - u * u) * (1 - u * u) : 0;
    }
    return w;
  }
}
