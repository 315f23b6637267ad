package io.gatehouse.providers.verify.peers;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** Reads declared fields of a peer's answer; a required field that is missing or mistyped makes the answer unreadable. */
final class Fields {

  private Fields() {
  }

  static String required(JsonObject json, String field, String tool) {
    if (json.getValue(field) instanceof String s) return s;
    throw new UnreadableAnswer(tool + " answered without its declared field " + field);
  }

  static String optional(JsonObject json, String field) {
    return json != null && json.getValue(field) instanceof String s && !s.isBlank() ? s : null;
  }

  static boolean flag(JsonObject json, String field) {
    return json != null && Boolean.TRUE.equals(json.getValue(field));
  }

  static JsonObject object(JsonObject json, String field) {
    return json != null && json.getValue(field) instanceof JsonObject o ? o : null;
  }

  static JsonArray array(JsonObject json, String field, String tool) {
    if (json.getValue(field) instanceof JsonArray a) return a;
    throw new UnreadableAnswer(tool + " answered without its declared list " + field);
  }

  /** The given field of every object in the list, where it is a non-blank string. */
  static List<String> each(JsonArray list, String field) {
    List<String> values = new ArrayList<>();
    if (list == null) return values;
    for (Object item : list) {
      if (item instanceof JsonObject o && optional(o, field) != null) values.add(o.getString(field));
    }
    return values;
  }
}
