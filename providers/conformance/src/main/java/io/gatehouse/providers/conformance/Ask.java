package io.gatehouse.providers.conformance;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** The requests a tool sends the client for input, in MCP shape ({method, params}). */
final class Ask {

  private Ask() {
  }

  static JsonObject elicit(String message, JsonObject properties, JsonArray required) {
    return new JsonObject().put("method", "elicitation/create").put("params", new JsonObject()
      .put("message", message)
      .put("requestedSchema", new JsonObject().put("type", "object").put("properties", properties)
        .put("required", required)));
  }

  /** An elicitation of one required string field. */
  static JsonObject elicitString(String message, String field) {
    return elicit(message, new JsonObject().put(field, new JsonObject().put("type", "string")), new JsonArray().add(field));
  }

  static JsonObject sample(String prompt, int maxTokens) {
    return new JsonObject().put("method", "sampling/createMessage").put("params", new JsonObject()
      .put("messages", new JsonArray().add(new JsonObject().put("role", "user")
        .put("content", new JsonObject().put("type", "text").put("text", prompt))))
      .put("maxTokens", maxTokens));
  }

  static JsonObject roots() {
    return new JsonObject().put("method", "roots/list").put("params", new JsonObject());
  }

  /** A string field of an elicitation's answer, or "unknown". */
  static String field(JsonObject answer, String name) {
    JsonObject content = answer == null ? null : answer.getJsonObject("content");
    return content != null && content.getValue(name) instanceof String s ? s : "unknown";
  }

  /** The text a sampling answer carries, or null. */
  static String sampledText(JsonObject answer) {
    JsonObject content = answer == null ? null : answer.getJsonObject("content");
    return content != null && content.getValue("text") instanceof String s ? s : null;
  }
}
