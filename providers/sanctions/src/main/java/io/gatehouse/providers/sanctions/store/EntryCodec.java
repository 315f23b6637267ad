package io.gatehouse.providers.sanctions.store;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** One entry as one JSON line: short keys, since a list holds tens of thousands of them. */
final class EntryCodec {

  private EntryCodec() {
  }

  static JsonObject encode(ListEntry entry) {
    JsonArray names = new JsonArray();
    entry.names().forEach(n -> names.add(new JsonArray().add(n.name()).add(n.kind().id())));
    return new JsonObject().put("id", entry.id()).put("t", entry.type().id())
      .put("p", new JsonArray(entry.programmes())).put("n", names)
      .put("b", new JsonArray(entry.birthDates())).put("c", new JsonArray(entry.countries()));
  }

  static ListEntry decode(JsonObject json) {
    List<EntryName> names = new ArrayList<>();
    json.getJsonArray("n").forEach(n -> {
      JsonArray pair = (JsonArray) n;
      names.add(new EntryName(pair.getString(0), NameKind.fromId(pair.getString(1))));
    });
    return new ListEntry(json.getString("id"), EntityType.fromId(json.getString("t")), strings(json.getJsonArray("p")),
      names, strings(json.getJsonArray("b")), strings(json.getJsonArray("c")));
  }

  private static List<String> strings(JsonArray array) {
    List<String> out = new ArrayList<>(array.size());
    array.forEach(v -> out.add((String) v));
    return out;
  }
}
