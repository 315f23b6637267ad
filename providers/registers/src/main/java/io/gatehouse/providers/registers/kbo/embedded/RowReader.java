package io.gatehouse.providers.registers.kbo.embedded;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Looks rows up in a kind's data file through its index. The index is memory-mapped (16 bytes per
 * key, outside the heap); rows are read with positional reads, so files of any size stay on disk.
 */
final class RowReader implements AutoCloseable {

  private final FileChannel data;
  private final LongBuffer index;
  private final int keys;
  private final long dataSize;
  private final int columns;

  RowReader(Path dataFile, Path indexFile, int columns) throws IOException {
    this.columns = columns;
    data = FileChannel.open(dataFile, StandardOpenOption.READ);
    dataSize = data.size();
    try (FileChannel idx = FileChannel.open(indexFile, StandardOpenOption.READ)) {
      index = idx.map(FileChannel.MapMode.READ_ONLY, 0, idx.size()).asLongBuffer();
      keys = (int) (idx.size() / 16);
    }
  }

  List<String[]> rows(long key) throws IOException {
    int at = find(key);
    if (at < 0) return List.of();
    long start = index.get(2 * at + 1);
    long end = at + 1 < keys ? index.get(2 * at + 3) : dataSize;
    ByteBuffer bytes = ByteBuffer.allocate((int) (end - start));
    while (bytes.hasRemaining()) {
      if (data.read(bytes, start + bytes.position()) < 0) throw new IOException("data file ends early");
    }
    String text = new String(bytes.array(), StandardCharsets.UTF_8);
    List<String[]> rows = new ArrayList<>();
    for (String line : text.split("\n")) rows.add(RowLines.fields(line, columns));
    return rows;
  }

  private int find(long key) {
    int low = 0;
    int high = keys - 1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      long found = index.get(2 * mid);
      if (found < key) low = mid + 1;
      else if (found > key) high = mid - 1;
      else return mid;
    }
    return -1;
  }

  @Override
  public void close() throws IOException {
    data.close();
  }
}
