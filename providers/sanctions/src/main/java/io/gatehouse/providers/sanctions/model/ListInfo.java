package io.gatehouse.providers.sanctions.model;

import io.vertx.core.json.JsonObject;

import java.time.Instant;

/**
 * What is known about one loaded list.
 *
 * @param id        {@code eu_fsf}, {@code ofac_sdn}, {@code un_sc} or {@code uk_fcdo}
 * @param title     e.g. "EU Financial Sanctions Files"
 * @param format    the format it was read from, e.g. {@code ofac-csv}
 * @param version   the publisher's file id or generation stamp, else a digest of the content
 * @param published when the publisher generated the list ({@code YYYY-MM-DD} or an instant), or null
 * @param url       where the list is published, without query (no tokens)
 * @param retrieved when this copy was ingested
 * @param entries   how many designations it holds
 */
public record ListInfo(String id, String title, String format, String version, String published, String url,
                       Instant retrieved, int entries) {

  public JsonObject toJson() {
    return new JsonObject().put("id", id).put("title", title).put("format", format).put("version", version)
      .put("published", published).put("url", url).put("retrieved_at", retrieved.toString()).put("entries", entries);
  }

  public static ListInfo fromJson(JsonObject json) {
    return new ListInfo(json.getString("id"), json.getString("title"), json.getString("format"),
      json.getString("version"), json.getString("published"), json.getString("url"),
      Instant.parse(json.getString("retrieved_at")), json.getInteger("entries", 0));
  }
}
