package io.gatehouse.gateway.server;

import io.gatehouse.gateway.mcp.McpException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Prompts a server's configuration defines: a name, arguments (optionally with a closed list of
 * choices, which completion offers) and a template whose {@code {argument}} placeholders are filled.
 */
final class ServerPrompts {

  private final Map<String, JsonObject> byName = new LinkedHashMap<>();

  ServerPrompts(JsonArray config) {
    for (Object o : config) {
      JsonObject prompt = (JsonObject) o;
      byName.put(prompt.getString("name"), prompt);
    }
  }

  boolean isEmpty() {
    return byName.isEmpty();
  }

  List<JsonObject> list() {
    List<JsonObject> list = new ArrayList<>();
    byName.values().forEach(p -> {
      JsonArray arguments = new JsonArray();
      p.getJsonArray("arguments", new JsonArray()).forEach(a -> {
        JsonObject arg = (JsonObject) a;
        arguments.add(new JsonObject().put("name", arg.getString("name"))
          .put("description", arg.getString("description"))
          .put("required", arg.getBoolean("required", false)));
      });
      list.add(new JsonObject().put("name", p.getString("name")).put("title", p.getString("title"))
        .put("description", p.getString("description")).put("arguments", arguments));
    });
    return list;
  }

  /** The filled prompt, or null for an unknown one; a missing required argument is refused. */
  JsonObject get(String name, JsonObject arguments) {
    JsonObject prompt = byName.get(name);
    if (prompt == null) return null;
    JsonObject args = arguments == null ? new JsonObject() : arguments;
    String text = prompt.getString("template", "");
    for (Object a : prompt.getJsonArray("arguments", new JsonArray())) {
      JsonObject arg = (JsonObject) a;
      String argName = arg.getString("name");
      Object value = args.getValue(argName);
      if (value == null && arg.getBoolean("required", false)) {
        throw McpException.invalidParams("prompt " + name + " needs argument " + argName);
      }
      text = text.replace("{" + argName + "}", value == null ? "(not given)" : String.valueOf(value));
    }
    return new JsonObject()
      .put("description", prompt.getString("description"))
      .put("messages", new JsonArray().add(new JsonObject().put("role", "user")
        .put("content", new JsonObject().put("type", "text").put("text", text))));
  }

  List<String> choices(String promptName, String argument) {
    JsonObject prompt = byName.get(promptName);
    if (prompt == null) return List.of();
    for (Object a : prompt.getJsonArray("arguments", new JsonArray())) {
      JsonObject arg = (JsonObject) a;
      if (arg.getString("name").equals(argument)) {
        return arg.getJsonArray("choices", new JsonArray()).stream().map(String::valueOf).toList();
      }
    }
    return List.of();
  }
}
