package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.CsvRecordHandler;
import de.siegmar.fastcsv.reader.FieldModifiers;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * OFAC's legacy CSV files, which have no header row and write null as "-0-": {@code sdn.csv}
 * (ent_num, name, type, programs, title, vessel fields, remarks) joined on ent_num with
 * {@code alt.csv} (aliases), {@code add.csv} (addresses) and {@code sdn_comments.csv} (remarks
 * that did not fit, with more a.k.a.s and birth dates). Only sdn.csv is required; a list read
 * without a companion names the part it lacks ({@code aliases}, {@code remarks}, {@code addresses}),
 * so a screening can say it did not search the whole list.
 */
final class OfacCsvParser implements ListParser {

  private static final String NULL = "-0-";

  @Override
  public SanctionsList parse(Path source, Instant retrieved) throws IOException {
    Path folder = Files.isDirectory(source) ? source : source.toAbsolutePath().getParent();
    Path sdn = Files.isDirectory(source) ? find(folder, "sdn.csv") : source;
    if (sdn == null || !Files.isRegularFile(sdn)) throw new IOException("no sdn.csv in " + source);

    MessageDigest digest;
    Map<String, String> remarks = new HashMap<>();
    Map<String, EntryBuilder> entries = new LinkedHashMap<>();
    try (DigestInputStream in = Digests.sha256(Files.newInputStream(sdn))) {
      digest = in.getMessageDigest();
      for (CsvRecord record : csv(reader(in))) {
        List<String> row = record.getFields();
        if (row.size() < 4 || !isNumber(row.get(0))) continue;
        String id = row.get(0);
        EntryBuilder entry = new EntryBuilder(id).type(type(value(row, 2))).name(value(row, 1), NameKind.PRIMARY);
        String programs = value(row, 3);
        if (programs != null) for (String p : programs.split("\\] ?\\[")) entry.programme(p.replace("[", "").replace("]", ""));
        entries.put(id, entry);
        if (value(row, 11) != null) remarks.put(id, value(row, 11));
      }
    }
    List<String> missing = new ArrayList<>();
    companion(folder, "alt.csv", "aliases", (id, row) -> entries.get(id).name(value(row, 3), NameKind.ALIAS), entries,
      missing);
    companion(folder, "sdn_comments.csv", "remarks", (id, row) -> {
      if (value(row, 1) != null) remarks.merge(id, value(row, 1), String::concat);
    }, entries, missing);
    companion(folder, "add.csv", "addresses", (id, row) -> entries.get(id).country(value(row, 4)), entries, missing);
    remarks.forEach((id, text) -> OfacRemarks.apply(text, entries.get(id)));

    List<ListEntry> built = new ArrayList<>(entries.size());
    for (EntryBuilder entry : entries.values()) if (entry.hasNames()) built.add(entry.build());
    ListFormat format = ListFormat.OFAC_CSV;
    ListInfo info = new ListInfo(format.listId(), format.title(), format.id(), Digests.version(digest), null,
      format.officialUrl(), retrieved, built.size(), missing);
    return new SanctionsList(info, built);
  }

  /** Reads a companion file into the entries; without it the list lacks {@code part}, which goes to {@code missing}. */
  private static void companion(Path folder, String file, String part, BiConsumer<String, List<String>> onRow,
                                Map<String, EntryBuilder> entries, List<String> missing) throws IOException {
    Path path = find(folder, file);
    if (path == null) {
      missing.add(part);
      return;
    }
    try (CsvReader<CsvRecord> csv = csv(reader(Files.newInputStream(path)))) {
      for (CsvRecord record : csv) {
        List<String> row = record.getFields();
        if (row.size() >= 2 && entries.containsKey(row.get(0))) onRow.accept(row.get(0), row);
      }
    }
  }

  /** The file of that name in the folder, in any letter case (OFAC publishes SDN.CSV and sdn.csv). */
  private static Path find(Path folder, String name) throws IOException {
    if (folder == null) return null;
    try (var files = Files.list(folder)) {
      return files.filter(p -> p.getFileName().toString().equalsIgnoreCase(name)).findFirst().orElse(null);
    }
  }

  /**
   * RFC 4180 records, fields trimmed (OFAC pads its nulls as "-0- "); rows of any length, since
   * OFAC's files carry no header and the parser checks the fields it reads; text after a closing
   * quote is kept, so a stray character never stops the ingest.
   */
  private static CsvReader<CsvRecord> csv(Reader in) {
    return CsvReader.builder().allowExtraFields(true).allowMissingFields(true).allowExtraCharsAfterClosingQuote(true)
      .build(CsvRecordHandler.of(handler -> handler.fieldModifier(FieldModifiers.TRIM)), in);
  }

  private static BufferedReader reader(java.io.InputStream in) {
    // the files are Latin-1 in places; a stray byte must not stop the ingest
    return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE)), 1 << 16);
  }

  private static String value(List<String> row, int index) {
    if (index >= row.size()) return null;
    String v = row.get(index);
    return v.isEmpty() || v.equals(NULL) ? null : v;
  }

  private static EntityType type(String value) {
    if (value == null) return EntityType.ORGANISATION;
    return switch (value.toLowerCase(java.util.Locale.ROOT)) {
      case "individual" -> EntityType.PERSON;
      case "vessel" -> EntityType.VESSEL;
      case "aircraft" -> EntityType.AIRCRAFT;
      default -> EntityType.ORGANISATION;
    };
  }

  private static boolean isNumber(String value) {
    if (value.isEmpty()) return false;
    for (int i = 0; i < value.length(); i++) if (!Character.isDigit(value.charAt(i))) return false;
    return true;
  }
}
