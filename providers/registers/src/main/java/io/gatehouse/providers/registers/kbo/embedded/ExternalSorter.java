package io.gatehouse.providers.registers.kbo.embedded;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Sorts rows by key in bounded memory: chunks are sorted and spilled to run files, then merged.
 * The sort is stable, so rows of one key keep the order of the extract.
 */
final class ExternalSorter {

  private record Entry(long key, String line) {
  }

  private final Path tempDir;
  private final String name;
  private final int chunkRows;
  private final List<Entry> chunk = new ArrayList<>();
  private final List<Path> runs = new ArrayList<>();

  ExternalSorter(Path tempDir, String name, int chunkRows) {
    this.tempDir = tempDir;
    this.name = name;
    this.chunkRows = chunkRows;
  }

  void add(long key, String line) throws IOException {
    chunk.add(new Entry(key, line));
    if (chunk.size() >= chunkRows) spill();
  }

  /** The rows in key order; run files are deleted when the iterator is closed. */
  RowIterator sorted() throws IOException {
    chunk.sort(Comparator.comparingLong(Entry::key));
    if (runs.isEmpty()) return new MemoryIterator(new ArrayList<>(chunk));
    spill();
    return new MergeIterator(runs);
  }

  private void spill() throws IOException {
    chunk.sort(Comparator.comparingLong(Entry::key));
    Path run = tempDir.resolve(name + ".run" + runs.size());
    try (BufferedWriter out = Files.newBufferedWriter(run, StandardCharsets.UTF_8)) {
      for (Entry e : chunk) {
        out.write(e.line());
        out.write('\n');
      }
    }
    runs.add(run);
    chunk.clear();
  }

  private static final class MemoryIterator implements RowIterator {
    private final List<Entry> entries;
    private int index = -1;

    MemoryIterator(List<Entry> entries) {
      this.entries = entries;
    }

    @Override
    public boolean next() {
      return ++index < entries.size();
    }

    @Override
    public long key() {
      return entries.get(index).key();
    }

    @Override
    public String line() {
      return entries.get(index).line();
    }

    @Override
    public void close() {
      entries.clear();
    }
  }

  /** k-way merge; ties go to the earlier run, which keeps the sort stable. */
  private static final class MergeIterator implements RowIterator {
    private final List<Path> files;
    private final List<FileRowIterator> runs = new ArrayList<>();
    private final PriorityQueue<Integer> queue;
    private int current = -1;

    MergeIterator(List<Path> files) throws IOException {
      this.files = files;
      queue = new PriorityQueue<>((a, b) -> {
        int byKey = Long.compare(runs.get(a).key(), runs.get(b).key());
        return byKey != 0 ? byKey : Integer.compare(a, b);
      });
      for (int i = 0; i < files.size(); i++) {
        FileRowIterator run = new FileRowIterator(files.get(i));
        runs.add(run);
        if (run.next()) queue.add(i);
      }
    }

    @Override
    public boolean next() throws IOException {
      if (current >= 0 && runs.get(current).next()) queue.add(current);
      Integer head = queue.poll();
      current = head == null ? -1 : head;
      return head != null;
    }

    @Override
    public long key() {
      return runs.get(current).key();
    }

    @Override
    public String line() {
      return runs.get(current).line();
    }

    @Override
    public void close() throws IOException {
      for (FileRowIterator run : runs) run.close();
      for (Path file : files) Files.deleteIfExists(file);
    }
  }
}
