package io.gatehouse.gateway.catalog;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Moves the local references of an operation's schema into the OpenAPI document's {@code components/schemas}. A
 * tool's schema stands alone, so its {@code "$ref": "#/$defs/record"} points into itself; embedded in the
 * document, {@code #} is the document, where nothing is at {@code /$defs}. Each target becomes a component named
 * after the operation, the schema's role and the target, e.g. {@code entities_match.input.record}, and the
 * reference points there.
 */
final class SchemaComponents {

  private static final String COMPONENTS = "#/components/schemas/";

  private final JsonObject schemas;
  /** Which operation's target each component name holds, so that two targets never share one. */
  private final Map<String, String> owners = new HashMap<>();

  SchemaComponents(JsonObject schemas) {
    this.schemas = schemas;
  }

  /**
   * The schema to embed: a copy whose local references point into the components, without its own
   * {@code $defs}, which the components now hold.
   *
   * @param prefix the operation and role, e.g. {@code entities_match.input}
   */
  JsonObject embed(JsonObject schema, String prefix) {
    JsonObject embedded = (JsonObject) rewrite(schema, schema, prefix);
    embedded.remove("$defs");
    return embedded;
  }

  private Object rewrite(Object node, JsonObject root, String prefix) {
    if (node instanceof JsonArray array) {
      JsonArray out = new JsonArray();
      array.forEach(item -> out.add(rewrite(item, root, prefix)));
      return out;
    }
    if (!(node instanceof JsonObject object)) return node;
    JsonObject out = new JsonObject();
    object.forEach(e -> {
      String name = e.getKey().equals("$ref") && e.getValue() instanceof String ref ? component(ref, root, prefix) : null;
      out.put(e.getKey(), name != null ? COMPONENTS + name : rewrite(e.getValue(), root, prefix));
    });
    return out;
  }

  /** The component holding a local reference's target, added on first use; null for any other reference. */
  private String component(String ref, JsonObject root, String prefix) {
    if (!ref.equals("#") && !ref.startsWith("#/")) return null;
    String pointer = ref.substring(1);
    Object target = resolve(root, pointer);
    if (!(target instanceof JsonObject) && !(target instanceof Boolean)) return null;
    String owner = prefix + ref;
    String name = uniqueName(prefix + nameOf(pointer), owner);
    if (!schemas.containsKey(name)) {
      // claimed before its own references are followed, so a recursive schema finds itself
      schemas.put(name, new JsonObject());
      Object copy = rewrite(target, root, prefix);
      if (copy instanceof JsonObject object && pointer.isEmpty()) object.remove("$defs");
      schemas.put(name, copy);
    }
    return name;
  }

  /** {@code /$defs/record} as {@code .record}; any other pointer by its steps, e.g. {@code .properties.code}. */
  private static String nameOf(String pointer) {
    String path = pointer.startsWith("/$defs/") ? pointer.substring("/$defs".length()) : pointer;
    StringBuilder name = new StringBuilder();
    for (String step : path.split("/", -1)) {
      if (step.isEmpty()) continue;
      // component names allow letters, digits, '.', '-' and '_'
      name.append('.').append(unescape(step).replaceAll("[^A-Za-z0-9_-]", "_"));
    }
    return name.toString();
  }

  private String uniqueName(String base, String owner) {
    String name = base;
    for (int n = 2; owners.containsKey(name) && !owners.get(name).equals(owner); n++) name = base + "_" + n;
    owners.put(name, owner);
    return name;
  }

  /** A JSON pointer's target in the schema, or null. */
  private static Object resolve(JsonObject root, String pointer) {
    Object node = root;
    if (pointer.isEmpty()) return node;
    for (String step : pointer.substring(1).split("/", -1)) {
      String key = unescape(step);
      if (node instanceof JsonObject object) {
        node = object.getValue(key);
      } else if (node instanceof JsonArray array && key.matches("\\d+") && Integer.parseInt(key) < array.size()) {
        node = array.getValue(Integer.parseInt(key));
      } else {
        return null;
      }
    }
    return node;
  }

  private static String unescape(String step) {
    // a fragment is percent-encoded, then its steps are JSON pointer escaped
    return URLDecoder.decode(step.replace("+", "%2B"), StandardCharsets.UTF_8).replace("~1", "/").replace("~0", "~");
  }
}
