package io.gatehouse.providers.registers.kbo.ingest;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Streams the rows of a KBO CSV file: comma separated, fields optionally in double quotes with
 * doubled quotes inside, empty fields read as null. Reads a row at a time, so a file of any size
 * passes in constant memory.
 */
public final class CsvReader implements AutoCloseable {

  private final Reader in;
  private final char[] buffer = new char[1 << 16];
  private int position;
  private int limit;
  private long line;
  private final StringBuilder field = new StringBuilder();

  public CsvReader(Reader in) {
    this.in = in;
  }

  /** The line the last row ended on, for error messages. */
  public long line() {
    return line;
  }

  /** The next row, or null at the end of the file. */
  public String[] next() throws IOException {
    if (!fill()) return null;
    List<String> fields = new ArrayList<>(16);
    while (true) {
      field.setLength(0);
      boolean quoted = false;
      int c = read();
      if (c == '"') {
        quoted = true;
        while (true) {
          c = read();
          if (c < 0) throw new IOException("unterminated quoted field at line " + (line + 1));
          if (c == '"') {
            int after = peek();
            if (after == '"') {
              read();
              field.append('"');
              continue;
            }
            c = read();
            break;
          }
          if (c == '\n') line++;
          field.append((char) c);
        }
      } else {
        while (c >= 0 && c != ',' && c != '\n' && c != '\r') {
          field.append((char) c);
          c = read();
        }
      }
      fields.add(quoted || field.length() > 0 ? field.toString() : null);
      if (c == ',') continue;
      if (c == '\r' && peek() == '\n') read();
      if (c >= 0 && c != '\n' && c != '\r') {
        throw new IOException("unexpected character after a quoted field at line " + (line + 1));
      }
      line++;
      return fields.toArray(new String[0]);
    }
  }

  private boolean fill() throws IOException {
    if (position < limit) return true;
    limit = in.read(buffer);
    position = 0;
    if (limit > 0) return true;
    limit = 0;
    return false;
  }

  private int read() throws IOException {
    return fill() ? buffer[position++] : -1;
  }

  private int peek() throws IOException {
    return fill() ? buffer[position] : -1;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
