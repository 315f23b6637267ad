package io.gatehouse.gateway.rest;

import io.gatehouse.api.ProviderException;
import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Map;

/**
 * Turns REST path and query strings into JSON arguments typed as the operation's schema says, so
 * the same schema validates REST and MCP calls.
 */
final class ArgumentCoercion {

  private ArgumentCoercion() {
  }

  static JsonObject fromRequest(JsonObject schema, Map<String, String> pathParams, MultiMap query) {
    JsonObject declared = schema.getJsonObject("properties");
    JsonObject properties = declared != null ? declared : new JsonObject();
    JsonObject args = new JsonObject();
    for (String name : query.names()) {
      List<String> values = query.getAll(name);
      args.put(name, coerce(name, values, properties.getJsonObject(name)));
    }
    pathParams.forEach((name, value) -> args.put(name, coerce(name, List.of(value), properties.getJsonObject(name))));
    return args;
  }

  private static Object coerce(String name, List<String> values, JsonObject property) {
    String type = property == null ? null : property.getString("type");
    if ("array".equals(type)) {
      JsonObject items = property.getJsonObject("items", new JsonObject());
      JsonArray array = new JsonArray();
      for (String value : values) {
        for (String part : value.split(",")) {
          if (!part.isEmpty()) array.add(scalar(name, part, items.getString("type")));
        }
      }
      return array;
    }
    if (values.size() > 1) {
      throw ProviderException.badArgument(name, "parameter '" + name + "' is given more than once");
    }
    return scalar(name, values.get(0), type);
  }

  private static Object scalar(String name, String value, String type) {
    if (type == null) return value;
    try {
      return switch (type) {
        case "integer" -> Long.parseLong(value.trim());
        case "number" -> Double.parseDouble(value.trim());
        case "boolean" -> parseBoolean(name, value.trim());
        default -> value;
      };
    } catch (NumberFormatException e) {
      throw ProviderException.badArgument(name, "parameter '" + name + "' must be " + (type.equals("integer")
        ? "an integer" : "a number") + ", got '" + abbreviate(value) + "'");
    }
  }

  private static boolean parseBoolean(String name, String value) {
    if (value.equalsIgnoreCase("true") || value.equals("1")) return true;
    if (value.equalsIgnoreCase("false") || value.equals("0")) return false;
    throw ProviderException.badArgument(name, "parameter '" + name + "' must be true or false, got '"
      + abbreviate(value) + "'");
  }

  private static String abbreviate(String value) {
    return value.length() > 40 ? value.substring(0, 40) + "…" : value;
  }
}
