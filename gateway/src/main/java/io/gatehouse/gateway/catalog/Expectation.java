package io.gatehouse.gateway.catalog;

import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a schema keyword expects, in words a caller can act on: "an integer >= 1", "a string matching ^[A-Z]{2}$",
 * "one of "en", "nl"". The schema library's own texts name neither the bound nor the pattern.
 */
final class Expectation {

  /** The keywords described here, the ones whose failure says what was wrong with a value. */
  static final Set<String> DESCRIBED = Set.of("type", "enum", "const", "pattern", "format", "minLength", "maxLength",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems",
    "minProperties", "maxProperties", "anyOf", "oneOf");

  private Expectation() {
  }

  /**
   * What {@code keyword} with {@code value} asks of an instance, or null for a keyword not described here.
   *
   * @param schema the schema object holding the keyword
   */
  static String of(String keyword, Object value, JsonObject schema) {
    return switch (keyword) {
      case "type" -> types(value);
      case "enum" -> value instanceof JsonArray values ? "one of " + list(values) : null;
      case "const" -> Json.encode(value);
      case "pattern" -> "a string matching " + value;
      case "format" -> "a string in " + value + " format";
      case "minLength" -> "a string of at least " + count(value, "character");
      case "maxLength" -> "a string of at most " + count(value, "character");
      case "minimum" -> number(schema) + " >= " + value;
      case "maximum" -> number(schema) + " <= " + value;
      case "exclusiveMinimum" -> number(schema) + " > " + value;
      case "exclusiveMaximum" -> number(schema) + " < " + value;
      case "multipleOf" -> "a multiple of " + value;
      case "minItems" -> "at least " + count(value, "item");
      case "maxItems" -> "at most " + count(value, "item");
      case "uniqueItems" -> "items without repeats";
      case "minProperties" -> "at least " + count(value, "member");
      case "maxProperties" -> "at most " + count(value, "member");
      case "anyOf", "oneOf" -> value instanceof JsonArray branches ? branches(branches) : null;
      default -> null;
    };
  }

  /** A whole schema in brief, by its type, const or enum: "a string", "one of 1, 2"; null when it has none. */
  static String brief(Object schema) {
    if (!(schema instanceof JsonObject s)) return null;
    if (s.containsKey("const")) return of("const", s.getValue("const"), s);
    if (s.containsKey("enum")) return of("enum", s.getValue("enum"), s);
    return s.containsKey("type") ? types(s.getValue("type")) : null;
  }

  private static String branches(JsonArray branches) {
    List<String> each = new ArrayList<>();
    for (Object branch : branches) {
      String text = brief(branch);
      if (text == null) return "a value matching one of " + branches.size() + " schemas";
      each.add(text);
    }
    return String.join(" or ", each);
  }

  private static String types(Object type) {
    if (!(type instanceof JsonArray list)) return article(String.valueOf(type));
    List<String> each = new ArrayList<>();
    list.forEach(t -> each.add(article(String.valueOf(t))));
    return String.join(" or ", each);
  }

  private static String article(String type) {
    return switch (type) {
      case "null" -> "null";
      case "integer", "object", "array" -> "an " + type;
      default -> "a " + type;
    };
  }

  private static String number(JsonObject schema) {
    return "integer".equals(schema.getValue("type")) ? "an integer" : "a number";
  }

  private static String list(JsonArray values) {
    List<String> each = new ArrayList<>();
    values.forEach(v -> each.add(Json.encode(v)));
    return String.join(", ", each);
  }

  private static String count(Object n, String noun) {
    return n + " " + noun + ("1".equals(String.valueOf(n)) ? "" : "s");
  }
}
