package io.gatehouse.analytics.timeseries;

/** The baseline every model must beat: repeat the last observed season (the last value when m = 1). */
public final class SeasonalNaive {

  private SeasonalNaive() {
  }

  public static double[] forecast(double[] y, int m, int horizon) {
    int season = Math.max(1, Math.min(m, y.length));
    double[] out = new double[horizon];
    for (int h = 1; h <= horizon; h++) out[h - 1] = y[y.length - season + (h - 1) % season];
    return out;
  }

  /** Mean absolute one-season-back error in sample: the scale of MASE. */
  public static double scale(double[] y, int m) {
    int season = Math.max(1, m);
    double sum = 0;
    int count = 0;
    for (int t = season; t < y.length; t++) {
      sum += Math.abs(y[t] - y[t - season]);
      count++;
    }
    return count == 0 ? Double.NaN : sum / count;
  }

  /** Mean absolute scaled error of a forecast against held-out actuals. */
  public static double mase(double[] actual, double[] forecast, double[] training, int m) {
    double sum = 0;
    for (int i = 0; i < actual.length; i++) sum += Math.abs(actual[i] - forecast[i]);
    return sum / actual.length / scale(training, m);
  }
}
