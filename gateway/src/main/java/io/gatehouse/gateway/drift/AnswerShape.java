package io.gatehouse.gateway.drift;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Set;
import java.util.TreeSet;

/**
 * The fields an answer carries, compared by name: an object's own keys; for an array, the keys every
 * item has (an item's optional fields do not count). Deeper levels are not compared: a renamed
 * top-level field or item field is what breaks callers first, and deeper fields vary with the data.
 */
final class AnswerShape {

  private AnswerShape() {
  }

  /** The fields of a JSON answer; empty for scalars and empty arrays, which promise nothing. */
  static Set<String> fieldsOf(Object json) {
    if (json instanceof JsonObject object) return new TreeSet<>(object.fieldNames());
    if (!(json instanceof JsonArray array) || array.isEmpty()) return new TreeSet<>();
    Set<String> common = null;
    for (Object item : array) {
      if (!(item instanceof JsonObject object)) return new TreeSet<>();
      if (common == null) common = new TreeSet<>(object.fieldNames());
      else common.retainAll(object.fieldNames());
    }
    return common;
  }

  /** The fields an output schema requires: of the object, or of each item of an array. */
  static Set<String> promisedBy(JsonObject schema) {
    Set<String> fields = new TreeSet<>();
    if (schema == null) return fields;
    JsonObject object = "array".equals(schema.getString("type")) ? schema.getJsonObject("items", new JsonObject()) : schema;
    object.getJsonArray("required", new JsonArray()).forEach(name -> fields.add(String.valueOf(name)));
    return fields;
  }

  /** Whether the answer is empty of items, so that it cannot show whether promised fields are there. */
  static boolean silent(Object json) {
    return json instanceof JsonArray array && array.isEmpty();
  }
}
