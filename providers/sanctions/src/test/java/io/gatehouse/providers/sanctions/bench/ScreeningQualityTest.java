package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.ScreeningIndex;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The benchmark's quality measure on a smaller seeded list, in the normal build: a change to folding
 * or scoring that loses perturbed listed names or matches unlisted ones fails here, not months later
 * in a benchmark run.
 */
class ScreeningQualityTest {

  @Test
  void perturbedListedNamesAreFoundAndUnlistedOnesAreNot() {
    SyntheticLists generator = new SyntheticLists(7);
    SanctionsList list = generator.generate(5_000);
    Screener screener = new Screener(ScreeningIndex.build(List.of(list)));
    QualitySample.Quality quality = QualitySample.measure(screener, QualitySample.build(generator, list, 300, 300));

    StringBuilder report = new StringBuilder();
    quality.listed().forEach((kind, t) -> report.append(kind).append(' ').append(t.rate()).append(' ').append(t.misses).append('\n'));
    quality.unlisted().forEach((kind, t) -> report.append(kind).append(' ').append(t.rate()).append(' ').append(t.misses).append('\n'));
    assertTrue(quality.recall() >= 0.98, "recall " + quality.recall() + "\n" + report);
    quality.listed().forEach((kind, t) -> assertTrue(t.rate() >= 0.95, kind + " recall " + t.rate() + "\n" + report));
    assertTrue(quality.falseMatchRate() <= 0.01, "false matches " + quality.falseMatchRate() + "\n" + report);
  }
}
