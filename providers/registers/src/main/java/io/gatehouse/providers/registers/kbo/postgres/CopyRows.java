package io.gatehouse.providers.registers.kbo.postgres;

import org.postgresql.copy.CopyIn;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

/** Writes rows to a running COPY in PostgreSQL's text format, in large buffered chunks. */
final class CopyRows implements AutoCloseable {

  private static final int FLUSH_AT = 1 << 18;

  private final CopyIn copy;
  private final StringBuilder buffer = new StringBuilder(FLUSH_AT + 4096);

  CopyRows(CopyIn copy) {
    this.copy = copy;
  }

  void row(long key, String[] fields, Object... derived) throws SQLException {
    buffer.append(key);
    for (String field : fields) append(field);
    for (Object value : derived) append(value == null ? null : value.toString());
    buffer.append('\n');
    if (buffer.length() >= FLUSH_AT) flush();
  }

  /** A row of a table without a numeric key (the code table). */
  void rowText(String first, String... rest) throws SQLException {
    int mark = buffer.length();
    append(first);
    buffer.deleteCharAt(mark);  // no separator before the first field
    for (String field : rest) append(field);
    buffer.append('\n');
    if (buffer.length() >= FLUSH_AT) flush();
  }

  private void append(String value) {
    buffer.append('\t');
    if (value == null) {
      buffer.append("\\N");
      return;
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '\\' -> buffer.append("\\\\");
        case '\t' -> buffer.append("\\t");
        case '\n' -> buffer.append("\\n");
        case '\r' -> buffer.append("\\r");
        default -> buffer.append(c);
      }
    }
  }

  private void flush() throws SQLException {
    byte[] bytes = buffer.toString().getBytes(StandardCharsets.UTF_8);
    copy.writeToCopy(bytes, 0, bytes.length);
    buffer.setLength(0);
  }

  /** Ends the COPY; throws if PostgreSQL refused any row. */
  @Override
  public void close() throws SQLException {
    if (!copy.isActive()) return;
    flush();
    copy.endCopy();
  }

  void abort() {
    try {
      if (copy.isActive()) copy.cancelCopy();
    } catch (SQLException ignored) {
      // the connection is being rolled back or dropped anyway
    }
  }
}
