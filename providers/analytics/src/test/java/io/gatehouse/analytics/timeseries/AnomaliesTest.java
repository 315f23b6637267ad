package io.gatehouse.analytics.timeseries;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnomaliesTest {

  private static boolean[] allData(int n) {
    boolean[] data = new boolean[n];
    Arrays.fill(data, true);
    return data;
  }

  private static List<Integer> indices(List<Anomalies.Anomaly> found) {
    return found.stream().map(Anomalies.Anomaly::index).toList();
  }

  @Test
  void exactDataFlagsOnlyTheSpikeWithAFiniteScore() {
    double[] y = new double[72];
    for (int t = 0; t < y.length; t++) y[t] = 100 + 0.5 * t + 10 * Math.sin(2 * Math.PI * t / 12);
    y[30] += 7;
    List<Anomalies.Anomaly> found = Anomalies.detect(y, allData(y.length), 12, Anomalies.DEFAULT_THRESHOLD);
    assertEquals(List.of(30), indices(found));
    assertEquals(107 + 0.5 * 30 + 10 * Math.sin(2 * Math.PI * 30 / 12) - 7, found.get(0).expected(), 0.5);
    assertTrue(Double.isFinite(found.get(0).score()), found.toString());
  }

  @Test
  void aPerfectlyRegularSeriesHasNoAnomaliesOrChangepoints() {
    double[] y = new double[48];
    for (int t = 0; t < y.length; t++) y[t] = 3 * t + (t % 4 == 0 ? 5 : 0);
    assertEquals(List.of(), Anomalies.detect(y, allData(y.length), 4, Anomalies.DEFAULT_THRESHOLD));
    assertEquals(List.of(), ChangePoints.detect(Decomposition.of(y, 4).adjusted(y), 5, 10, ChangePoints.DEFAULT_PENALTY));
  }

  /** The case that made analysts stop trusting the flags: the months after each spike were flagged too. */
  @Test
  void fourSpikesInAMonthlySeriesAreFlaggedAndTheirNeighboursAreNot() {
    Random r = new Random(42);
    double[] y = new double[120];
    for (int t = 0; t < y.length; t++) {
      y[t] = 100 + 0.4 * t + 10 * Math.sin(2 * Math.PI * t / 12) + 4 * Math.cos(4 * Math.PI * t / 12) + r.nextGaussian();
    }
    List<Integer> spikes = List.of(17, 46, 47 + 24, 110);
    for (int t : spikes) y[t] += t % 2 == 0 ? 9 : -8;
    assertEquals(spikes, indices(Anomalies.detect(y, allData(y.length), 12, Anomalies.DEFAULT_THRESHOLD)));
  }

  @Test
  void aSpikeWithoutSeasonOnASteepTrendIsFlaggedAloneEvenAtTheEnd() {
    Random r = new Random(7);
    double[] y = new double[40];
    for (int t = 0; t < y.length; t++) y[t] = 50 + 2 * t + r.nextGaussian();
    y[1] += 10;
    y[25] -= 10;
    assertEquals(List.of(1, 25), indices(Anomalies.detect(y, allData(y.length), 1, Anomalies.DEFAULT_THRESHOLD)));
  }

  @Test
  void valuesFilledIntoGapsAreNeverFlagged() {
    double[] y = new double[60];
    for (int t = 0; t < y.length; t++) y[t] = 10 + Math.sin(t) * 0.1;
    y[20] = 90;
    boolean[] data = allData(y.length);
    data[20] = false;
    assertEquals(List.of(), Anomalies.detect(y, data, 1, Anomalies.DEFAULT_THRESHOLD));
  }
}
