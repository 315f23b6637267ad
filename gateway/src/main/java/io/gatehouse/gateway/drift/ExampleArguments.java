package io.gatehouse.gateway.drift;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The arguments a check calls an operation with, from its schema: each required property's first
 * {@code examples} entry, else its default, else its first enum value. Optional properties are left
 * out, so the call is the one the manifest documents.
 */
final class ExampleArguments {

  private ExampleArguments() {
  }

  /** @throws IllegalArgumentException naming a required property that offers no example */
  static JsonObject of(JsonObject schema) {
    JsonObject properties = schema.getJsonObject("properties", new JsonObject());
    JsonObject args = new JsonObject();
    for (Object name : schema.getJsonArray("required", new JsonArray())) {
      Object example = example(properties.getJsonObject((String) name, new JsonObject()));
      if (example == null) throw new IllegalArgumentException("required " + name + " has no example in the manifest");
      args.put((String) name, example);
    }
    return args;
  }

  private static Object example(JsonObject property) {
    JsonArray examples = property.getJsonArray("examples");
    if (examples != null && !examples.isEmpty()) return examples.getValue(0);
    if (property.containsKey("default")) return property.getValue("default");
    JsonArray values = property.getJsonArray("enum");
    return values != null && !values.isEmpty() ? values.getValue(0) : null;
  }
}
