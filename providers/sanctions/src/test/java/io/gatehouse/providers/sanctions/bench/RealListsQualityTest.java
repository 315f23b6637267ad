package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The real-lists benchmark's quality measure in the normal build, on a smaller seeded sample: the
 * full OFAC SDN and UN lists loaded, perturbed real names must be found and decoys must not match.
 * Floors sit a little under what {@link RealListsBenchmark} measures (see
 * docs/benchmarks/sanctions-screening.md), so a change that loses a class fails here.
 */
class RealListsQualityTest {

  /** The benchmark's queries per Latin-script class; the Arabic-script classes hold every UN name. */
  private static final int BENCHMARK_PER_CLASS = 1_000;

  @Test
  void perturbedRealNamesAreFoundAndDecoysAreNot() {
    List<SanctionsList> lists = RealLists.load();
    Screener screener = RealSample.screener(lists);
    Screener latinOnly = RealSample.screener(RealSample.withoutArabicScript(lists));
    RealSample sample = new RealSample(lists, 11, 200, 1000);
    QualitySample.Quality quality = RealSample.measure(screener, latinOnly, sample);

    StringBuilder report = new StringBuilder();
    quality.listed().forEach((kind, t) -> report.append(kind).append(' ').append(t.rate()).append(' ').append(t.misses).append('\n'));
    quality.unlisted().forEach((kind, t) -> report.append(kind).append(' ').append(t.rate()).append(' ').append(t.misses).append('\n'));
    QualitySample.Tally arabic = quality.listed().get(RealSample.ARABIC_SCRIPT);
    QualitySample.Tally romanised = quality.listed().get(RealSample.ARABIC_ROMANISED);
    quality.listed().forEach((kind, t) -> {
      if (t != arabic && t != romanised) assertTrue(t.rate() >= 0.95, kind + " recall " + t.rate() + "\n" + report);
    });
    assertTrue(latinRecall(quality, arabic, romanised) >= 0.98, "recall of Latin-script classes\n" + report);
    assertTrue(arabic.rate() >= 0.84, "Arabic-script recall " + arabic.rate() + "\n" + report);
    assertTrue(romanised.rate() >= 0.84, "machine-romanised Arabic recall " + romanised.rate() + "\n" + report);
    double overall = overallRecall(quality, arabic, romanised);
    assertTrue(overall >= 0.98, "recall of all classes, Arabic script included, " + overall + "\n" + report);
    assertTrue(RealSample.decoyRate(quality) <= 0.01, "decoys matched " + RealSample.decoyRate(quality) + "\n" + report);
  }

  private static double latinRecall(QualitySample.Quality quality, QualitySample.Tally arabic, QualitySample.Tally romanised) {
    int total = 0;
    int hits = 0;
    for (QualitySample.Tally t : quality.listed().values()) {
      if (t == arabic || t == romanised) continue;
      total += t.total;
      hits += t.hits;
    }
    return hits / (double) total;
  }

  /**
   * Recall over every class weighted as the benchmark's sample is: each Latin-script class as 1,000
   * queries, the Arabic-script classes with every name they hold, as here.
   */
  private static double overallRecall(QualitySample.Quality quality, QualitySample.Tally arabic, QualitySample.Tally romanised) {
    double hits = arabic.hits + romanised.hits;
    double total = arabic.total + romanised.total;
    for (QualitySample.Tally t : quality.listed().values()) {
      if (t == arabic || t == romanised) continue;
      hits += t.rate() * BENCHMARK_PER_CLASS;
      total += BENCHMARK_PER_CLASS;
    }
    return hits / total;
  }
}
