package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks the optional declarative MCP sections of a manifest: resources, resource templates and
 * prompts whose content is written in the manifest itself (no handler), with {@code {name}}
 * placeholders filled from template variables or prompt arguments.
 */
final class McpContent {

  static final String RESOURCES = "resources";
  static final String TEMPLATES = "resourceTemplates";
  static final String PROMPTS = "prompts";

  private McpContent() {
  }

  static void check(JsonObject json, List<String> problems) {
    Set<String> uris = new HashSet<>();
    each(json, RESOURCES, problems, (r, where) -> {
      require(r, "uri", where, problems);
      require(r, "name", where, problems);
      oneBody(r, where, problems);
      if (r.getValue("uri") instanceof String uri && !uris.add(uri)) problems.add(where + ": uri " + uri + " appears twice");
    });
    each(json, TEMPLATES, problems, (t, where) -> {
      require(t, "uriTemplate", where, problems);
      require(t, "name", where, problems);
      oneBody(t, where, problems);
    });
    Set<String> names = new HashSet<>();
    each(json, PROMPTS, problems, (p, where) -> {
      require(p, "name", where, problems);
      if (!(p.getValue("messages") instanceof JsonArray m) || m.isEmpty()) problems.add(where + ".messages must be a non-empty array");
      if (p.getValue("name") instanceof String name && !names.add(name)) problems.add(where + ": prompt " + name + " appears twice");
    });
  }

  private interface Check {
    void check(JsonObject item, String where);
  }

  private static void each(JsonObject json, String section, List<String> problems, Check check) {
    Object value = json.getValue(section);
    if (value == null) return;
    if (!(value instanceof JsonArray items)) {
      problems.add(section + " must be an array");
      return;
    }
    for (int i = 0; i < items.size(); i++) {
      if (items.getValue(i) instanceof JsonObject item) check.check(item, section + "[" + i + "]");
      else problems.add(section + "[" + i + "] must be an object");
    }
  }

  private static void require(JsonObject item, String field, String where, List<String> problems) {
    if (!(item.getValue(field) instanceof String s) || s.isBlank()) problems.add(where + "." + field + " is required");
  }

  private static void oneBody(JsonObject item, String where, List<String> problems) {
    if (item.containsKey("text") == item.containsKey("blob")) problems.add(where + " needs exactly one of text or blob");
  }
}
