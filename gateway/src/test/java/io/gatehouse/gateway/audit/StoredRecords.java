package io.gatehouse.gateway.audit;

import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** Records for sinks under test, written as the writer writes them: JSON text beside its month, owner and tool. */
final class StoredRecords {

  private StoredRecords() {
  }

  static AuditRecord of(JsonObject record) {
    return new AuditRecord(UUID.randomUUID(), Instant.parse(record.getString("at")).toEpochMilli(), AuditQuery.ownerOf(record),
      record.getString("tool"), record.encode().getBytes(StandardCharsets.UTF_8));
  }

  static List<AuditRecord> all(JsonObject... records) {
    return List.of(records).stream().map(StoredRecords::of).toList();
  }

  static JsonObject read(AuditRecord record) {
    return new JsonObject(new String(record.json(), StandardCharsets.UTF_8));
  }
}
