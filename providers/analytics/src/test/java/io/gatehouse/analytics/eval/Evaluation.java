package io.gatehouse.analytics.eval;

import io.gatehouse.analytics.entities.EntityMatcher;
import io.gatehouse.analytics.entities.EntityRecord;
import io.gatehouse.analytics.entities.Similarity;
import io.gatehouse.analytics.quakes.AftershockSequences;
import io.gatehouse.analytics.quakes.BValue;
import io.gatehouse.analytics.quakes.Quake;
import io.gatehouse.analytics.quakes.SpaceTimeDbscan;
import io.gatehouse.analytics.timeseries.ChangePoints;
import io.gatehouse.analytics.timeseries.Forecaster;
import io.gatehouse.analytics.timeseries.HoltWinters;
import io.gatehouse.analytics.timeseries.SeasonalNaive;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Measures each model against known truth. The test asserts thresholds on these numbers; the
 * report main class prints them. Seeds are fixed so every run sees the same data.
 */
final class Evaluation {

  static final long SEED = 20261122L;

  private Evaluation() {
  }

  record Forecasts(int series, double meanMase, double meanNaiveMase, double winShare, double coverage) {
  }

  /** Seasonal series with trend: Holt-Winters against seasonal-naive on the next 12 points. */
  static Forecasts forecasts(int series) {
    Random r = new Random(SEED);
    int m = 12;
    int train = 120;
    int horizon = 12;
    double sumModel = 0;
    double sumNaive = 0;
    int wins = 0;
    int covered = 0;
    for (int s = 0; s < series; s++) {
      double[] y = Synthetic.seasonal(r, train + horizon, m, 0.2 + 0.3 * r.nextDouble(), 8 + 6 * r.nextDouble(), 2);
      double[] fit = Arrays.copyOf(y, train);
      double[] actual = Arrays.copyOfRange(y, train, train + horizon);
      Forecaster.Forecast f = Forecaster.forecast(fit, m, horizon, 0.95);
      double model = SeasonalNaive.mase(actual, f.mean(), fit, m);
      double naive = SeasonalNaive.mase(actual, SeasonalNaive.forecast(fit, m, horizon), fit, m);
      sumModel += model;
      sumNaive += naive;
      if (model < naive) wins++;
      for (int h = 0; h < horizon; h++) if (actual[h] >= f.lower()[h] && actual[h] <= f.upper()[h]) covered++;
    }
    return new Forecasts(series, sumModel / series, sumNaive / series, (double) wins / series,
      (double) covered / (series * horizon));
  }

  record Detection(int cases, int truths, int found, int truePositives, double precision, double recall) {
  }

  /** 300 points with 3 level shifts of 3 to 5 sigma; a change point counts within {@code tolerance} steps. */
  static Detection changepoints(int series, int tolerance) {
    Random r = new Random(SEED + 2);
    int truths = 0;
    int found = 0;
    int matched = 0;
    for (int s = 0; s < series; s++) {
      List<Integer> truth = new ArrayList<>();
      double[] y = Synthetic.levelShifts(r, 300, 3, 40, 1, truth);
      List<Integer> detected = ChangePoints.detect(y, 5, 10, ChangePoints.DEFAULT_PENALTY);
      truths += truth.size();
      found += detected.size();
      Set<Integer> used = new HashSet<>();
      for (int d : detected) {
        for (int t : truth) {
          if (!used.contains(t) && Math.abs(d - t) <= tolerance) {
            used.add(t);
            matched++;
            break;
          }
        }
      }
    }
    return new Detection(series, truths, found, matched, found == 0 ? 1 : (double) matched / found,
      (double) matched / truths);
  }

  record BValues(int catalogues, int events, double trueB, double meanB, double meanStdError, double withinOne,
                 double withinTwo, double meanBEstimatedMc) {
  }

  /** Gutenberg-Richter catalogues with b = 1: how often the estimate lies within 1 and 2 standard errors. */
  static BValues bValues(int catalogues, int events) {
    Random r = new Random(SEED + 3);
    double sumB = 0;
    double sumSe = 0;
    double sumEstimated = 0;
    int one = 0;
    int two = 0;
    for (int c = 0; c < catalogues; c++) {
      double[] m = Synthetic.gutenbergRichter(r, events, 1.0, 2.0);
      BValue b = BValue.estimate(m, 2.0, 0.1, 25);
      sumB += b.b();
      sumSe += b.stdError();
      if (Math.abs(b.b() - 1.0) <= b.stdError()) one++;
      if (Math.abs(b.b() - 1.0) <= 2 * b.stdError()) two++;
      sumEstimated += BValue.estimate(m, Double.NaN, 0.1, 25).b();
    }
    return new BValues(catalogues, events, 1.0, sumB / catalogues, sumSe / catalogues, (double) one / catalogues,
      (double) two / catalogues, sumEstimated / catalogues);
  }

  record Clustering(int catalogues, double memberRecall, double purity, double backgroundClustered,
                    double aftershockRecall) {
  }

  /**
   * Five clusters of 30 events (10 km, 48 h) in 400 background events over a year and 10 x 10
   * degrees; plus an M6 mainshock with 40 aftershocks for the sequence finder.
   */
  static Clustering clustering(int catalogues) {
    Random r = new Random(SEED + 4);
    double recall = 0;
    double purity = 0;
    double background = 0;
    double aftershocks = 0;
    for (int c = 0; c < catalogues; c++) {
      List<Integer> truth = new ArrayList<>();
      List<Quake> quakes = Synthetic.clusteredCatalogue(r, 5, 30, 400, 10, 48, truth);
      int[] labels = SpaceTimeDbscan.cluster(quakes, 20, 72 * 3_600_000L, 4);
      Map<Integer, Map<Integer, Integer>> byTruth = new HashMap<>();
      int bgClustered = 0;
      int bg = 0;
      for (int i = 0; i < quakes.size(); i++) {
        if (truth.get(i) < 0) {
          bg++;
          if (labels[i] != SpaceTimeDbscan.NOISE) bgClustered++;
        } else {
          byTruth.computeIfAbsent(truth.get(i), k -> new HashMap<>()).merge(labels[i], 1, Integer::sum);
        }
      }
      int recovered = 0;
      int members = 0;
      Map<Integer, Integer> labelSizes = new HashMap<>();
      for (int label : labels) if (label != SpaceTimeDbscan.NOISE) labelSizes.merge(label, 1, Integer::sum);
      int majorityTotal = 0;
      int majorityLabelSizes = 0;
      for (Map<Integer, Integer> counts : byTruth.values()) {
        var best = counts.entrySet().stream().filter(e -> e.getKey() != SpaceTimeDbscan.NOISE)
          .max(Map.Entry.comparingByValue()).orElse(null);
        members += counts.values().stream().mapToInt(Integer::intValue).sum();
        if (best != null) {
          recovered += best.getValue();
          majorityTotal += best.getValue();
          majorityLabelSizes += labelSizes.get(best.getKey());
        }
      }
      recall += (double) recovered / members;
      purity += majorityLabelSizes == 0 ? 0 : (double) majorityTotal / majorityLabelSizes;
      background += (double) bgClustered / bg;
      aftershocks += aftershockRecall(r);
    }
    return new Clustering(catalogues, recall / catalogues, purity / catalogues, background / catalogues,
      aftershocks / catalogues);
  }

  /** Share of 40 planted aftershocks (within 20 km and 60 days of an M6) found in the mainshock's sequence. */
  private static double aftershockRecall(Random r) {
    List<Quake> quakes = new ArrayList<>();
    long t0 = 1_700_000_000_000L;
    quakes.add(new Quake("main", t0, 35, -118, 10, 6.0));
    for (int k = 0; k < 40; k++) {
      double angle = r.nextDouble() * 2 * Math.PI;
      double km = 20 * r.nextDouble();
      quakes.add(new Quake("a" + k, t0 + (long) (r.nextDouble() * 60 * 86_400_000L),
        35 + km / 111.2 * Math.sin(angle), -118 + km / (111.2 * Math.cos(Math.toRadians(35))) * Math.cos(angle), 10,
        2 + 2.5 * r.nextDouble()));
    }
    for (int k = 0; k < 50; k++) {
      quakes.add(new Quake("far" + k, t0 + (long) (r.nextDouble() * 365 * 86_400_000L), 45 + r.nextDouble(),
        -100 + r.nextDouble(), 10, 2 + r.nextDouble()));
    }
    List<AftershockSequences.Sequence> sequences = AftershockSequences.find(quakes, 1);
    return sequences.stream().filter(s -> s.mainshock() == 0).findFirst()
      .map(s -> s.aftershocks().stream().filter(i -> quakes.get(i).id().startsWith("a")).count() / 40.0).orElse(0.0);
  }

  record Matching(int pairs, int positives, double precision, double recall, double threshold) {
  }

  /** Labelled name pairs (our own, in src/test/resources/eval/company_pairs.tsv) at the default threshold. */
  static Matching matching() {
    int tp = 0;
    int fp = 0;
    int fn = 0;
    int pairs = 0;
    int positives = 0;
    try (BufferedReader in = new BufferedReader(new InputStreamReader(
      Evaluation.class.getResourceAsStream("/eval/company_pairs.tsv"), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] f = line.split("\t");
        boolean same = f[2].equals("1");
        boolean predicted = Similarity.score(EntityRecord.ofName(f[0]), EntityRecord.ofName(f[1])).score()
          >= EntityMatcher.DEFAULT_THRESHOLD;
        pairs++;
        if (same) positives++;
        if (predicted && same) tp++;
        if (predicted && !same) fp++;
        if (!predicted && same) fn++;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Matching(pairs, positives, tp + fp == 0 ? 1 : (double) tp / (tp + fp), (double) tp / (tp + fn),
      EntityMatcher.DEFAULT_THRESHOLD);
  }

  record Xbrl(int companies, int quarters, double quarterAccuracy, double q4Accuracy, double ttmAccuracy,
              int duplicatesRemoved, int restatements) {
  }

  /**
   * Synthetic filers over four fiscal years (February to January): 10-Qs report Q1, Q2 with its
   * half-year, Q3 as nine months only for half the filers; 10-Ks the year only; every filing repeats
   * last year's comparatives, 10 % of quarters are restated a year later, and filers switch revenue
   * tag in year three. Truth is the discrete quarter after restatement.
   */
  static Xbrl xbrl(int companies) {
    Random r = new Random(SEED + 5);
    int quarters = 0;
    int right = 0;
    int q4 = 0;
    int q4Right = 0;
    int ttm = 0;
    int ttmRight = 0;
    int duplicates = 0;
    int restatements = 0;
    for (int c = 0; c < companies; c++) {
      SyntheticFiler filer = SyntheticFiler.generate(r, 4, c % 2 == 0);
      var n = io.gatehouse.analytics.xbrl.XbrlNormalizer.normalize(filer.facts(), Set.of("revenue"), false);
      duplicates += n.duplicates();
      restatements += n.restatements();
      var series = n.series().get(0);
      Map<java.time.LocalDate, java.math.BigDecimal> found = new HashMap<>();
      series.quarterly().forEach(v -> found.put(v.end(), v.value()));
      for (var e : filer.truth().entrySet()) {
        quarters++;
        boolean ok = e.getValue().compareTo(found.getOrDefault(e.getKey(), java.math.BigDecimal.valueOf(-1))) == 0;
        if (ok) right++;
        if (filer.fourthQuarters().contains(e.getKey())) {
          q4++;
          if (ok) q4Right++;
        }
      }
      for (var v : series.ttm()) {
        ttm++;
        if (v.value().compareTo(filer.trailingTwelveMonths(v.end())) == 0) ttmRight++;
      }
    }
    return new Xbrl(companies, quarters, (double) right / quarters, (double) q4Right / q4,
      ttm == 0 ? 0 : (double) ttmRight / ttm, duplicates, restatements);
  }

  /** Fitted parameters of one series, for the report. */
  static HoltWinters.Fit exampleFit() {
    double[] y = Synthetic.seasonal(new Random(SEED), 120, 12, 0.3, 10, 2);
    return Forecaster.best(y, 12);
  }
}
