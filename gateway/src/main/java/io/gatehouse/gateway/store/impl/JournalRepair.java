package io.gatehouse.gateway.store.impl;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code keys verify} and {@code keys repair} on the embedded store's folder.
 *
 * <p>Why damage stops the start instead of being skipped there: a damaged record may be a key, but
 * also a revocation or a rotation. Skipping a revocation would quietly let a revoked key in again,
 * skipping a key would quietly lock its holder out, and the gateway cannot tell which it lost. So
 * the start refuses and names the file and offset; repair is one explicit command, which moves the
 * damaged records (bytes intact) to the quarantine file and keeps every other record.
 */
public final class JournalRepair {

  private JournalRepair() {
  }

  /** Read-only: what the journal holds and what is wrong with it; safe beside a running gateway. */
  public static JsonObject verify(Path dir) throws IOException {
    Path file = dir.resolve(Journal.FILE);
    Path legacy = dir.resolve(Journal.LEGACY_FILE);
    if (!Files.exists(file) && !Files.exists(legacy)) {
      return new JsonObject().put("folder", dir.toAbsolutePath().toString()).put("status", "empty");
    }
    KeyState state = new KeyState();
    JournalScan scan = Files.exists(file) ? JournalScan.read(file, false, state::apply)
      : JournalScan.read(legacy, true, state::apply);
    return report(scan, state).put("status", scan.damaged().isEmpty() ? "ok" : "damaged");
  }

  /**
   * Under the store's lock (so never beside a gateway on the folder): moves damaged records and an
   * incomplete final record to the quarantine file, then rewrites the journal with every other
   * record, in the framed format.
   */
  public static JsonObject repair(Path dir) throws IOException {
    try (StoreLock lock = StoreLock.take(dir)) {
      Path file = dir.resolve(Journal.FILE);
      Path legacy = dir.resolve(Journal.LEGACY_FILE);
      boolean migrating = !Files.exists(file) && Files.exists(legacy);
      if (!migrating && !Files.exists(file)) {
        return new JsonObject().put("folder", dir.toAbsolutePath().toString()).put("status", "empty");
      }
      KeyState state = new KeyState();
      JournalScan scan = JournalScan.read(migrating ? legacy : file, migrating, state::apply);
      List<JournalScan.Piece> removed = new ArrayList<>(scan.damaged());
      if (scan.tornTail() != null) {
        removed.add(scan.tornTail());
      }
      if (removed.isEmpty() && !migrating) {
        return report(scan, state).put("status", "ok");
      }
      if (!removed.isEmpty()) {
        Quarantine.save(dir, scan.file(), removed);
      }
      Journal.write(file, scan.records().stream().map(JournalScan.Record::entry).toList());
      if (migrating) {
        Files.move(legacy, dir.resolve(Journal.LEGACY_RETIRED), StandardCopyOption.REPLACE_EXISTING);
        Journal.fsyncDirectory(dir);
      }
      return report(scan, state).put("status", "repaired").put("journal", file.toAbsolutePath().toString())
        .put("quarantine", removed.isEmpty() ? null : dir.resolve(Quarantine.FILE).toAbsolutePath().toString());
    }
  }

  private static JsonObject report(JournalScan scan, KeyState state) {
    JsonArray damaged = new JsonArray();
    scan.damaged().forEach(p -> damaged.add(piece(p)));
    return new JsonObject()
      .put("file", scan.file().toAbsolutePath().toString())
      .put("format", scan.legacy() ? "json-lines (first format; migrated at the next start)" : "framed")
      .put("records", scan.records().size())
      .put("keys", state.keys())
      .put("damaged", damaged)
      .put("incomplete_tail", scan.tornTail() == null ? null : piece(scan.tornTail()));
  }

  private static JsonObject piece(JournalScan.Piece piece) {
    return new JsonObject().put("offset", piece.offset()).put("bytes", piece.bytes().length)
      .put("reason", piece.reason());
  }
}
