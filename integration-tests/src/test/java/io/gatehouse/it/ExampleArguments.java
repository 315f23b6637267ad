package io.gatehouse.it;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * Arguments for a smoke call, from an operation's schema: each required property's first
 * {@code examples} entry, else its default, first enum value, or a value of its type.
 */
final class ExampleArguments {

  private ExampleArguments() {
  }

  static JsonObject of(JsonObject schema) {
    JsonObject properties = schema.getJsonObject("properties", new JsonObject());
    JsonArray required = schema.getJsonArray("required", new JsonArray());
    JsonObject args = new JsonObject();
    for (Object name : required) {
      JsonObject property = properties.getJsonObject((String) name, new JsonObject());
      args.put((String) name, example(property));
    }
    return args;
  }

  private static Object example(JsonObject property) {
    JsonArray examples = property.getJsonArray("examples");
    if (examples != null && !examples.isEmpty()) return examples.getValue(0);
    if (property.containsKey("default")) return property.getValue("default");
    JsonArray values = property.getJsonArray("enum");
    if (values != null && !values.isEmpty()) return values.getValue(0);
    String type = property.getString("type", "string");
    return switch (type) {
      case "integer" -> property.getInteger("minimum", 1);
      case "number" -> property.getDouble("minimum", 1.0);
      case "boolean" -> Boolean.TRUE;
      case "array" -> new JsonArray().add(example(property.getJsonObject("items", new JsonObject())));
      default -> "example";
    };
  }
}
