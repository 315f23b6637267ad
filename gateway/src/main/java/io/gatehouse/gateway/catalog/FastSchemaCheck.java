package io.gatehouse.gateway.catalog;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A quick yes for arguments that plainly match a schema written in a small, common subset of JSON
 * Schema. It never says no: anything it cannot confirm goes to the full validator, which also
 * words the errors. Schema validation was the largest cost of a call; most calls are valid.
 */
final class FastSchemaCheck {

  /** Keywords that only annotate and never change a verdict. */
  private static final Set<String> ANNOTATIONS = Set.of("title", "description", "default", "examples",
    "$comment", "deprecated", "readOnly", "writeOnly");
  private static final Set<String> UNDERSTOOD = Set.of("type", "properties", "required", "additionalProperties",
    "enum", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern",
    "items", "minItems", "maxItems");

  private final Set<String> types;
  private final Map<String, FastSchemaCheck> properties;
  private final List<String> required;
  private final boolean closed;
  private final JsonArray enumValues;
  private final Number minimum;
  private final Number maximum;
  private final Number exclusiveMinimum;
  private final Number exclusiveMaximum;
  private final Integer minLength;
  private final Integer maxLength;
  private final Pattern pattern;
  /** The pattern matched by table when it has that shape, else null. */
  private final CharClassPattern simplePattern;
  private final FastSchemaCheck items;
  private final Integer minItems;
  private final Integer maxItems;

  private FastSchemaCheck(JsonObject schema, Map<String, FastSchemaCheck> properties, FastSchemaCheck items,
                          Pattern pattern) {
    Object type = schema.getValue("type");
    this.types = type == null ? null : type instanceof JsonArray list
      ? new HashSet<>(list.getList().stream().map(String::valueOf).toList()) : Set.of(String.valueOf(type));
    this.properties = properties;
    this.required = schema.getJsonArray("required", new JsonArray()).stream().map(String::valueOf).toList();
    this.closed = Boolean.FALSE.equals(schema.getValue("additionalProperties"));
    this.enumValues = schema.getJsonArray("enum");
    this.minimum = (Number) schema.getValue("minimum");
    this.maximum = (Number) schema.getValue("maximum");
    this.exclusiveMinimum = (Number) schema.getValue("exclusiveMinimum");
    this.exclusiveMaximum = (Number) schema.getValue("exclusiveMaximum");
    this.minLength = schema.getInteger("minLength");
    this.maxLength = schema.getInteger("maxLength");
    this.pattern = pattern;
    this.simplePattern = pattern == null ? null : CharClassPattern.parse(pattern.pattern());
    this.items = items;
    this.minItems = schema.getInteger("minItems");
    this.maxItems = schema.getInteger("maxItems");
  }

  /** The check for a schema, or null when the schema uses anything beyond the subset. */
  static FastSchemaCheck compile(JsonObject schema) {
    try {
      return compileNode(schema);
    } catch (ClassCastException | PatternSyntaxException e) {
      return null;
    }
  }

  private static FastSchemaCheck compileNode(JsonObject schema) {
    for (String keyword : schema.fieldNames()) {
      if (!UNDERSTOOD.contains(keyword) && !ANNOTATIONS.contains(keyword)) return null;
    }
    Object additional = schema.getValue("additionalProperties");
    if (additional != null && !(additional instanceof Boolean)) return null;
    Map<String, FastSchemaCheck> properties = new HashMap<>();
    JsonObject declared = schema.getJsonObject("properties");
    if (declared != null) {
      for (String name : declared.fieldNames()) {
        FastSchemaCheck property = compileNode(declared.getJsonObject(name));
        if (property == null) return null;
        properties.put(name, property);
      }
    }
    FastSchemaCheck items = null;
    if (schema.containsKey("items")) {
      items = compileNode(schema.getJsonObject("items"));
      if (items == null) return null;
    }
    String regex = schema.getString("pattern");
    return new FastSchemaCheck(schema, properties, items, regex == null ? null : Pattern.compile(regex));
  }

  /** True only when the value certainly matches. */
  boolean accepts(Object value) {
    if (types != null && !typeMatches(value)) return false;
    if (enumValues != null && !enumValues.contains(value)) return false;
    if (value instanceof Number number && !inRange(number)) return false;
    if (value instanceof String text && !stringMatches(text)) return false;
    if (value instanceof JsonArray array && !arrayMatches(array)) return false;
    return !(value instanceof JsonObject object) || objectMatches(object);
  }

  private boolean typeMatches(Object value) {
    if (value == null) return types.contains("null");
    if (value instanceof String) return types.contains("string");
    if (value instanceof Boolean) return types.contains("boolean");
    if (value instanceof JsonObject) return types.contains("object");
    if (value instanceof JsonArray) return types.contains("array");
    if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte
      || value instanceof BigInteger) {
      return types.contains("integer") || types.contains("number");
    }
    // a double that happens to be whole is left to the full validator
    return value instanceof Number && types.contains("number");
  }

  private boolean inRange(Number number) {
    double v = number.doubleValue();
    return (minimum == null || v >= minimum.doubleValue())
      && (maximum == null || v <= maximum.doubleValue())
      && (exclusiveMinimum == null || v > exclusiveMinimum.doubleValue())
      && (exclusiveMaximum == null || v < exclusiveMaximum.doubleValue());
  }

  private boolean stringMatches(String text) {
    if (minLength != null || maxLength != null) {
      int length = text.codePointCount(0, text.length());
      if (minLength != null && length < minLength) return false;
      if (maxLength != null && length > maxLength) return false;
    }
    if (pattern == null) return true;
    return simplePattern != null ? simplePattern.matches(text) : pattern.matcher(text).find();
  }

  private boolean arrayMatches(JsonArray array) {
    if (minItems != null && array.size() < minItems) return false;
    if (maxItems != null && array.size() > maxItems) return false;
    if (items != null) {
      for (Object item : array) {
        if (!items.accepts(item)) return false;
      }
    }
    return true;
  }

  private boolean objectMatches(JsonObject object) {
    for (String name : required) {
      if (!object.containsKey(name)) return false;
    }
    for (Map.Entry<String, Object> entry : object) {
      FastSchemaCheck property = properties.get(entry.getKey());
      if (property == null) {
        if (closed) return false;
      } else if (!property.accepts(entry.getValue())) {
        return false;
      }
    }
    return true;
  }
}
