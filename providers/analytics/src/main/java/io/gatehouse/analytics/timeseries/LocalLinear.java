package io.gatehouse.analytics.timeseries;

/**
 * Weighted local linear regression (loess of degree 1): at each step a straight line fitted to the
 * {@code window} nearest steps, weighted by a tricube kernel of the distance and by the caller's
 * per-point weights. Unlike a moving average or median it is unbiased on a straight line up to
 * the ends, where the window shifts inwards.
 */
final class LocalLinear {

  private LocalLinear() {
  }

  /**
   * The smoothed values, and each point's leverage: the share of its own value in its fitted value.
   * A point of weight 0 does not pull the line (leverage 0) but still gets a fitted value.
   */
  record Fit(double[] values, double[] leverage) {
  }

  /** Where every weight in a window is 0 the kernel alone is used there. */
  static Fit smooth(double[] y, double[] weights, int window) {
    int n = y.length;
    int q = Math.min(window, n);
    double[] values = new double[n];
    double[] leverage = new double[n];
    for (int t = 0; t < n; t++) {
      int from = Math.max(0, Math.min(t - q / 2, n - q));
      int to = from + q - 1;
      // one step beyond the farthest neighbour, so the farthest still weighs a little
      double reach = Math.max(t - from, to - t) + 1;
      double[] fit = fit(y, weights, t, from, to, reach, false);
      if (fit == null) fit = fit(y, weights, t, from, to, reach, true);
      values[t] = fit[0];
      leverage[t] = fit[1];
    }
    return new Fit(values, leverage);
  }

  /** The fitted value at t and the weight of y[t] in it. */
  private static double[] fit(double[] y, double[] weights, int t, int from, int to, double reach, boolean kernelOnly) {
    double sw = 0;
    double sx = 0;
    double sy = 0;
    for (int i = from; i <= to; i++) {
      double w = tricube(Math.abs(i - t) / reach) * (kernelOnly ? 1 : weights[i]);
      sw += w;
      sx += w * i;
      sy += w * y[i];
    }
    if (!(sw > 0)) return null;
    double mx = sx / sw;
    double my = sy / sw;
    double sxx = 0;
    double sxy = 0;
    for (int i = from; i <= to; i++) {
      double w = tricube(Math.abs(i - t) / reach) * (kernelOnly ? 1 : weights[i]);
      sxx += w * (i - mx) * (i - mx);
      sxy += w * (i - mx) * (y[i] - my);
    }
    // a single weighted point (or all at one step) fixes a level, not a slope
    boolean sloped = sxx > 1e-12 * sw;
    double slope = sloped ? sxy / sxx : 0;
    double self = (kernelOnly ? 1 : weights[t]) * (1 / sw + (sloped ? (t - mx) * (t - mx) / sxx : 0));
    return new double[] {my + slope * (t - mx), self};
  }

  private static double tricube(double u) {
    if (u >= 1) return 0;
    double c = 1 - u * u * u;
    return c * c * c;
  }
}
