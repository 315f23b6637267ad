package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.data.Names;
import io.gatehouse.providers.registers.kbo.data.Trigrams;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Builds the name search index: for every trigram, the sorted keys of the entities with a name
 * holding it. Pairs are packed in one long (trigram in the high bits, key in the low 34), sorted in
 * bounded chunks and merged, then written as a postings file and a fixed table of offsets.
 */
final class TrigramWriter {

  static final int KEY_BITS = 34;
  private static final long KEY_MASK = (1L << KEY_BITS) - 1;

  private final Path tempDir;
  private final long[] buffer;
  private int size;
  private final List<Path> runs = new ArrayList<>();

  TrigramWriter(Path tempDir, int bufferLongs) {
    this.tempDir = tempDir;
    this.buffer = new long[bufferLongs];
  }

  void add(long key, String name) throws IOException {
    for (int trigram : Trigrams.of(Names.normalize(name))) {
      if (size == buffer.length) spill();
      buffer[size++] = ((long) trigram << KEY_BITS) | key;
    }
  }

  /** Writes {@code postings} (keys, 8 bytes each) and {@code offsets} (Trigrams.COUNT + 1 longs). */
  void finish(Path postings, Path offsets) throws IOException {
    spill();
    long[] start = new long[Trigrams.COUNT + 1];
    long written = 0;
    long last = -1;
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(postings), 1 << 16));
         Merge merge = new Merge(runs)) {
      for (long packed = merge.next(); packed >= 0; packed = merge.next()) {
        if (packed == last) continue;
        last = packed;
        start[(int) (packed >>> KEY_BITS) + 1]++;
        out.writeLong(packed & KEY_MASK);
        written++;
      }
    }
    for (int i = 1; i < start.length; i++) start[i] += start[i - 1];
    if (start[Trigrams.COUNT] != written) throw new IllegalStateException("trigram offsets do not add up");
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(offsets), 1 << 16))) {
      for (long s : start) out.writeLong(s);
    }
  }

  private void spill() throws IOException {
    if (size == 0) return;
    Arrays.sort(buffer, 0, size);
    Path run = tempDir.resolve("names.run" + runs.size());
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(run), 1 << 16))) {
      for (int i = 0; i < size; i++) out.writeLong(buffer[i]);
    }
    runs.add(run);
    size = 0;
  }

  /** Merges the sorted runs of non-negative longs; -1 at the end. */
  private static final class Merge implements AutoCloseable {
    private final List<Path> files;
    private final List<DataInputStream> inputs = new ArrayList<>();
    private final long[] heads;
    private final PriorityQueue<Integer> queue;

    Merge(List<Path> files) throws IOException {
      this.files = files;
      heads = new long[files.size()];
      queue = new PriorityQueue<>((a, b) -> Long.compare(heads[a], heads[b]));
      for (int i = 0; i < files.size(); i++) {
        inputs.add(new DataInputStream(new BufferedInputStream(Files.newInputStream(files.get(i)), 1 << 16)));
        if (advance(i)) queue.add(i);
      }
    }

    long next() throws IOException {
      Integer run = queue.poll();
      if (run == null) return -1;
      long value = heads[run];
      if (advance(run)) queue.add(run);
      return value;
    }

    private boolean advance(int run) throws IOException {
      try {
        heads[run] = inputs.get(run).readLong();
        return true;
      } catch (EOFException end) {
        return false;
      }
    }

    @Override
    public void close() throws IOException {
      for (DataInputStream in : inputs) in.close();
      for (Path file : files) Files.deleteIfExists(file);
    }
  }
}
