package io.gatehouse.gateway.audit;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.YearMonth;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EmbeddedAuditSinkTest {

  @TempDir
  Path dir;

  private static JsonObject record(String at, String key, String tool) {
    return new JsonObject().put("at", at).put("key_id", key).put("tool", tool).put("outcome", "ok");
  }

  private static AuditQuery all() {
    return AuditQuery.of(null, null, null, null, null);
  }

  @Test
  void recordsGoToTheirMonthsFileAndAreFilteredOnReading() throws Exception {
    AuditSink sink = AuditSink.embedded(dir);
    sink.append(StoredRecords.all(record("2026-10-31T23:59:59Z", "key_a", "vat_check"), record("2026-11-01T00:00:01Z", "key_b", "vat_check"),
      record("2026-11-02T00:00:00Z", "key_a", "fred_series")));
    sink.close();
    assertTrue(Files.exists(dir.resolve("audit-2026-10.log")));
    assertTrue(Files.exists(dir.resolve("audit-2026-11.log")));
    AuditSink reader = AuditSink.embedded(dir);
    assertEquals(3, reader.query(all()).size());
    assertEquals(2, reader.query(AuditQuery.of("key_a", null, null, null, null)).size());
    assertEquals(1, reader.query(AuditQuery.of("key_a", "fred_series", null, null, null)).size());
    assertEquals(2, reader.query(AuditQuery.of(null, null, "2026-11-01T00:00:00Z", null, null)).size());
    assertEquals(1, reader.query(AuditQuery.of(null, null, null, "2026-11-01T00:00:00Z", null)).size());
  }

  @Test
  void aRecordCutShortByAKillIsSkippedAndTheFileGoesOn() throws Exception {
    AuditSink sink = AuditSink.embedded(dir);
    sink.append(StoredRecords.all(record("2026-11-01T00:00:00Z", "key_a", "vat_check")));
    sink.close();
    Path file = dir.resolve("audit-2026-11.log");
    // half of a record, as a process killed in the middle of a write leaves it
    Files.write(file, "120 0badc0de {\"at\":\"2026-11-01T00:00:01Z\",\"key".getBytes(), StandardOpenOption.APPEND);
    AuditSink again = AuditSink.embedded(dir);
    again.append(StoredRecords.all(record("2026-11-01T00:00:02Z", "key_b", "vat_check")));
    again.close();
    List<JsonObject> read = AuditSink.embedded(dir).query(all());
    assertEquals(List.of("key_a", "key_b"), read.stream().map(r -> r.getString("key_id")).toList());
  }

  @Test
  void monthsPastRetentionAreDeleted() throws Exception {
    AuditSink sink = AuditSink.embedded(dir);
    sink.append(StoredRecords.all(record("2025-10-15T00:00:00Z", "k", "t"), record("2025-11-15T00:00:00Z", "k", "t"),
      record("2026-11-15T00:00:00Z", "k", "t")));
    sink.maintain(YearMonth.of(2026, 11), 12);
    sink.close();
    assertFalse(Files.exists(dir.resolve("audit-2025-10.log")));
    assertTrue(Files.exists(dir.resolve("audit-2025-11.log")));
    assertTrue(Files.exists(dir.resolve("audit-2026-11.log")));
  }
}
