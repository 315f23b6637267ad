package io.gatehouse.analytics.timeseries;

/**
 * Classical additive decomposition {@code y = trend + seasonal + residual}: the trend is a centred
 * moving average over one season (2xm for even m), the seasonal index the median detrended value at
 * each position of the season, so a spike moves neither far. Without a season (m < 2) the trend is a
 * centred running median.
 */
public record Decomposition(double[] trend, double[] seasonal, double[] residual, int seasonLength) {

  private static final int RUNNING_MEDIAN_WINDOW = 7;

  public static Decomposition of(double[] y, int m) {
    boolean seasonal = m >= 2 && y.length >= 2 * m;
    double[] trend = seasonal ? movingAverage(y, m) : runningMedian(y, Math.min(RUNNING_MEDIAN_WINDOW, oddAtMost(y.length)));
    double[] season = new double[y.length];
    if (seasonal) {
      double[] index = seasonalIndex(y, trend, m);
      for (int t = 0; t < y.length; t++) season[t] = index[t % m];
    }
    double[] residual = new double[y.length];
    for (int t = 0; t < y.length; t++) residual[t] = y[t] - trend[t] - season[t];
    return new Decomposition(trend, season, residual, seasonal ? m : 1);
  }

  /** The series without its seasonal component. */
  public double[] adjusted(double[] y) {
    double[] out = new double[y.length];
    for (int t = 0; t < y.length; t++) out[t] = y[t] - seasonal[t];
    return out;
  }

  private static int oddAtMost(int n) {
    return Math.max(1, n % 2 == 0 ? n - 1 : n);
  }

  static double[] movingAverage(double[] y, int m) {
    int n = y.length;
    double[] trend = new double[n];
    int half = m / 2;
    int first = half;
    int last = n - 1 - half;
    for (int t = first; t <= last; t++) {
      double sum = 0;
      if (m % 2 == 1) {
        for (int j = -half; j <= half; j++) sum += y[t + j];
        trend[t] = sum / m;
      } else {
        // 2xm average: half weight on the two ends so the window is centred
        for (int j = -half + 1; j <= half - 1; j++) sum += y[t + j];
        sum += (y[t - half] + y[t + half]) / 2;
        trend[t] = sum / m;
      }
    }
    // the ends have no centred window: carry the nearest estimate with its local slope
    double slopeStart = (trend[Math.min(first + m, last)] - trend[first]) / Math.max(1, Math.min(m, last - first));
    double slopeEnd = (trend[last] - trend[Math.max(last - m, first)]) / Math.max(1, Math.min(m, last - first));
    for (int t = 0; t < first; t++) trend[t] = trend[first] - slopeStart * (first - t);
    for (int t = last + 1; t < n; t++) trend[t] = trend[last] + slopeEnd * (t - last);
    return trend;
  }

  private static double[] seasonalIndex(double[] y, double[] trend, int m) {
    double[] index = new double[m];
    int cycles = (y.length + m - 1) / m;
    for (int i = 0; i < m; i++) {
      double[] values = new double[cycles];
      int count = 0;
      for (int t = i; t < y.length; t += m) values[count++] = y[t] - trend[t];
      index[i] = Robust.medianInPlace(java.util.Arrays.copyOf(values, count));
    }
    double mean = 0;
    for (double v : index) mean += v / m;
    for (int i = 0; i < m; i++) index[i] -= mean;
    return index;
  }

  static double[] runningMedian(double[] y, int window) {
    int half = window / 2;
    double[] out = new double[y.length];
    double[] buffer = new double[window];
    for (int t = 0; t < y.length; t++) {
      int from = Math.max(0, Math.min(t - half, y.length - window));
      System.arraycopy(y, from, buffer, 0, window);
      out[t] = Robust.medianInPlace(buffer);
    }
    return out;
  }
}
