package io.gatehouse.it;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/** Walks a published JSON document for what clients trip on: type lists and local references. */
final class SchemaWalk {

  private SchemaWalk() {
  }

  /** Where a {@code type} is a list, as JSON pointers. */
  static List<String> typeLists(Object document) {
    List<String> found = new ArrayList<>();
    walk(document, "", (path, object) -> {
      if (object.getValue("type") instanceof JsonArray) found.add(path);
    });
    return found;
  }

  /** Every local {@code $ref}, e.g. {@code #/components/schemas/Problem}. */
  static List<String> localRefs(Object document) {
    List<String> found = new ArrayList<>();
    walk(document, "", (path, object) -> {
      if (object.getValue("$ref") instanceof String ref && ref.startsWith("#")) found.add(ref);
    });
    return found;
  }

  private static void walk(Object node, String path, BiConsumer<String, JsonObject> visit) {
    if (node instanceof JsonObject object) {
      visit.accept(path, object);
      object.forEach(e -> walk(e.getValue(), path + "/" + e.getKey().replace("~", "~0").replace("/", "~1"), visit));
    } else if (node instanceof JsonArray array) {
      for (int i = 0; i < array.size(); i++) walk(array.getValue(i), path + "/" + i, visit);
    }
  }
}
