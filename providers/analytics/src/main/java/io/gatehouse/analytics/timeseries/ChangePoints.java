package io.gatehouse.analytics.timeseries;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Binary segmentation with a piecewise-linear least-squares cost: a segment is split where two
 * straight lines fit it best, if that lowers the squared error by more than a BIC penalty
 * ({@code penalty * 3 * log(n) * sigma^2}; three parameters per new segment). Level shifts and
 * slope changes are both found; a steady trend is not a change. Sigma comes from the MAD of first
 * differences, which one shift barely moves (the mean absolute difference when the MAD is zero, as
 * for exact data). Prefix sums make each split search linear.
 */
public final class ChangePoints {

  public static final double DEFAULT_PENALTY = 1.0;

  private final double[] sx;
  private final double[] sy;
  private final double[] sxx;
  private final double[] sxy;
  private final double[] syy;

  private ChangePoints(double[] y) {
    int n = y.length;
    // centring keeps the prefix sums of squares small enough not to lose the residuals to rounding
    double mean = 0;
    for (double v : y) mean += v / n;
    sx = new double[n + 1];
    sy = new double[n + 1];
    sxx = new double[n + 1];
    sxy = new double[n + 1];
    syy = new double[n + 1];
    for (int t = 0; t < n; t++) {
      double v = y[t] - mean;
      sx[t + 1] = sx[t] + t;
      sy[t + 1] = sy[t] + v;
      sxx[t + 1] = sxx[t] + (double) t * t;
      sxy[t + 1] = sxy[t] + t * v;
      syy[t + 1] = syy[t] + v * v;
    }
  }

  /**
   * @param minSegment fewest points between change points
   * @param max        most change points reported
   * @return indices where a new segment starts, ascending
   */
  public static List<Integer> detect(double[] y, int minSegment, int max, double penalty) {
    int n = y.length;
    int min = Math.max(3, minSegment);
    if (n < 2 * min) return List.of();
    double sigma = noiseSigma(y);
    if (!(sigma > 0)) return List.of();
    double threshold = penalty * 3 * Math.log(n) * sigma * sigma;
    ChangePoints cost = new ChangePoints(y);
    List<Integer> found = new ArrayList<>();
    cost.split(0, n, min, threshold, max, found);
    Collections.sort(found);
    return found;
  }

  /** Splits the segment with the largest gain first, so {@code max} keeps the strongest changes. */
  private void split(int from, int to, int min, double threshold, int max, List<Integer> found) {
    java.util.PriorityQueue<double[]> queue = new java.util.PriorityQueue<>((a, b) -> Double.compare(b[0], a[0]));
    offer(queue, from, to, min, threshold);
    while (!queue.isEmpty() && found.size() < max) {
      double[] best = queue.poll();
      int a = (int) best[1];
      int k = (int) best[2];
      int b = (int) best[3];
      found.add(k);
      offer(queue, a, k, min, threshold);
      offer(queue, k, b, min, threshold);
    }
  }

  private void offer(java.util.PriorityQueue<double[]> queue, int from, int to, int min, double threshold) {
    if (to - from < 2 * min) return;
    double whole = cost(from, to);
    double bestGain = 0;
    int bestK = -1;
    for (int k = from + min; k <= to - min; k++) {
      double gain = whole - cost(from, k) - cost(k, to);
      if (gain > bestGain) {
        bestGain = gain;
        bestK = k;
      }
    }
    if (bestK >= 0 && bestGain > threshold) queue.add(new double[] {bestGain, from, bestK, to});
  }

  /** Residual sum of squares of the least-squares line through y[from, to). */
  double cost(int from, int to) {
    double n = to - from;
    double mx = (sx[to] - sx[from]) / n;
    double my = (sy[to] - sy[from]) / n;
    double vxx = (sxx[to] - sxx[from]) - n * mx * mx;
    double vxy = (sxy[to] - sxy[from]) - n * mx * my;
    double vyy = (syy[to] - syy[from]) - n * my * my;
    double rss = vxx > 0 ? vyy - vxy * vxy / vxx : vyy;
    return Math.max(0, rss);
  }

  static double noiseSigma(double[] y) {
    double[] diff = new double[y.length - 1];
    for (int t = 1; t < y.length; t++) diff[t - 1] = y[t] - y[t - 1];
    return Robust.sigmaWithFallback(diff, Robust.median(y)) / Math.sqrt(2);
  }
}
