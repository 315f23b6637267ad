package io.gatehouse.providers.registers.kbo.ingest;

import de.siegmar.fastcsv.reader.AbstractBaseCsvCallbackHandler;
import de.siegmar.fastcsv.reader.CloseableIterator;
import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Streams the rows of a KBO CSV file with FastCSV: comma separated, fields optionally in double
 * quotes with doubled quotes inside, an empty unquoted field read as null (KBO writes no value that
 * way, and a quoted empty one as ""). A row at a time, so a file of any size passes in constant
 * memory; a malformed file (a quote left open, text after a closing quote) fails with an
 * {@link IOException} naming the line.
 */
public final class CsvRows implements AutoCloseable {

  private final Fields fields = new Fields();
  private final CsvReader<String[]> reader;
  private final CloseableIterator<String[]> rows;
  private long line;

  public CsvRows(Reader in) {
    // field counts are ExtractFiles' to check, so its message names the file and the columns
    this.reader = CsvReader.builder().allowExtraFields(true).allowMissingFields(true).build(fields, in);
    this.rows = reader.iterator();
  }

  /** The line the last row started on, for error messages. */
  public long line() {
    return line;
  }

  /** The next row, or null at the end of the file. */
  public String[] next() throws IOException {
    try {
      if (!rows.hasNext()) return null;
      String[] row = rows.next();
      line = fields.startingLine;
      return row;
    } catch (CsvParseException e) {
      throw new IOException(e.getMessage() + (e.getCause() == null ? "" : ": " + e.getCause().getMessage()), e);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }

  /** Builds each row as an array, telling an empty unquoted field (null) from a quoted one (""). */
  private static final class Fields extends AbstractBaseCsvCallbackHandler<String[]> {

    private String[] values = new String[16];
    private long startingLine;

    @Override
    protected void handleBegin(long startingLineNumber) {
      startingLine = startingLineNumber;
    }

    @Override
    protected void handleField(int index, char[] buffer, int offset, int length, boolean quoted) {
      if (index == values.length) values = Arrays.copyOf(values, index * 2);
      values[index] = length == 0 && !quoted ? null : new String(buffer, offset, length);
    }

    @Override
    protected String[] buildRecord() {
      return Arrays.copyOf(values, getFieldCount());
    }
  }
}
