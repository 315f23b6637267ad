package io.gatehouse.providers.registers.kbo.data;

import io.vertx.core.json.JsonObject;

import java.time.Instant;

/**
 * Which extract a store serves: the number and snapshot date KBO gave it, and when it was loaded.
 * {@code id} changes with every ingest, so running gateways notice new data.
 */
public record DatasetVersion(String id, long extractNumber, String snapshotDate, String extractType, Instant loadedAt) {

  /** As cited in sources, e.g. "extract 136 of 2025-05-30". */
  public String label() {
    return "extract " + extractNumber + " of " + snapshotDate;
  }

  public JsonObject toJson() {
    return new JsonObject().put("id", id).put("extract_number", extractNumber).put("snapshot_date", snapshotDate)
      .put("extract_type", extractType).put("loaded_at", loadedAt.toString());
  }

  public static DatasetVersion fromJson(JsonObject json) {
    return new DatasetVersion(json.getString("id"), json.getLong("extract_number"), json.getString("snapshot_date"),
      json.getString("extract_type"), Instant.parse(json.getString("loaded_at")));
  }
}
