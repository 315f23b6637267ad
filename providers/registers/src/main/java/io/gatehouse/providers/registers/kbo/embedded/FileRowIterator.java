package io.gatehouse.providers.registers.kbo.embedded;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a row file (a sorted run or a kind's data file) front to back. */
final class FileRowIterator implements RowIterator {

  private final BufferedReader in;
  private String line;
  private long key;

  FileRowIterator(Path file) throws IOException {
    in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
  }

  @Override
  public boolean next() throws IOException {
    line = in.readLine();
    if (line == null) return false;
    key = RowLines.key(line);
    return true;
  }

  @Override
  public long key() {
    return key;
  }

  @Override
  public String line() {
    return line;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
