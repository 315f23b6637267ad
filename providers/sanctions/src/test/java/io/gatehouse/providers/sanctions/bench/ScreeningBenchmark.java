package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.Match;
import io.gatehouse.providers.sanctions.match.Query;
import io.gatehouse.providers.sanctions.match.ScreeningIndex;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Screenings per second against a synthetic index, on as many threads as screenings would get
 * worker threads. Not run by {@code mvn verify}; see docs/benchmarks/sanctions-screening.md.
 *
 * <p>Arguments: entries (30000), threads (2), seconds measured (10).
 */
public final class ScreeningBenchmark {

  private ScreeningBenchmark() {
  }

  public static void main(String[] args) throws Exception {
    int size = args.length > 0 ? Integer.parseInt(args[0]) : 30_000;
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 10;

    SyntheticLists generator = new SyntheticLists(42);
    SanctionsList list = generator.generate(size);
    long t0 = System.nanoTime();
    ScreeningIndex index = ScreeningIndex.build(List.of(list));
    long buildMs = (System.nanoTime() - t0) / 1_000_000;
    Screener screener = new Screener(index);

    // half the queries are listed names as a caller would type them, half are names not on the list
    List<Query> queries = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      String name;
      if (i % 2 == 0) {
        ListEntry entry = list.entries().get((i * 7919) % list.entries().size());
        name = generator.perturb(entry.primaryName());
      } else {
        name = i % 4 == 1 ? generator.personName() : generator.organisationName();
      }
      queries.add(new Query(name, EntityType.UNKNOWN, i % 3 == 0 ? "1970" : null, i % 5 == 0 ? "RU" : null, 0.85, 10));
    }

    System.out.printf("index: %d entries, %d names, built in %d ms%n", index.entryCount(), index.nameCount(), buildMs);
    run(screener, queries, threads, 5, false);
    Result result = run(screener, queries, threads, seconds, true);
    System.out.printf("threads=%d seconds=%d screenings=%d throughput=%.0f/s p50=%.3f ms p99=%.3f ms max=%.3f ms "
        + "listed-name hit rate=%.1f%% unlisted with a match=%.1f%%%n",
      threads, seconds, result.count, result.count / (double) seconds, result.p50, result.p99, result.max,
      result.hitRate, result.falseRate);
    // the machine is shared: CPU time shows what the screening itself costs, whatever else runs
    System.out.printf("cpu seconds=%.2f screenings per cpu-second=%.0f load average=%.1f%n", result.cpuSeconds,
      result.count / result.cpuSeconds, java.lang.management.ManagementFactory.getOperatingSystemMXBean()
        .getSystemLoadAverage());
  }

  private record Result(long count, double p50, double p99, double max, double hitRate, double falseRate,
                        double cpuSeconds) {
  }

  private static Result run(Screener screener, List<Query> queries, int threads, int seconds, boolean report)
    throws InterruptedException {
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong count = new AtomicLong();
    AtomicLong cpuNanos = new AtomicLong();
    AtomicLong listedHits = new AtomicLong();
    AtomicLong listedTotal = new AtomicLong();
    AtomicLong unlistedHits = new AtomicLong();
    AtomicLong unlistedTotal = new AtomicLong();
    long[][] latencies = new long[threads][];
    int[] sizes = new int[threads];
    CountDownLatch done = new CountDownLatch(threads);
    for (int t = 0; t < threads; t++) {
      int thread = t;
      latencies[t] = new long[4_000_000];
      new Thread(() -> {
        int i = thread;
        long cpuStart = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        while (!stop.get()) {
          Query q = queries.get(i % queries.size());
          long start = System.nanoTime();
          List<Match> matches = screener.screen(q);
          long took = System.nanoTime() - start;
          if (sizes[thread] < latencies[thread].length) latencies[thread][sizes[thread]++] = took;
          boolean listed = (i % queries.size()) % 2 == 0;
          (listed ? listedTotal : unlistedTotal).incrementAndGet();
          if (!matches.isEmpty()) (listed ? listedHits : unlistedHits).incrementAndGet();
          count.incrementAndGet();
          i += threads;
        }
        cpuNanos.addAndGet(java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpuStart);
        done.countDown();
      }).start();
    }
    Thread.sleep(seconds * 1000L);
    stop.set(true);
    done.await();
    if (!report) return null;
    long[] all = new long[Arrays.stream(sizes).sum()];
    int at = 0;
    for (int t = 0; t < threads; t++) {
      System.arraycopy(latencies[t], 0, all, at, sizes[t]);
      at += sizes[t];
    }
    Arrays.sort(all);
    return new Result(count.get(), all[all.length / 2] / 1e6, all[(int) (all.length * 0.99)] / 1e6,
      all[all.length - 1] / 1e6, 100.0 * listedHits.get() / listedTotal.get(),
      100.0 * unlistedHits.get() / unlistedTotal.get(), cpuNanos.get() / 1e9);
  }
}
