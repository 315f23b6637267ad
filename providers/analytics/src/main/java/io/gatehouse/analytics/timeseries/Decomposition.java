package io.gatehouse.analytics.timeseries;

import java.util.Arrays;

/**
 * Classical additive decomposition {@code y = trend + seasonal + residual}. The trend is a centred
 * moving average over one season (2xm for even m); the seasonal index is the median detrended value at each position of the season, so a
 * spike barely moves it. Where no centred window fits (the first and last half season) the trend is
 * the least-squares line through the nearest season of seasonally adjusted values, so the ends are
 * neither flattened nor thrown off by the seasonal swing. Without a season (m < 2) the trend is a
 * centred running median.
 */
public record Decomposition(double[] trend, double[] seasonal, double[] residual, int seasonLength) {

  private static final int RUNNING_MEDIAN_WINDOW = 7;

  public static Decomposition of(double[] y, int m) {
    int n = y.length;
    double[] season = new double[n];
    double[] trend;
    int used = 1;
    if (m >= 2 && n >= 2 * m) {
      used = m;
      int half = m / 2;
      trend = movingAverage(y, m);
      double[] index = seasonalIndex(y, trend, m, half, n - 1 - half);
      for (int t = 0; t < n; t++) season[t] = index[t % m];
      refitEnds(y, season, trend, half, n - 1 - half, m);
    } else {
      trend = runningMedian(y, Math.min(RUNNING_MEDIAN_WINDOW, n % 2 == 0 ? n - 1 : n));
    }
    double[] residual = new double[n];
    for (int t = 0; t < n; t++) residual[t] = y[t] - trend[t] - season[t];
    return new Decomposition(trend, season, residual, used);
  }

  /** The series without its seasonal component. */
  public double[] adjusted(double[] y) {
    double[] out = new double[y.length];
    for (int t = 0; t < y.length; t++) out[t] = y[t] - seasonal[t];
    return out;
  }

  /**
   * Centred average over one season, defined from {@code m/2} to {@code n-1-m/2}; for even m the two
   * end points weigh half (the 2xm average) so the window is centred.
   */
  static double[] movingAverage(double[] y, int m) {
    double[] trend = new double[y.length];
    int half = m / 2;
    for (int t = half; t < y.length - half; t++) {
      double sum = 0;
      for (int j = -half; j <= half; j++) sum += (m % 2 == 0 && Math.abs(j) == half ? 0.5 : 1) * y[t + j];
      trend[t] = sum / m;
    }
    return trend;
  }

  /** Median over the odd window around each point; at the ends the window is shifted inwards. */
  static double[] runningMedian(double[] y, int window) {
    int w = Math.max(1, Math.min(window, y.length % 2 == 0 ? y.length - 1 : y.length));
    int half = w / 2;
    double[] out = new double[y.length];
    double[] buffer = new double[w];
    for (int t = 0; t < y.length; t++) {
      int from = Math.max(0, Math.min(t - half, y.length - w));
      System.arraycopy(y, from, buffer, 0, w);
      out[t] = Robust.medianInPlace(buffer);
    }
    return out;
  }

  /** Median detrended value per position of the season, over the points with a centred trend; mean zero. */
  private static double[] seasonalIndex(double[] y, double[] trend, int m, int first, int last) {
    double[] index = new double[m];
    double[] values = new double[(last - first) / m + 2];
    for (int i = 0; i < m; i++) {
      int count = 0;
      for (int t = first + Math.floorMod(i - first, m); t <= last; t += m) values[count++] = y[t] - trend[t];
      index[i] = Robust.medianInPlace(Arrays.copyOf(values, count));
    }
    double mean = Arrays.stream(index).average().orElse(0);
    for (int i = 0; i < m; i++) index[i] -= mean;
    return index;
  }

  private static void refitEnds(double[] y, double[] season, double[] trend, int first, int last, int m) {
    int n = y.length;
    double[] head = line(y, season, 0, Math.min(n, first + m));
    for (int t = 0; t < first; t++) trend[t] = head[0] + head[1] * t;
    double[] tail = line(y, season, Math.max(0, last + 1 - m), n);
    for (int t = last + 1; t < n; t++) trend[t] = tail[0] + tail[1] * t;
  }

  /** Intercept and slope of the least-squares line through the adjusted values in [from, to). */
  private static double[] line(double[] y, double[] season, int from, int to) {
    double count = to - from;
    double mx = 0;
    double my = 0;
    for (int t = from; t < to; t++) {
      mx += t / count;
      my += (y[t] - season[t]) / count;
    }
    double sxx = 0;
    double sxy = 0;
    for (int t = from; t < to; t++) {
      sxx += (t - mx) * (t - mx);
      sxy += (t - mx) * (y[t] - season[t] - my);
    }
    double slope = sxx > 0 ? sxy / sxx : 0;
    return new double[] {my - slope * mx, slope};
  }
}
