package io.gatehouse.providers.registers.kbo.ingest;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/** meta.csv of an extract: its number, snapshot date and type (full or update). */
public record ExtractMeta(long extractNumber, String snapshotDate, boolean full) {

  public static ExtractMeta read(ExtractSource source) throws IOException {
    if (!source.has("meta")) throw new IOException("not a KBO extract: meta.csv is missing");
    Map<String, String> values = new HashMap<>();
    try (CsvRows csv = new CsvRows(source.open("meta"))) {
      String[] header = csv.next();
      if (header == null || header.length < 2 || !"Variable".equals(header[0])) {
        throw new IOException("meta.csv: expected the header Variable,Value");
      }
      for (String[] row = csv.next(); row != null; row = csv.next()) {
        if (row.length >= 2 && row[0] != null) values.put(row[0], row[1]);
      }
    }
    String number = values.get("ExtractNumber");
    String snapshot = values.get("SnapshotDate");
    if (number == null || snapshot == null) throw new IOException("meta.csv lacks ExtractNumber or SnapshotDate");
    String type = values.getOrDefault("ExtractType", source.has("enterprise") ? "full" : "update");
    try {
      return new ExtractMeta(Long.parseLong(number.trim()), KboDates.iso(snapshot), type.trim().equalsIgnoreCase("full"));
    } catch (IllegalArgumentException e) {
      throw new IOException("meta.csv: " + e.getMessage());
    }
  }
}
