package io.gatehouse.analytics.eval;

import io.gatehouse.analytics.timeseries.AnalysisOptions;
import io.gatehouse.analytics.timeseries.Anomalies;
import io.gatehouse.analytics.timeseries.HoltWinters;
import io.gatehouse.analytics.timeseries.Point;
import io.gatehouse.analytics.timeseries.SeriesAnalyzer;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Prints the evaluation as markdown, with larger samples than the test and timings of a full
 * analysis at the size limits. Not run by the build; see docs/benchmarks/ml-evaluation.md for the command.
 */
public final class EvaluationReport {

  private EvaluationReport() {
  }

  public static void main(String[] args) {
    StringBuilder out = new StringBuilder();
    long start = System.nanoTime();
    Evaluation.Forecasts f = Evaluation.forecasts(200);
    HoltWinters.Fit fit = Evaluation.exampleFit();
    Map<AnomalyEvaluation.Scenario, AnomalyEvaluation.Result> a = AnomalyEvaluation.run(200);
    Evaluation.Detection c3 = Evaluation.changepoints(200, 3);
    Evaluation.Detection c1 = Evaluation.changepoints(200, 1);
    Evaluation.BValues b = Evaluation.bValues(1000, 500);
    Evaluation.BValues b5k = Evaluation.bValues(200, 5000);
    Evaluation.Clustering cl = Evaluation.clustering(50);
    Evaluation.Matching m = Evaluation.matching();
    Evaluation.Xbrl x = Evaluation.xbrl(200);
    double evalSeconds = (System.nanoTime() - start) / 1e9;

    line(out, "## Forecasts (Holt-Winters vs seasonal-naive)");
    line(out, "%d monthly series (m = 12), 120 points to fit, 12 held out; level 100, trend 0.2-0.5 per step, "
      + "seasonal amplitude 8-14, noise sigma 2.", f.series());
    line(out, "\n| metric | value |\n|---|---|");
    line(out, "| mean MASE, Holt-Winters | %.3f |", f.meanMase());
    line(out, "| mean MASE, seasonal-naive | %.3f |", f.meanNaiveMase());
    line(out, "| series where Holt-Winters wins | %.1f %% |", 100 * f.winShare());
    line(out, "| 95 %% interval coverage of held-out points | %.1f %% |", 100 * f.coverage());
    line(out, "| example fit | %s alpha=%.3f beta=%.4f gamma=%.3f sigma=%.3f |", fit.name(), fit.alpha(), fit.beta(),
      fit.gamma(), Math.sqrt(fit.sigma2()));
    line(out, "");
    anomalies(out, a);
    line(out, "");
    line(out, "## Change points (binary segmentation, BIC penalty)");
    line(out, "%d series of 300 points, 3 level shifts of 3-5 sigma at least 40 apart.", c3.cases());
    line(out, "\n| tolerance | true | found | matched | precision | recall |\n|---|---|---|---|---|---|");
    line(out, "| +/-3 | %d | %d | %d | %.3f | %.3f |", c3.truths(), c3.found(), c3.truePositives(), c3.precision(), c3.recall());
    line(out, "| +/-1 | %d | %d | %d | %.3f | %.3f |", c1.truths(), c1.found(), c1.truePositives(), c1.precision(), c1.recall());
    line(out, "");
    line(out, "## b-value (binned maximum likelihood, Tinti-Mulargia; Shi-Bolt standard error)");
    line(out, "Gutenberg-Richter catalogues with b = 1.0, Mc = 2.0, magnitudes binned to 0.1.");
    line(out, "\n| catalogues x events | mean b | mean std error | within 1 SE | within 2 SE | mean b, Mc estimated |\n|---|---|---|---|---|---|");
    for (Evaluation.BValues v : List.of(b, b5k)) {
      line(out, "| %d x %d | %.4f | %.4f | %.1f %% | %.1f %% | %.4f |", v.catalogues(), v.events(), v.meanB(),
        v.meanStdError(), 100 * v.withinOne(), 100 * v.withinTwo(), v.meanBEstimatedMc());
    }
    line(out, "");
    line(out, "## Clustering and aftershocks");
    line(out, "%d catalogues: 5 clusters of 30 events (10 km, 48 h) among 400 background events "
      + "(one year, 10 x 10 degrees); DBSCAN eps 20 km / 72 h, min_points 4. Plus an M6 with 40 aftershocks "
      + "(20 km, 60 days) among 50 distant events.", cl.catalogues());
    line(out, "\n| member recall | purity | background clustered | aftershock recall |\n|---|---|---|---|");
    line(out, "| %.3f | %.3f | %.3f | %.3f |", cl.memberRecall(), cl.purity(), cl.backgroundClustered(), cl.aftershockRecall());
    line(out, "");
    line(out, "## Company name matching");
    line(out, "%d labelled pairs (%d same company), threshold %.2f.", m.pairs(), m.positives(), m.threshold());
    line(out, "\n| precision | recall |\n|---|---|");
    line(out, "| %.3f | %.3f |", m.precision(), m.recall());
    line(out, "");
    line(out, "## XBRL normalisation");
    line(out, "%d synthetic filers over 4 fiscal years (10-Qs with year-to-date figures, Q3 only as nine months for "
      + "half of them, 10-Ks with the year only, comparatives repeated, 10 %% of quarters restated a year later, "
      + "revenue tag switched in year 3); exact comparison with the true discrete quarters.", x.companies());
    line(out, "\n| quarters | exact | Q4 exact | TTM exact | duplicates removed | restatements replaced |\n|---|---|---|---|---|---|");
    line(out, "| %d | %.1f %% | %.1f %% | %.1f %% | %d | %d |", x.quarters(), 100 * x.quarterAccuracy(),
      100 * x.q4Accuracy(), 100 * x.ttmAccuracy(), x.duplicatesRemoved(), x.restatements());
    line(out, "");
    line(out, "## Cost at the size limit");
    timing(out);
    line(out, "");
    line(out, "Evaluation run time: %.1f s.", evalSeconds);
    System.out.print(out);
  }

  private static void anomalies(StringBuilder out, Map<AnomalyEvaluation.Scenario, AnomalyEvaluation.Result> results) {
    line(out, "## Anomalies (robust seasonal-trend residuals, |z| >= %.1f)", Anomalies.DEFAULT_THRESHOLD);
    line(out, "200 series per kind: level 100, trend up to 0.3 noise sigmas per step, a season of the cadence's usual "
      + "period, Gaussian noise; spikes of 6-10 sigma at least 3 steps apart; level shifts of 4-6 sigma; missing "
      + "points left out of the input. Every observed point that is not a spike is ordinary.");
    line(out, "\n| series | points | amplitude / noise | spikes | flagged | true positives | precision | recall "
      + "| false alarms per 100 ordinary points |\n|---|---|---|---|---|---|---|---|---|");
    for (var e : results.entrySet()) {
      AnomalyEvaluation.Scenario s = e.getKey();
      AnomalyEvaluation.Result r = e.getValue();
      line(out, "| %s | %d | %.0f / %.0f | %d | %d | %d | %.3f | %.3f | %.3f |", s.name(), s.length(), s.amplitude(),
        s.noise(), r.truths(), r.flagged(), r.truePositives(), r.precision(), r.recall(), r.falseAlarmsPer100());
    }
    AnomalyEvaluation.Result all = AnomalyEvaluation.total(results);
    line(out, "| **all** | | | %d | %d | %d | **%.3f** | **%.3f** | **%.3f** |", all.truths(), all.flagged(),
      all.truePositives(), all.precision(), all.recall(), all.falseAlarmsPer100());
  }

  /** A full analysis (all four tasks) of 10 000 daily points, the schema's limit. */
  private static void timing(StringBuilder out) {
    Random r = new Random(Evaluation.SEED);
    double[] y = Synthetic.seasonal(r, 10_000, 7, 0.01, 5, 1);
    List<Point> points = new ArrayList<>();
    LocalDate day = LocalDate.of(1990, 1, 1);
    for (int t = 0; t < y.length; t++) points.add(new Point(day.plusDays(t).toString(), y[t]));
    AnalysisOptions options = AnalysisOptions.defaults().withHorizon(30);
    for (int warm = 0; warm < 3; warm++) SeriesAnalyzer.analyze(points, options);
    int runs = 5;
    long t0 = System.nanoTime();
    for (int i = 0; i < runs; i++) SeriesAnalyzer.analyze(points, options);
    double ms = (System.nanoTime() - t0) / 1e6 / runs;
    line(out, "\n| what | mean time |\n|---|---|");
    line(out, "| timeseries analyse, 10 000 daily points, all tasks, horizon 30 | %.0f ms |", ms);
    line(out, "%s", quakeTiming());
  }

  private static String quakeTiming() {
    List<Integer> truth = new ArrayList<>();
    var quakes = Synthetic.clusteredCatalogue(new Random(Evaluation.SEED), 100, 100, 10_000, 10, 48, truth);
    var options = io.gatehouse.analytics.quakes.CatalogOptions.defaults();
    for (int warm = 0; warm < 2; warm++) io.gatehouse.analytics.quakes.CatalogAnalysis.of(quakes, options);
    long t0 = System.nanoTime();
    int runs = 3;
    for (int i = 0; i < runs; i++) io.gatehouse.analytics.quakes.CatalogAnalysis.of(quakes, options);
    return String.format(Locale.ROOT, "| earthquakes analyse, 20 000 events (100 clusters of 100 + 10 000 background) | %.0f ms |",
      (System.nanoTime() - t0) / 1e6 / runs);
  }

  private static void line(StringBuilder out, String format, Object... args) {
    out.append(String.format(Locale.ROOT, format, args)).append('\n');
  }
}
