package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.ScreeningIndex;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;

/**
 * Matching quality and throughput on the real lists (OFAC SDN and UN in full, EU and UK fixtures):
 * recall per perturbation class, decoys matched per kind, screenings per second. Not run by
 * {@code mvn verify} ({@link RealListsQualityTest} pins a smaller sample there); see
 * docs/benchmarks/sanctions-screening.md.
 *
 * <p>Arguments: queries per class and kind (1000), threads (2), seconds measured (10; 0: quality only).
 */
public final class RealListsBenchmark {

  private RealListsBenchmark() {
  }

  public static void main(String[] args) throws Exception {
    int perClass = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 10;

    System.gc();
    long heapEmpty = usedHeap();
    List<SanctionsList> lists = RealLists.load();
    System.gc();
    long heapBefore = usedHeap();
    long t0 = System.nanoTime();
    ScreeningIndex index = ScreeningIndex.build(lists);
    long buildMs = (System.nanoTime() - t0) / 1_000_000;
    System.gc();
    long indexBytes = usedHeap() - heapBefore;
    Screener screener = new Screener(index);
    Screener latinOnly = RealSample.screener(RealSample.withoutArabicScript(lists));
    System.out.printf("index: %d lists, %d entries, %d names, built in %d ms; heap: lists %.1f MB, index %.1f MB%n",
      index.lists().size(), index.entryCount(), index.nameCount(), buildMs, (heapBefore - heapEmpty) / 1e6, indexBytes / 1e6);

    RealSample sample = new RealSample(lists, 42, perClass, perClass);
    if (System.getProperty("bench.dump") != null) {
      java.nio.file.Files.write(java.nio.file.Path.of(System.getProperty("bench.dump")),
        sample.latin.stream().map(l -> l.kind() + "\t" + l.name()).toList());
    }
    QualitySample.Quality quality = RealSample.measure(screener, latinOnly, sample);
    System.out.printf("threshold %.2f%n", QualitySample.THRESHOLD);
    print("listed, found", quality.listed());
    System.out.printf("recall overall: %.2f%%%n", 100 * quality.recall());
    print("decoys, matched", quality.unlisted());
    System.out.printf("decoys matched (exact namesakes apart): %.2f%%%n", 100 * RealSample.decoyRate(quality));

    if (seconds == 0) return;
    List<io.gatehouse.providers.sanctions.match.Query> queries =
      sample.latin.stream().map(QualitySample::query).toList();
    ScreeningBenchmark.run(screener, queries, threads, 5);
    double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    ScreeningBenchmark.Result result = ScreeningBenchmark.run(screener, queries, threads, seconds);
    System.out.printf("threads=%d seconds=%d screenings=%d throughput=%.0f/s p50=%.3f ms p99=%.3f ms max=%.3f ms%n",
      threads, seconds, result.count(), result.count() / (double) seconds, result.p50(), result.p99(), result.max());
    System.out.printf("cpu seconds=%.2f screenings per cpu-second=%.0f load average before=%.2f after=%.2f%n",
      result.cpuSeconds(), result.count() / result.cpuSeconds(), loadBefore,
      ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }

  private static long usedHeap() {
    Runtime r = Runtime.getRuntime();
    return r.totalMemory() - r.freeMemory();
  }

  static void print(String heading, Map<String, QualitySample.Tally> tallies) {
    System.out.println(heading + ":");
    tallies.forEach((kind, t) -> {
      System.out.printf("  %-24s %5d / %5d  %6.2f%%%n", kind, t.hits, t.total, 100 * t.rate());
      t.misses.forEach(m -> System.out.println("      e.g. " + m));
    });
  }
}
