package io.gatehouse.providers.registers.bench;

import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.ingest.ExtractFiles;
import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.Progress;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How fast an extract's CSV is read and checked, the part of {@code ingest kbo} the CSV reader does,
 * without a store behind it: every file of a synthetic extract through {@link ExtractFiles} into a
 * sink that only counts, best of a few rounds (the first warms the JIT and the page cache).
 *
 * <p>Usage: {@code CsvReadBench <enterprises> [activities per enterprise] [rounds] [folder]}
 */
public final class CsvReadBench {

  public static void main(String[] args) throws Exception {
    long enterprises = Long.parseLong(args[0]);
    double activities = args.length > 1 ? Double.parseDouble(args[1]) : 19;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 4;
    Path folder = args.length > 3 ? Path.of(args[3]) : Files.createTempDirectory("kbo-csv-bench");
    if (!Files.exists(folder.resolve("meta.csv"))) {
      long written = new SyntheticExtract().write(folder, enterprises, activities);
      System.out.printf("wrote %,d rows to %s%n", written, folder);
    }
    double best = Double.MAX_VALUE;
    long rows = 0;
    for (int round = 1; round <= rounds; round++) {
      long start = System.nanoTime();
      rows = readAll(folder);
      double seconds = (System.nanoTime() - start) / 1e9;
      best = Math.min(best, seconds);
      System.out.printf("round %d: %,d rows in %.2f s, %,.0f rows/s%n", round, rows, seconds, rows / seconds);
    }
    System.out.printf("best: %,d rows in %.2f s, %,.0f rows/s%n", rows, best, rows / best);
  }

  private static long readAll(Path folder) throws Exception {
    long[] checksum = {0};
    long rows = 0;
    try (ExtractSource source = ExtractSource.open(folder)) {
      ExtractMeta.read(source);
      Progress quiet = new Progress(line -> { });
      for (Kind kind : Kind.FILES) {
        rows += ExtractFiles.rows(source, kind.file(), kind, quiet, (key, fields) -> checksum[0] += key + fields.length);
      }
    }
    if (checksum[0] == 42) System.out.println();
    return rows;
  }
}
