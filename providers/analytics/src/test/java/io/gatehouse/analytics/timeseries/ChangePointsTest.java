package io.gatehouse.analytics.timeseries;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChangePointsTest {

  @Test
  void aSteadyTrendIsNotAChange() {
    Random r = new Random(1);
    double[] y = new double[200];
    for (int t = 0; t < y.length; t++) y[t] = 3 * t + r.nextGaussian();
    assertEquals(List.of(), ChangePoints.detect(y, 5, 10, ChangePoints.DEFAULT_PENALTY));
  }

  @Test
  void aSlopeChangeIsFoundNearWhereItHappens() {
    Random r = new Random(2);
    double[] y = new double[200];
    for (int t = 0; t < y.length; t++) y[t] = (t < 120 ? t : 120 - 2.0 * (t - 120)) + r.nextGaussian();
    List<Integer> found = ChangePoints.detect(y, 5, 10, ChangePoints.DEFAULT_PENALTY);
    assertTrue(found.stream().anyMatch(i -> Math.abs(i - 120) <= 3), found.toString());
  }
}
