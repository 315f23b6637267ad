package io.gatehouse.api.manifest;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A provider's declarative description: its upstreams and operations. Parsing checks everything
 * that can be checked without the gateway and reports all problems at once.
 */
public record Manifest(String id, String title, String description, String version,
                       Map<String, UpstreamSpec> upstreams, List<OperationSpec> operations, JsonObject json) {

  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*");

  public static Manifest parse(String text) {
    try {
      return fromJson(new JsonObject(text));
    } catch (DecodeException | ClassCastException e) {
      throw new ManifestException(null, List.of("not a JSON object: " + e.getMessage()));
    }
  }

  public static Manifest fromJson(JsonObject json) {
    List<String> problems = new ArrayList<>();
    String id = json.getString("id");
    if (id == null || !ID.matcher(id).matches()) problems.add("id must match [a-z][a-z0-9]*");
    String safeId = id == null ? "" : id;

    Map<String, UpstreamSpec> upstreams = new LinkedHashMap<>();
    json.getJsonObject("upstreams", new JsonObject()).forEach(e -> {
      if (e.getValue() instanceof JsonObject spec) upstreams.put(e.getKey(), UpstreamSpec.fromJson(e.getKey(), spec, problems));
      else problems.add("upstreams." + e.getKey() + " must be an object");
    });

    List<OperationSpec> operations = new ArrayList<>();
    JsonArray ops = json.getJsonArray("operations", new JsonArray());
    if (ops.isEmpty()) problems.add("operations must not be empty");
    Set<String> ids = new HashSet<>();
    Set<String> routes = new HashSet<>();
    for (int i = 0; i < ops.size(); i++) {
      if (!(ops.getValue(i) instanceof JsonObject opJson)) {
        problems.add("operations[" + i + "] must be an object");
        continue;
      }
      OperationSpec op = OperationSpec.fromJson(safeId, opJson, i, problems);
      if (op.id() != null && !ids.add(op.id())) problems.add("operation id " + op.id() + " appears twice");
      if (!routes.add(op.restMethod() + " " + op.restPath().replaceAll("\\{[^}]+}", "{}"))) {
        problems.add("route " + op.restMethod() + " " + op.restPath() + " appears twice");
      }
      if (op.request() != null && !upstreams.containsKey(op.request().upstream())) {
        problems.add("operation " + op.id() + " refers to unknown upstream " + op.request().upstream());
      }
      op.uses().stream().filter(name -> !upstreams.containsKey(name))
        .forEach(name -> problems.add("operation " + op.id() + " uses unknown upstream " + name));
      operations.add(op);
    }
    checkReplacements(safeId, operations, problems);
    McpContent.check(json, problems);
    if (!problems.isEmpty()) throw new ManifestException(id, problems);
    return new Manifest(id, json.getString("title", id), json.getString("description", ""),
      json.getString("version", "0.0.0"), Map.copyOf(upstreams), List.copyOf(operations), json);
  }

  /** A replacement named among this provider's tools must exist and be current. */
  private static void checkReplacements(String id, List<OperationSpec> operations, List<String> problems) {
    Map<String, OperationSpec> byTool = new LinkedHashMap<>();
    operations.forEach(op -> byTool.put(id + "_" + op.id(), op));
    for (OperationSpec op : operations) {
      String replacement = op.isDeprecated() ? op.deprecated().replacedBy() : null;
      if (replacement == null || !replacement.startsWith(id + "_")) continue;
      OperationSpec target = byTool.get(replacement);
      if (target == null) problems.add("operation " + op.id() + " is replaced by unknown tool " + replacement);
      else if (target.isDeprecated()) problems.add("operation " + op.id() + " is replaced by deprecated tool " + replacement);
    }
  }

  public String toolName(OperationSpec op) {
    return id + "_" + op.id();
  }

  /** Fixed MCP resources: uri, name, title?, description?, mimeType?, and the content as text or blob (base64). */
  public JsonArray resources() {
    return json.getJsonArray(McpContent.RESOURCES, new JsonArray());
  }

  /** MCP resource templates: uriTemplate with {@code {var}} segments, name, ..., text or blob filled per read. */
  public JsonArray resourceTemplates() {
    return json.getJsonArray(McpContent.TEMPLATES, new JsonArray());
  }

  /** MCP prompts: name, title?, description?, arguments?, and messages whose {@code {argument}} placeholders are filled. */
  public JsonArray prompts() {
    return json.getJsonArray(McpContent.PROMPTS, new JsonArray());
  }
}
