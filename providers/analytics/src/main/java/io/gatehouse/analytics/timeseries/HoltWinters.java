package io.gatehouse.analytics.timeseries;

import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.NelderMeadSimplex;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.SimplexOptimizer;

/**
 * Additive exponential smoothing in error-correction form (ETS A,A,A and its special cases without
 * trend or season). Smoothing parameters are fitted by minimising the one-step squared error with
 * Nelder-Mead over a logistic transform, which keeps {@code 0 < beta < alpha} and
 * {@code 0 < gamma < 1 - alpha} so the model stays forecastable.
 */
public final class HoltWinters {

  private static final int MAX_EVALUATIONS = 2_000;

  private HoltWinters() {
  }

  /**
   * @param trend       fit a (linear) trend
   * @param seasonLength season length, or 1 for none; needs two full seasons of data
   */
  public static Fit fit(double[] y, boolean trend, int seasonLength) {
    int m = seasonLength >= 2 && y.length >= 2 * seasonLength ? seasonLength : 1;
    int dims = 1 + (trend ? 1 : 0) + (m > 1 ? 1 : 0);
    ObjectiveFunction sse = new ObjectiveFunction(x -> run(y, params(x, trend, m), m, trend).sse);
    SimplexOptimizer optimizer = new SimplexOptimizer(1e-10, 1e-12);
    double[] start = new double[dims];
    java.util.Arrays.fill(start, -1.0);
    PointValuePair best = optimizer.optimize(new MaxEval(MAX_EVALUATIONS), sse, GoalType.MINIMIZE,
      new InitialGuess(start), new NelderMeadSimplex(dims, 1.0));
    double[] p = params(best.getPoint(), trend, m);
    State state = run(y, p, m, trend);
    int k = dims + 1 + (trend ? 1 : 0) + (m > 1 ? m - 1 : 0);
    double sigma2 = state.sse / Math.max(1, y.length - k);
    double aic = y.length * Math.log(Math.max(state.sse, 1e-300) / y.length) + 2 * k;
    return new Fit(p[0], p[1], p[2], m, trend, state.level, state.slope, state.season, sigma2, aic, state.fitted,
      y.length);
  }

  /** Maps unconstrained optimiser coordinates to (alpha, beta, gamma) in the admissible region. */
  private static double[] params(double[] x, boolean trend, int m) {
    int i = 0;
    double alpha = logistic(x[i++]);
    double beta = trend ? alpha * logistic(x[i++]) : 0;
    double gamma = m > 1 ? (1 - alpha) * logistic(x[i]) : 0;
    return new double[] {alpha, beta, gamma};
  }

  private static double logistic(double x) {
    return 1 / (1 + Math.exp(-x));
  }

  private static State run(double[] y, double[] p, int m, boolean trend) {
    double alpha = p[0];
    double beta = p[1];
    double gamma = p[2];
    double[] season = initialSeason(y, m);
    double level = initialLevel(y, m);
    double slope = trend ? initialSlope(y, m) : 0;
    double sse = 0;
    double[] fitted = new double[y.length];
    for (int t = 0; t < y.length; t++) {
      int s = t % m;
      double forecast = level + slope + season[s];
      fitted[t] = forecast;
      double e = y[t] - forecast;
      sse += e * e;
      level = level + slope + alpha * e;
      slope = slope + beta * e;
      season[s] = season[s] + gamma * e;
    }
    return new State(level, slope, rotate(season, y.length % m), sse, fitted);
  }

  /** Puts the index of the next period first, so forecasts read {@code season[(h - 1) % m]}. */
  private static double[] rotate(double[] season, int offset) {
    double[] out = new double[season.length];
    for (int i = 0; i < season.length; i++) out[i] = season[(i + offset) % season.length];
    return out;
  }

  private static double initialLevel(double[] y, int m) {
    int span = Math.min(y.length, Math.max(m, 1));
    double sum = 0;
    for (int t = 0; t < span; t++) sum += y[t];
    return sum / span;
  }

  private static double initialSlope(double[] y, int m) {
    if (m > 1) {
      double first = 0;
      double second = 0;
      for (int t = 0; t < m; t++) {
        first += y[t];
        second += y[t + m];
      }
      return (second - first) / ((double) m * m);
    }
    return y.length > 1 ? y[1] - y[0] : 0;
  }

  private static double[] initialSeason(double[] y, int m) {
    double[] season = new double[m];
    if (m == 1) return season;
    double first = initialLevel(y, m);
    double second = 0;
    for (int t = m; t < 2 * m; t++) second += y[t] / m;
    for (int i = 0; i < m; i++) {
      season[i] = ((y[i] - first) + (y[i + m] - second)) / 2;
    }
    return season;
  }

  private record State(double level, double slope, double[] season, double sse, double[] fitted) {
  }

  /**
   * A fitted model.
   *
   * @param sigma2 residual variance of one-step errors
   * @param aic    Akaike information criterion of the Gaussian likelihood, for choosing among variants
   */
  public record Fit(double alpha, double beta, double gamma, int seasonLength, boolean trend, double level,
                    double slope, double[] season, double sigma2, double aic, double[] fitted, int n) {

    public double[] forecast(int horizon) {
      double[] out = new double[horizon];
      for (int h = 1; h <= horizon; h++) out[h - 1] = level + h * slope + season[(h - 1) % seasonLength];
      return out;
    }

    /**
     * Forecast variance per step for the additive model: sigma^2 (1 + sum_{j<h} c_j^2) with
     * c_j = alpha + beta j + gamma [j is a whole number of seasons].
     */
    public double[] variance(int horizon) {
      double[] out = new double[horizon];
      double sum = 0;
      for (int h = 1; h <= horizon; h++) {
        out[h - 1] = sigma2 * (1 + sum);
        double c = alpha + beta * h + (seasonLength > 1 && h % seasonLength == 0 ? gamma : 0);
        sum += c * c;
      }
      return out;
    }

    public String name() {
      if (seasonLength > 1) return trend ? "holt-winters-additive" : "seasonal-exponential-smoothing";
      return trend ? "holt-linear" : "simple-exponential-smoothing";
    }
  }
}
