package io.gatehouse.gateway.catalog;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A schema as the gateway publishes it (MCP tools/list, OpenAPI). A {@code type} array such as
 * {@code ["number", "null"]}, which some model APIs reject, becomes a single type where one serves, else an
 * {@code anyOf} of single types whose branches take the keywords that only constrain their own type. The result
 * accepts exactly the instances the manifest's schema accepts, so an answer checked against either agrees.
 */
public final class PortableSchema {

  private static final Set<String> SCHEMA = Set.of("items", "additionalProperties", "not", "if", "then", "else",
    "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "contentSchema");
  private static final Set<String> SCHEMA_LISTS = Set.of("allOf", "anyOf", "oneOf", "prefixItems");
  private static final Set<String> SCHEMA_MAPS = Set.of("properties", "patternProperties", "$defs", "dependentSchemas");

  private static final Set<String> NUMERIC = Set.of("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "multipleOf");
  private static final Map<String, Set<String>> OWN_KEYWORDS = Map.of(
    "object", Set.of("properties", "required", "additionalProperties", "patternProperties", "propertyNames",
      "minProperties", "maxProperties", "dependentRequired", "dependentSchemas"),
    "array", Set.of("items", "prefixItems", "contains", "minContains", "maxContains", "minItems", "maxItems",
      "uniqueItems"),
    "string", Set.of("minLength", "maxLength", "pattern", "format", "contentEncoding", "contentMediaType",
      "contentSchema"),
    "number", NUMERIC,
    "integer", NUMERIC);

  private PortableSchema() {
  }

  /** A rewritten copy; the given schema is left as it is. */
  public static JsonObject of(JsonObject schema) {
    return schema == null ? null : rewrite(schema);
  }

  private static JsonObject rewrite(JsonObject schema) {
    JsonObject children = new JsonObject();
    schema.forEach(e -> children.put(e.getKey(), child(e.getKey(), e.getValue())));
    return children.getValue("type") instanceof JsonArray types ? withoutTypeList(children, types) : children;
  }

  /** A keyword's value with the schemas in it rewritten; values that are data (enum, const, default...) as they are. */
  private static Object child(String keyword, Object value) {
    if (SCHEMA.contains(keyword) && value instanceof JsonObject s) return rewrite(s);
    if (SCHEMA_LISTS.contains(keyword) && value instanceof JsonArray list) {
      JsonArray out = new JsonArray();
      list.forEach(item -> out.add(item instanceof JsonObject s ? rewrite(s) : item));
      return out;
    }
    if (SCHEMA_MAPS.contains(keyword) && value instanceof JsonObject map) {
      JsonObject out = new JsonObject();
      map.forEach(e -> out.put(e.getKey(), e.getValue() instanceof JsonObject s ? rewrite(s) : e.getValue()));
      return out;
    }
    return value;
  }

  private static JsonObject withoutTypeList(JsonObject schema, JsonArray typeList) {
    List<String> types = new ArrayList<>();
    typeList.forEach(t -> {
      if (!types.contains(String.valueOf(t))) types.add(String.valueOf(t));
    });
    // every integer is a number
    if (types.contains("number")) types.remove("integer");
    // no type allowed at all: nothing to rewrite it as
    if (types.isEmpty()) return schema;
    Map<String, Object> out = new LinkedHashMap<>();
    if (types.size() == 1) {
      schema.forEach(e -> out.put(e.getKey(), e.getKey().equals("type") ? types.get(0) : e.getValue()));
      return new JsonObject(out);
    }
    JsonArray branches = new JsonArray();
    Set<String> moved = new HashSet<>();
    for (String type : types) {
      JsonObject branch = new JsonObject().put("type", type);
      for (String keyword : OWN_KEYWORDS.getOrDefault(type, Set.of())) {
        if (schema.containsKey(keyword)) {
          branch.put(keyword, schema.getValue(keyword));
          moved.add(keyword);
        }
      }
      branches.add(branch);
    }
    boolean hasAnyOf = schema.containsKey("anyOf");
    schema.forEach(e -> {
      if (e.getKey().equals("type")) {
        if (!hasAnyOf) out.put("anyOf", branches);
      } else if (!moved.contains(e.getKey())) {
        out.put(e.getKey(), e.getValue());
      }
    });
    // an anyOf of its own already: both must hold
    if (hasAnyOf) {
      JsonArray allOf = schema.getJsonArray("allOf", new JsonArray()).copy();
      out.put("allOf", allOf.add(new JsonObject().put("anyOf", branches)));
    }
    return new JsonObject(out);
  }
}
