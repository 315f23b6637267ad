package io.gatehouse.analytics.timeseries;

import org.apache.commons.math3.distribution.NormalDistribution;

import java.util.ArrayList;
import java.util.List;

/**
 * Chooses among the additive smoothing models (with and without trend) by AIC, forecasts with
 * Gaussian prediction intervals, and measures the choice on a holdout against seasonal-naive.
 */
public final class Forecaster {

  private Forecaster() {
  }

  /**
   * Mean, lower and upper bounds per step ahead, with the seasonal-naive forecast for comparison.
   *
   * @param validation MASE of the chosen model and of seasonal-naive on the last {@code holdout} points
   *                   when the model is refitted without them; null when the series is too short
   */
  public record Forecast(HoltWinters.Fit fit, double[] mean, double[] lower, double[] upper, double[] naive,
                         double level, Validation validation) {
  }

  public record Validation(int holdout, double mase, double seasonalNaiveMase) {
  }

  public static Forecast forecast(double[] y, int seasonLength, int horizon, double level) {
    HoltWinters.Fit fit = best(y, seasonLength);
    double[] mean = fit.forecast(horizon);
    double[] variance = fit.variance(horizon);
    double z = new NormalDistribution().inverseCumulativeProbability(0.5 + level / 2);
    double[] lower = new double[horizon];
    double[] upper = new double[horizon];
    for (int h = 0; h < horizon; h++) {
      double half = z * Math.sqrt(variance[h]);
      lower[h] = mean[h] - half;
      upper[h] = mean[h] + half;
    }
    double[] naive = SeasonalNaive.forecast(y, fit.seasonLength(), horizon);
    return new Forecast(fit, mean, lower, upper, naive, level, validate(y, fit, horizon));
  }

  /** The candidate with the lowest AIC; the seasonal ones when a season fits the data twice. */
  public static HoltWinters.Fit best(double[] y, int seasonLength) {
    List<HoltWinters.Fit> candidates = new ArrayList<>();
    candidates.add(HoltWinters.fit(y, false, seasonLength));
    if (y.length >= 4) candidates.add(HoltWinters.fit(y, true, seasonLength));
    HoltWinters.Fit best = candidates.get(0);
    for (HoltWinters.Fit f : candidates) if (f.aic() < best.aic()) best = f;
    return best;
  }

  private static Validation validate(double[] y, HoltWinters.Fit chosen, int horizon) {
    int m = chosen.seasonLength();
    int holdout = Math.min(horizon, y.length / 4);
    int trainLength = y.length - holdout;
    if (holdout < 1 || trainLength < Math.max(2 * m, 4) + m) return null;
    double[] train = java.util.Arrays.copyOf(y, trainLength);
    double[] actual = java.util.Arrays.copyOfRange(y, trainLength, y.length);
    HoltWinters.Fit refit = HoltWinters.fit(train, chosen.trend(), m);
    double model = SeasonalNaive.mase(actual, refit.forecast(holdout), train, m);
    double naive = SeasonalNaive.mase(actual, SeasonalNaive.forecast(train, m, holdout), train, m);
    return new Validation(holdout, model, naive);
  }
}
