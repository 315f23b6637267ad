package io.gatehouse.providers.sanctions.model;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.util.List;

/**
 * What is known about one loaded list.
 *
 * @param id           {@code eu_fsf}, {@code ofac_sdn}, {@code un_sc} or {@code uk_fcdo}
 * @param title        e.g. "EU Financial Sanctions Files"
 * @param format       the format it was read from, e.g. {@code ofac-csv}
 * @param version      the publisher's file id or generation stamp, else a digest of the content
 * @param published    when the publisher generated the list ({@code YYYY-MM-DD} or an instant), or null
 * @param url          where the list is published, without query (no tokens)
 * @param retrieved    when this copy was ingested
 * @param entries      how many designations it holds
 * @param missingParts parts of the list that were not loaded, e.g. {@code aliases} for OFAC's CSV
 *                     without {@code alt.csv}; empty when the list is complete
 */
public record ListInfo(String id, String title, String format, String version, String published, String url,
                       Instant retrieved, int entries, List<String> missingParts) {

  public ListInfo {
    missingParts = List.copyOf(missingParts);
  }

  /** A complete list. */
  public ListInfo(String id, String title, String format, String version, String published, String url,
                  Instant retrieved, int entries) {
    this(id, title, format, version, published, url, retrieved, entries, List.of());
  }

  public boolean complete() {
    return missingParts.isEmpty();
  }

  public JsonObject toJson() {
    return new JsonObject().put("id", id).put("title", title).put("format", format).put("version", version)
      .put("published", published).put("url", url).put("retrieved_at", retrieved.toString()).put("entries", entries)
      .put("complete", complete()).put("missing_parts", new JsonArray(missingParts));
  }

  /** Lists stored before parts were tracked read as complete. */
  public static ListInfo fromJson(JsonObject json) {
    JsonArray missing = json.getJsonArray("missing_parts", new JsonArray());
    return new ListInfo(json.getString("id"), json.getString("title"), json.getString("format"),
      json.getString("version"), json.getString("published"), json.getString("url"),
      Instant.parse(json.getString("retrieved_at")), json.getInteger("entries", 0),
      missing.stream().map(String::valueOf).toList());
  }
}
