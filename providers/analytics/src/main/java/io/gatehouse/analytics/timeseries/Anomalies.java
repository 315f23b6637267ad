package io.gatehouse.analytics.timeseries;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Flags points that stand out from the seasonal-trend fit of the others. The fit is a
 * {@link RobustDecomposition}, so a spike bends neither the trend nor the season around it and its
 * neighbours keep ordinary residuals. Each residual is taken as if its own point had been left out
 * of the fit (divided by 1 - leverage), measured against a robust scale (the MAD, refined to the
 * standard deviation within 3 MADs). The bar is the threshold's normal tail probability taken
 * under Student's t with the residual degrees of freedom, so short series, whose sigma is itself
 * uncertain, do not flag more. Under Gaussian noise an ordinary point is then flagged with
 * probability 2 (1 - Phi(3.5)) = 0.00047 at the default threshold, about one in 2 000.
 */
public final class Anomalies {

  public static final double DEFAULT_THRESHOLD = 3.5;
  /** Beyond this the point nearly sets its own fit and says little about itself; its residual is scaled up no further. */
  private static final double MAX_LEVERAGE = 0.75;
  private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

  private Anomalies() {
  }

  public record Anomaly(int index, double value, double expected, double score) {
  }

  /** Share of ordinary points flagged under Gaussian noise: the two tails beyond the threshold. */
  public static double falseAlarmRate(double threshold) {
    return 2 * NORMAL.cumulativeProbability(-threshold);
  }

  /**
   * @param data false where a value is not an observation (interpolated into a gap): never flagged
   *             and left out of the fit and of the scale
   */
  public static List<Anomaly> detect(double[] y, boolean[] data, int m, double threshold) {
    RobustDecomposition d = RobustDecomposition.of(y, data, m);
    double[] deleted = new double[y.length];
    double[] observed = new double[y.length];
    int count = 0;
    double fitted = 0;
    for (int t = 0; t < y.length; t++) {
      double leverage = Math.min(d.leverage()[t], MAX_LEVERAGE);
      deleted[t] = d.residual()[t] / (1 - leverage);
      if (data[t]) {
        observed[count++] = deleted[t];
        fitted += leverage;
      }
    }
    observed = Arrays.copyOf(observed, count);
    double center = Robust.median(observed);
    double sigma = Robust.sigmaWithFallback(observed, Robust.median(y));
    List<Anomaly> out = new ArrayList<>();
    if (!(sigma > 0)) return out;
    sigma = Robust.trimmedSigma(observed, center, sigma);
    double bar = studentThreshold(threshold, count - fitted);
    for (int i = 0; i < y.length; i++) {
      double score = (deleted[i] - center) / sigma;
      if (data[i] && Math.abs(score) >= bar) out.add(new Anomaly(i, y[i], d.trend()[i] + d.seasonal()[i] + center, score));
    }
    return out;
  }

  /**
   * The score with the tail probability of {@code threshold} under Student's t with the residual
   * degrees of freedom: the sigma of a short series is itself uncertain, so its bar is higher.
   */
  private static double studentThreshold(double threshold, double degreesOfFreedom) {
    TDistribution t = new TDistribution(null, Math.max(1, degreesOfFreedom));
    return -t.inverseCumulativeProbability(NORMAL.cumulativeProbability(-threshold));
  }
}
