package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Mcp-Param-* headers of the stateless revision: a tool parameter marked {@code x-mcp-header} is
 * mirrored into {@code Mcp-Param-<name>} so intermediaries can route on it, and the header must
 * agree with the body. Plain values are compared as sent (without surrounding whitespace),
 * {@code =?base64?…?=} values after strict decoding.
 */
final class ParamHeaders {

  private static final String MARKER = "x-mcp-header";
  private static final Pattern BASE64 = Pattern.compile("(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?");

  private record Mirrored(String parameter, String header) {
  }

  private final McpBackend backend;
  private List<JsonObject> indexed;
  private Map<String, List<Mirrored>> byTool = Map.of();

  ParamHeaders(McpBackend backend) {
    this.backend = backend;
  }

  /** Null when the headers agree with the arguments, else what is wrong. */
  String check(String tool, JsonObject arguments, MultiMap headers) {
    List<Mirrored> mirrored = index().get(tool);
    if (mirrored == null) return null;
    for (Mirrored m : mirrored) {
      Object value = arguments == null ? null : arguments.getValue(m.parameter());
      String sent = headers.get("Mcp-Param-" + m.header());
      if (sent == null) {
        if (value != null) return "missing Mcp-Param-" + m.header() + " header for " + m.parameter();
        continue;
      }
      String decoded = decode(sent.strip());
      if (decoded == null) return "Mcp-Param-" + m.header() + " is not valid Base64";
      if (value == null || !decoded.equals(String.valueOf(value))) {
        return "Mcp-Param-" + m.header() + " does not match arguments." + m.parameter();
      }
    }
    return null;
  }

  /** The value a header carries, or null for a malformed Base64 form. */
  static String decode(String value) {
    if (!(value.startsWith("=?base64?") && value.endsWith("?=") && value.length() >= 11)) return value;
    String encoded = value.substring(9, value.length() - 2);
    if (!BASE64.matcher(encoded).matches()) return null;
    return new String(java.util.Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
  }

  /** The mirrored parameters of each tool, rebuilt when the backend hands over a new list. */
  private synchronized Map<String, List<Mirrored>> index() {
    List<JsonObject> tools = backend.tools();
    if (tools != indexed) {
      Map<String, List<Mirrored>> map = new HashMap<>();
      for (JsonObject tool : tools) {
        JsonObject properties = tool.getJsonObject("inputSchema", new JsonObject()).getJsonObject("properties");
        if (properties == null) continue;
        List<Mirrored> mirrored = new ArrayList<>();
        properties.forEach(e -> {
          if (e.getValue() instanceof JsonObject p && p.getValue(MARKER) instanceof String header) {
            mirrored.add(new Mirrored(e.getKey(), header));
          }
        });
        if (!mirrored.isEmpty()) map.put(tool.getString("name"), List.copyOf(mirrored));
      }
      byTool = map;
      indexed = tools;
    }
    return byTool;
  }
}
