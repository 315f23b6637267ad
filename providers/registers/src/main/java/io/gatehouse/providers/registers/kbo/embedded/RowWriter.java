package io.gatehouse.providers.registers.kbo.embedded;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a kind's data file (rows in key order) and its index: for each distinct key, the key and
 * the offset of its first row, 16 bytes an entry, so a lookup is a binary search and one read.
 */
final class RowWriter implements AutoCloseable {

  private final OutputStream data;
  private final DataOutputStream index;
  private long offset;
  private long lastKey = -1;

  RowWriter(Path dataFile, Path indexFile) throws IOException {
    data = new BufferedOutputStream(Files.newOutputStream(dataFile), 1 << 16);
    index = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(indexFile), 1 << 16));
  }

  void write(long key, String line) throws IOException {
    if (key < lastKey) throw new IllegalStateException("rows out of key order: " + key + " after " + lastKey);
    if (key != lastKey) {
      index.writeLong(key);
      index.writeLong(offset);
      lastKey = key;
    }
    byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
    data.write(bytes);
    data.write('\n');
    offset += bytes.length + 1;
  }

  void writeAll(RowIterator rows) throws IOException {
    try (rows) {
      while (rows.next()) write(rows.key(), rows.line());
    }
  }

  @Override
  public void close() throws IOException {
    data.close();
    index.close();
  }
}
