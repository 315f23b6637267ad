package io.gatehouse.analytics.quakes;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class QuakesTest {

  @Test
  void oneDegreeOfLongitudeAtTheEquator() {
    assertEquals(111.195, GreatCircle.km(0, 0, 0, 1), 0.01);
    // across the date line is short, not half the world
    assertEquals(111.195, GreatCircle.km(0, 179.5, 0, -179.5), 0.01);
  }

  @Test
  void dbscanNeedsBothPlaceAndTime() {
    long day = 86_400_000L;
    List<Quake> q = List.of(
      new Quake("a", 0, 10, 10, 5, 2), new Quake("b", day / 2, 10.01, 10, 5, 2), new Quake("c", day, 10, 10.01, 5, 2),
      // same place, a year later
      new Quake("d", 365 * day, 10, 10, 5, 2),
      // same time, far away
      new Quake("e", day / 4, 20, 20, 5, 2));
    int[] labels = SpaceTimeDbscan.cluster(q, 10, 2 * day, 3);
    assertEquals(labels[0], labels[1]);
    assertEquals(labels[0], labels[2]);
    assertEquals(SpaceTimeDbscan.NOISE, labels[3]);
    assertEquals(SpaceTimeDbscan.NOISE, labels[4]);
  }

  @Test
  void gardnerKnopoffWindowsOfAnM6() {
    assertEquals(53.2, AftershockSequences.windowKm(6.0), 0.1);
    assertEquals(499.6, AftershockSequences.windowDays(6.0), 0.5);
  }

  @Test
  void maximumCurvatureIsTheFullestBinAndTooFewEventsGiveNoBValue() {
    assertEquals(1.3, BValue.maxCurvature(new double[] {1.1, 1.3, 1.3, 1.31, 1.5, 2.0}, 0.1), 1e-9);
    assertNull(BValue.estimate(new double[] {2.0, 2.1, 2.5}, 2.0, 0.1, 25));
  }
}
