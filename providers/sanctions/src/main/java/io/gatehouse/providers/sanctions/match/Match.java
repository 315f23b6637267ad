package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** A list entry whose best-matching name scored at or above the threshold, and why. */
public record Match(ListInfo list, ListEntry entry, EntryName matchedName, double score, JsonObject explanation) {

  public JsonObject toJson() {
    return new JsonObject()
      .put("list", list.id())
      .put("list_title", list.title())
      .put("entry_id", entry.id())
      .put("type", entry.type().id())
      .put("programmes", new JsonArray(entry.programmes()))
      .put("primary_name", entry.primaryName())
      .put("matched_name", matchedName.name())
      .put("name_kind", matchedName.kind().id())
      .put("birth_dates", new JsonArray(entry.birthDates()))
      .put("countries", new JsonArray(entry.countries()))
      .put("score", score)
      .put("explanation", explanation);
  }
}
