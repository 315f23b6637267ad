package io.gatehouse.providers.registers.kbo.ingest;

import java.util.function.Consumer;

/** Progress lines for the operator: one per file and one every million rows, with the rate. */
public final class Progress {

  private static final long EVERY = 1_000_000;

  private final Consumer<String> out;
  private final long started = System.nanoTime();
  private long total;

  public Progress(Consumer<String> out) {
    this.out = out;
  }

  public void say(String line) {
    out.accept(line);
  }

  void row(String file, long rowsInFile, long fileStart) {
    total++;
    if (rowsInFile % EVERY == 0) {
      out.accept(String.format("%s: %,d rows (%,d rows/s)", file, rowsInFile, rate(rowsInFile, fileStart)));
    }
  }

  void fileDone(String file, long rows, long fileStart) {
    out.accept(String.format("%s: done, %,d rows (%,d rows/s)", file, rows, rate(rows, fileStart)));
  }

  public long totalRows() {
    return total;
  }

  public long overallRate() {
    return rate(total, started);
  }

  private static long rate(long rows, long since) {
    double seconds = (System.nanoTime() - since) / 1e9;
    return seconds <= 0 ? 0 : Math.round(rows / seconds);
  }
}
