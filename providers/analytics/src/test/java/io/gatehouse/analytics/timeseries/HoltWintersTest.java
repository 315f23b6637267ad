package io.gatehouse.analytics.timeseries;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HoltWintersTest {

  @Test
  void aNoiselessSeasonalSeriesIsForecastInPhase() {
    int m = 4;
    double[] pattern = {10, -5, 3, -8};
    double[] y = new double[41];
    for (int t = 0; t < y.length; t++) y[t] = 50 + 2 * t + pattern[t % m];
    HoltWinters.Fit fit = HoltWinters.fit(y, true, m);
    double[] f = fit.forecast(4);
    for (int h = 1; h <= 4; h++) {
      int t = y.length - 1 + h;
      assertEquals(50 + 2 * t + pattern[t % m], f[h - 1], 0.5, "step " + h);
    }
    assertTrue(fit.beta() < fit.alpha() && fit.gamma() < 1 - fit.alpha(), "admissible parameters");
  }

  @Test
  void varianceGrowsWithTheHorizon() {
    double[] y = {5, 7, 6, 8, 9, 7, 10, 11, 9, 12, 13, 12};
    HoltWinters.Fit fit = HoltWinters.fit(y, true, 1);
    double[] v = fit.variance(5);
    for (int h = 1; h < v.length; h++) assertTrue(v[h] >= v[h - 1]);
  }
}
