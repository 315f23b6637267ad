package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.Query;
import io.gatehouse.providers.sanctions.match.ScreeningIndex;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Matching quality and screenings per second against a synthetic index: recall per perturbation
 * class, the share of unlisted names matched per kind, then throughput on as many threads as
 * screenings would get worker threads. Not run by {@code mvn verify}; see
 * docs/benchmarks/sanctions-screening.md.
 *
 * <p>Arguments: entries (30000), threads (2), seconds measured (10; 0 measures quality only), queries per
 * class and kind (2000).
 */
public final class ScreeningBenchmark {

  private ScreeningBenchmark() {
  }

  public static void main(String[] args) throws Exception {
    int size = args.length > 0 ? Integer.parseInt(args[0]) : 30_000;
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
    int perClass = args.length > 3 ? Integer.parseInt(args[3]) : 2_000;

    System.out.printf("load average before: %.2f%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    SyntheticLists generator = new SyntheticLists(42);
    SanctionsList list = generator.generate(size);
    long t0 = System.nanoTime();
    ScreeningIndex index = ScreeningIndex.build(List.of(list));
    long buildMs = (System.nanoTime() - t0) / 1_000_000;
    Screener screener = new Screener(index);
    List<QualitySample.Labelled> labelled = QualitySample.build(generator, list, perClass, perClass);
    System.out.printf("index: %d entries, %d names, built in %d ms; %d queries%n", index.entryCount(), index.nameCount(),
      buildMs, labelled.size());

    QualitySample.Quality quality = QualitySample.measure(screener, labelled);
    System.out.printf("threshold %.2f%n", QualitySample.THRESHOLD);
    print("listed, found", quality.listed());
    System.out.printf("recall overall: %.2f%%%n", 100 * quality.recall());
    print("unlisted, matched", quality.unlisted());
    System.out.printf("false-match rate overall: %.2f%%%n", 100 * quality.falseMatchRate());

    if (seconds == 0) return;
    List<Query> queries = labelled.stream().map(QualitySample::query).toList();
    run(screener, queries, threads, 5);
    double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    Result result = run(screener, queries, threads, seconds);
    System.out.printf("threads=%d seconds=%d screenings=%d throughput=%.0f/s p50=%.3f ms p99=%.3f ms max=%.3f ms%n",
      threads, seconds, result.count, result.count / (double) seconds, result.p50, result.p99, result.max);
    // the machine is shared: CPU time shows what the screening itself costs, whatever else runs
    System.out.printf("cpu seconds=%.2f screenings per cpu-second=%.0f load average before=%.2f after=%.2f%n",
      result.cpuSeconds, result.count / result.cpuSeconds, loadBefore,
      ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }

  private static void print(String heading, Map<String, QualitySample.Tally> tallies) {
    System.out.println(heading + ":");
    tallies.forEach((kind, t) -> {
      System.out.printf("  %-24s %5d / %5d  %6.2f%%%n", kind, t.hits, t.total, 100 * t.rate());
      t.misses.forEach(m -> System.out.println("      e.g. " + m));
    });
  }

  record Result(long count, double p50, double p99, double max, double cpuSeconds) {
  }

  static Result run(Screener screener, List<Query> queries, int threads, int seconds)
    throws InterruptedException {
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong count = new AtomicLong();
    AtomicLong cpuNanos = new AtomicLong();
    long[][] latencies = new long[threads][];
    int[] sizes = new int[threads];
    CountDownLatch done = new CountDownLatch(threads);
    for (int t = 0; t < threads; t++) {
      int thread = t;
      latencies[t] = new long[4_000_000];
      new Thread(() -> {
        // queries are grouped by kind: each thread starts elsewhere and strides by a prime to mix them
        int i = thread * queries.size() / threads;
        long cpuStart = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        while (!stop.get()) {
          Query q = queries.get(i);
          long start = System.nanoTime();
          screener.screen(q);
          long took = System.nanoTime() - start;
          if (sizes[thread] < latencies[thread].length) latencies[thread][sizes[thread]++] = took;
          count.incrementAndGet();
          i = (i + 7919) % queries.size();
        }
        cpuNanos.addAndGet(ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpuStart);
        done.countDown();
      }).start();
    }
    Thread.sleep(seconds * 1000L);
    stop.set(true);
    done.await();
    long[] all = new long[Arrays.stream(sizes).sum()];
    int at = 0;
    for (int t = 0; t < threads; t++) {
      System.arraycopy(latencies[t], 0, all, at, sizes[t]);
      at += sizes[t];
    }
    Arrays.sort(all);
    return new Result(count.get(), all[all.length / 2] / 1e6, all[(int) (all.length * 0.99)] / 1e6,
      all[all.length - 1] / 1e6, cpuNanos.get() / 1e9);
  }
}
