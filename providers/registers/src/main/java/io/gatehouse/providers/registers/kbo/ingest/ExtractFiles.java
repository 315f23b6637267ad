package io.gatehouse.providers.registers.kbo.ingest;

import io.gatehouse.providers.registers.kbo.data.Codes;
import io.gatehouse.providers.registers.kbo.data.Kind;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the CSV files of an extract, checking what a truncated or corrupt file would break: the
 * header, the number of fields on every row and the numbers rows are keyed by. Any such problem
 * fails the whole ingest, so half a file never replaces the data that is serving.
 */
public final class ExtractFiles {

  private ExtractFiles() {
  }

  /** Rows of {@code name}.csv (e.g. enterprise or enterprise_insert) holding the columns of {@code kind}. */
  public static long rows(ExtractSource source, String name, Kind kind, Progress progress, RowSink sink) throws Exception {
    return read(source, name, kind.columns(), kind.keyColumn(), progress, sink);
  }

  /** The keys listed in {@code name}_delete.csv: one column, the entity's number. */
  public static long deletedKeys(ExtractSource source, Kind kind, Progress progress, RowSink sink) throws Exception {
    return read(source, kind.file() + "_delete", List.of(kind.columns().get(kind.keyColumn())), 0, progress, sink);
  }

  public static long codes(ExtractSource source, String name, Codes into, Progress progress) throws Exception {
    return read(source, name, List.of("Category", "Code", "Language", "Description"), -1, progress,
      (key, f) -> into.put(f[0], f[1], f[2], f[3]));
  }

  private static long read(ExtractSource source, String name, List<String> columns, int keyColumn, Progress progress,
                           RowSink sink) throws Exception {
    String file = name + ".csv";
    long start = System.nanoTime();
    long rows;
    try (CsvRows csv = new CsvRows(source.open(name))) {
      rows = readRows(csv, file, columns, keyColumn, progress, sink, start);
    } catch (IOException e) {
      throw e.getMessage() != null && e.getMessage().startsWith(file) ? e : new IOException(file + ": " + e.getMessage(), e);
    }
    progress.fileDone(file, rows, start);
    return rows;
  }

  private static long readRows(CsvRows csv, String file, List<String> columns, int keyColumn, Progress progress,
                               RowSink sink, long start) throws Exception {
    String[] header = csv.next();
    if (header == null || !Arrays.asList(header).equals(columns)) {
      throw new IOException(file + ": expected the header " + String.join(",", columns) + ", found "
        + (header == null ? "an empty file" : String.join(",", Arrays.asList(header))));
    }
    long rows = 0;
    for (String[] row = csv.next(); row != null; row = csv.next()) {
      if (row.length != columns.size()) {
        throw new IOException(file + " line " + csv.line() + ": expected " + columns.size() + " fields, found " + row.length);
      }
      long key = keyColumn < 0 ? 0 : key(file, csv.line(), row[keyColumn]);
      sink.accept(key, row);
      rows++;
      progress.row(file, rows, start);
    }
    return rows;
  }

  /** Enterprise, establishment and branch numbers: nine or ten digits, dotted or not. */
  private static long key(String file, long line, String number) throws IOException {
    int digits = 0;
    if (number != null) {
      for (int i = 0; i < number.length(); i++) {
        char c = number.charAt(i);
        if (c >= '0' && c <= '9') digits++;
        else if (c != '.') digits = 99;
      }
    }
    if (digits < 9 || digits > 10) throw new IOException(file + " line " + line + ": not a KBO number: " + number);
    return io.gatehouse.providers.registers.numbers.BelgianNumbers.key(number);
  }
}
