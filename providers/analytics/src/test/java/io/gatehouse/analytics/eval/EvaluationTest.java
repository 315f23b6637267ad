package io.gatehouse.analytics.eval;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The thresholds each model must keep on labelled data (numbers of a full run are in
 * docs/benchmarks/ml-evaluation.md). Sizes here are smaller than the report's, to keep the build fast.
 */
class EvaluationTest {

  @Test
  void holtWintersBeatsSeasonalNaiveOnSeasonalSeries() {
    Evaluation.Forecasts f = Evaluation.forecasts(40);
    assertTrue(f.meanMase() < 0.85 * f.meanNaiveMase(), f.toString());
    assertTrue(f.winShare() >= 0.75, f.toString());
    assertTrue(f.coverage() >= 0.85 && f.coverage() <= 0.995, "95 % intervals cover about 95 %: " + f);
  }

  @Test
  void injectedSpikesAreFoundWithoutCryingWolf() {
    AnomalyEvaluation.Result all = AnomalyEvaluation.total(AnomalyEvaluation.run(20));
    assertTrue(all.precision() >= 0.95, all.toString());
    assertTrue(all.recall() >= 0.95, all.toString());
    // Gaussian noise alone crosses |z| 3.5 at 0.047 per 100 points; short series may double that
    assertTrue(all.falseAlarmsPer100() <= 0.15, all.toString());
  }

  @Test
  void levelShiftsAreFoundWithinThreeSteps() {
    Evaluation.Detection d = Evaluation.changepoints(40, 3);
    assertTrue(d.recall() >= 0.85, d.toString());
    assertTrue(d.precision() >= 0.85, d.toString());
  }

  @Test
  void bValueLiesWithinItsStandardErrorAsOftenAsItShould() {
    Evaluation.BValues b = Evaluation.bValues(200, 500);
    // for an unbiased estimate with a correct standard error: about 68 % and 95 %
    assertTrue(b.withinOne() >= 0.6, b.toString());
    assertTrue(b.withinTwo() >= 0.9, b.toString());
    assertTrue(Math.abs(b.meanB() - 1.0) <= 0.03, b.toString());
    assertTrue(Math.abs(b.meanBEstimatedMc() - 1.0) <= 0.05, b.toString());
  }

  @Test
  void plantedClustersAndAftershocksAreRecovered() {
    Evaluation.Clustering c = Evaluation.clustering(10);
    assertTrue(c.memberRecall() >= 0.9, c.toString());
    assertTrue(c.purity() >= 0.9, c.toString());
    assertTrue(c.backgroundClustered() <= 0.1, c.toString());
    assertTrue(c.aftershockRecall() >= 0.95, c.toString());
  }

  @Test
  void labelledCompanyPairsMatchWithHighPrecisionAndRecall() {
    Evaluation.Matching m = Evaluation.matching();
    assertTrue(m.precision() >= 0.9, m.toString());
    assertTrue(m.recall() >= 0.85, m.toString());
  }

  @Test
  void xbrlQuartersAndTrailingYearsMatchTheTruthExactly() {
    Evaluation.Xbrl x = Evaluation.xbrl(20);
    assertTrue(x.quarterAccuracy() == 1.0, x.toString());
    assertTrue(x.q4Accuracy() == 1.0, x.toString());
    assertTrue(x.ttmAccuracy() == 1.0, x.toString());
    assertTrue(x.duplicatesRemoved() > 0 && x.restatements() > 0, x.toString());
  }
}
