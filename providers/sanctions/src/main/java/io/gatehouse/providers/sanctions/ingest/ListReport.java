package io.gatehouse.providers.sanctions.ingest;

import io.gatehouse.api.Source;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonObject;

import java.time.Instant;

/**
 * How one list fared in a refresh: what was stored (the ingest report), or why nothing was and
 * the previous copy still serves.
 *
 * @param format the list's format, which names the list even when nothing was stored
 * @param url    where it was fetched, without query
 * @param at     when it was stored, or when the attempt failed
 * @param stored the ingest report, or null when it failed
 * @param error  why it failed, or null
 */
public record ListReport(ListFormat format, String url, Instant at, JsonObject stored, String error) {

  static ListReport loaded(ListSource source, JsonObject stored) {
    return new ListReport(source.format(), SanctionsIngester.withoutQuery(source.url()),
      Instant.parse(stored.getString("retrieved_at")), stored, null);
  }

  static ListReport failed(ListSource source, Throwable cause) {
    return new ListReport(source.format(), SanctionsIngester.withoutQuery(source.url()), Instant.now(), null,
      cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage());
  }

  public boolean loaded() {
    return stored != null;
  }

  public String listId() {
    return loaded() ? stored.getString("list") : format.listId();
  }

  public String title() {
    return loaded() ? stored.getString("title") : format.title();
  }

  /** The report as answered: list, title, format, url, status, then rows, version and dates or the error. */
  public JsonObject toJson() {
    JsonObject json = new JsonObject().put("list", listId()).put("title", title()).put("format", format.id())
      .put("url", url).put("status", loaded() ? "loaded" : "failed");
    if (!loaded()) return json.put("error", error);
    json.put("rows", stored.getInteger("rows")).put("version", stored.getString("version"));
    if (stored.getString("published") != null) json.put("published", stored.getString("published"));
    return json.put("retrieved_at", at.toString());
  }

  /** The list as a source of an answer, as sanctions_screen cites it; a failed list is unavailable. */
  public Source citation(String okStatus) {
    return loaded()
      ? new Source(title(), url, stored.getString("version"), at, okStatus)
      : new Source(title(), url, null, at, Source.UNAVAILABLE);
  }

  /** One line for progress notes and logs. */
  public String summary() {
    return loaded()
      ? listId() + ": loaded " + stored.getInteger("rows") + " entries, version " + stored.getString("version")
      : listId() + ": failed: " + error;
  }
}
