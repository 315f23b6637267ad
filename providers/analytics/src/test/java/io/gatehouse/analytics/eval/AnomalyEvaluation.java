package io.gatehouse.analytics.eval;

import io.gatehouse.analytics.timeseries.Analysis;
import io.gatehouse.analytics.timeseries.AnalysisOptions;
import io.gatehouse.analytics.timeseries.Anomalies;
import io.gatehouse.analytics.timeseries.Point;
import io.gatehouse.analytics.timeseries.SeriesAnalyzer;
import io.gatehouse.analytics.timeseries.Task;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Anomaly detection against injected truth, through the whole analysis (dates, cadence, default
 * season, gap filling) over a grid of cadences, lengths, noise levels and nuisances. Truth is the
 * injected spikes; every other observed point is ordinary, including those around a level shift.
 */
final class AnomalyEvaluation {

  private static final LocalDateTime START = LocalDateTime.of(2000, 1, 1, 0, 0);
  private static final IntFunction<LocalDateTime> MONTHLY = START::plusMonths;
  private static final IntFunction<LocalDateTime> QUARTERLY = t -> START.plusMonths(3L * t);
  private static final IntFunction<LocalDateTime> DAILY = START::plusDays;
  private static final IntFunction<LocalDateTime> HOURLY = START::plusHours;
  private static final IntFunction<LocalDateTime> ANNUAL = START::plusYears;

  /**
   * One kind of series: level 100, a trend of 0 to 0.3 noise sigmas per step, a season of
   * {@code amplitude} (in the cadence's usual period), Gaussian noise of {@code noise}.
   *
   * @param missing share of points left out (never a spike), so the analysis fills gaps
   */
  record Scenario(String name, IntFunction<LocalDateTime> cadence, int period, int length, double amplitude,
                  double noise, int spikes, boolean levelShift, double missing) {
  }

  static final List<Scenario> SCENARIOS = List.of(
    new Scenario("monthly, 3 years", MONTHLY, 12, 36, 10, 1, 1, false, 0),
    new Scenario("monthly, 5 years", MONTHLY, 12, 60, 10, 1, 2, false, 0),
    new Scenario("monthly, 10 years, 4 spikes", MONTHLY, 12, 120, 10, 1, 4, false, 0),
    new Scenario("monthly, 10 years, noisy", MONTHLY, 12, 120, 10, 4, 3, false, 0),
    new Scenario("monthly, 20 years", MONTHLY, 12, 240, 10, 1, 6, false, 0),
    new Scenario("monthly, 10 years, level shift", MONTHLY, 12, 120, 10, 1, 3, true, 0),
    new Scenario("monthly, 10 years, 10 % missing", MONTHLY, 12, 120, 10, 1, 3, false, 0.1),
    new Scenario("monthly, 10 years, no anomalies", MONTHLY, 12, 120, 10, 1, 0, false, 0),
    new Scenario("quarterly, 10 years", QUARTERLY, 4, 40, 5, 1, 1, false, 0),
    new Scenario("quarterly, 20 years", QUARTERLY, 4, 80, 5, 1, 2, false, 0),
    new Scenario("daily, 20 weeks", DAILY, 7, 140, 3, 1, 3, false, 0),
    new Scenario("daily, 1 year, noisy", DAILY, 7, 365, 3, 3, 8, false, 0),
    new Scenario("daily, 1 year, level shift, 5 % missing", DAILY, 7, 365, 3, 1, 8, true, 0.05),
    new Scenario("daily, 1 year, no anomalies", DAILY, 7, 365, 3, 1, 0, false, 0),
    new Scenario("hourly, 2 weeks", HOURLY, 24, 336, 5, 1, 8, false, 0),
    new Scenario("annual (no season), 15 years", ANNUAL, 1, 15, 0, 1, 1, false, 0),
    new Scenario("annual (no season), 60 years", ANNUAL, 1, 60, 0, 1, 2, false, 0),
    new Scenario("annual (no season), 60 years, level shift", ANNUAL, 1, 60, 0, 1, 2, true, 0),
    new Scenario("annual (no season), 60 years, no anomalies", ANNUAL, 1, 60, 0, 1, 0, false, 0));

  /** Counts over many series; ordinary points are the observed points that are not injected spikes. */
  record Result(int series, int truths, int flagged, int truePositives, int ordinary) {

    static final Result NONE = new Result(0, 0, 0, 0, 0);

    double precision() {
      return flagged == 0 ? 1 : (double) truePositives / flagged;
    }

    double recall() {
      return truths == 0 ? 1 : (double) truePositives / truths;
    }

    int falseAlarms() {
      return flagged - truePositives;
    }

    double falseAlarmsPer100() {
      return 100.0 * falseAlarms() / ordinary;
    }

    Result plus(Result o) {
      return new Result(series + o.series, truths + o.truths, flagged + o.flagged, truePositives + o.truePositives,
        ordinary + o.ordinary);
    }
  }

  private AnomalyEvaluation() {
  }

  /** Each scenario over {@code seriesEach} seeded series, in the order of {@link #SCENARIOS}. */
  static Map<Scenario, Result> run(int seriesEach) {
    Random r = new Random(Evaluation.SEED + 1);
    Map<Scenario, Result> out = new LinkedHashMap<>();
    for (Scenario s : SCENARIOS) {
      Result sum = Result.NONE;
      for (int i = 0; i < seriesEach; i++) sum = sum.plus(one(r, s));
      out.put(s, sum);
    }
    return out;
  }

  static Result total(Map<Scenario, Result> results) {
    return results.values().stream().reduce(Result.NONE, Result::plus);
  }

  private static Result one(Random r, Scenario s) {
    double trend = 0.3 * s.noise() * r.nextDouble() * (r.nextBoolean() ? 1 : -1);
    double[] y = Synthetic.seasonal(r, s.length(), Math.max(2, s.period()), trend, s.amplitude(), s.noise());
    if (s.levelShift()) Synthetic.shiftLevel(r, y, s.noise());
    Set<Integer> spikes = new HashSet<>(Synthetic.injectSpikes(r, y, s.spikes(), s.noise()));
    List<Point> points = new ArrayList<>();
    Map<String, Integer> indexOf = new LinkedHashMap<>();
    for (int t = 0; t < y.length; t++) {
      if (!spikes.contains(t) && r.nextDouble() < s.missing()) continue;
      String date = s.cadence().apply(t).toString();
      points.add(new Point(date, y[t]));
      indexOf.put(date, t);
    }
    AnalysisOptions options = new AnalysisOptions(EnumSet.of(Task.ANOMALIES), 1, null, 0.95,
      Anomalies.DEFAULT_THRESHOLD, 0, 0, 0);
    Analysis a = SeriesAnalyzer.analyze(points, options);
    int hits = 0;
    for (Anomalies.Anomaly an : a.anomalies()) {
      if (spikes.contains(indexOf.get(a.dates().get(an.index())))) hits++;
    }
    return new Result(1, spikes.size(), a.anomalies().size(), hits, points.size() - spikes.size());
  }
}
