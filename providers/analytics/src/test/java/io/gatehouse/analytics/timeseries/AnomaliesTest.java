package io.gatehouse.analytics.timeseries;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AnomaliesTest {

  @Test
  void exactDataFlagsOnlyTheSpikeWithAFiniteScore() {
    double[] y = new double[72];
    for (int t = 0; t < y.length; t++) y[t] = 100 + 0.5 * t + 10 * Math.sin(2 * Math.PI * t / 12);
    y[30] += 7;
    List<Anomalies.Anomaly> found = Anomalies.detect(y, 12, Anomalies.DEFAULT_THRESHOLD);
    assertEquals(1, found.size(), found.toString());
    assertEquals(30, found.get(0).index());
    assertEquals(107 + 0.5 * 30 + 10 * Math.sin(2 * Math.PI * 30 / 12) - 7, found.get(0).expected(), 0.5);
  }

  @Test
  void aPerfectlyRegularSeriesHasNoAnomaliesOrChangepoints() {
    double[] y = new double[48];
    for (int t = 0; t < y.length; t++) y[t] = 3 * t + (t % 4 == 0 ? 5 : 0);
    assertEquals(List.of(), Anomalies.detect(y, 4, Anomalies.DEFAULT_THRESHOLD));
    assertEquals(List.of(), ChangePoints.detect(Decomposition.of(y, 4).adjusted(y), 5, 10, ChangePoints.DEFAULT_PENALTY));
  }
}
