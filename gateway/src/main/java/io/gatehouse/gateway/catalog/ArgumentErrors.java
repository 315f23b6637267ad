package io.gatehouse.gateway.catalog;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.pointer.JsonPointer;
import io.vertx.json.schema.OutputUnit;

import java.util.ArrayList;
import java.util.List;

/**
 * A schema validator's errors as one BAD_ARGUMENT that names the field and what it expected, e.g.
 * {@code invalid argument 'limit': expected an integer <= 100, got 500}. Of the validator's errors the first that
 * says something about a value is told; those that only say a property or item did not match, and those inside an
 * anyOf's branches, are listed in {@code errors} but not told.
 */
final class ArgumentErrors {

  private ArgumentErrors() {
  }

  static ProviderException of(JsonObject schema, JsonObject args, List<OutputUnit> errors) {
    JsonArray listed = new JsonArray();
    List<String> branches = new ArrayList<>();
    Told told = null;
    for (OutputUnit error : errors) {
      listed.add(new JsonObject().put("field", field(error.getInstanceLocation())).put("error", error.getError()));
      String pointer = keywordPointer(error);
      boolean inBranch = branches.stream().anyMatch(b -> pointer.startsWith(b + "/"));
      if (keyword(pointer).equals("anyOf") || keyword(pointer).equals("oneOf")) branches.add(pointer);
      if (told == null && !inBranch) told = tell(schema, args, error, pointer);
    }
    if (told == null) {
      OutputUnit first = errors.isEmpty() ? null : errors.get(0);
      String field = first == null ? "" : field(first.getInstanceLocation());
      String text = first == null ? "arguments do not match the schema" : first.getError();
      told = new Told(field, field.isEmpty() ? text : "invalid argument '" + field + "': " + text, null);
    }
    return new ProviderException(Failure.BAD_ARGUMENT, told.message(), new JsonObject()
      .put("field", told.field().isEmpty() ? null : told.field()).put("expected", told.expected()).put("errors", listed),
      null);
  }

  private record Told(String field, String message, String expected) {
  }

  /** The error in words, or null when it says nothing about a value of its own. */
  private static Told tell(JsonObject schema, JsonObject args, OutputUnit error, String pointer) {
    String keyword = keyword(pointer);
    if (pointer.lastIndexOf('/') < 0
      || !(query(schema, pointer.substring(0, pointer.lastIndexOf('/'))) instanceof JsonObject parent)) {
      return null;
    }
    String field = field(error.getInstanceLocation());
    JsonObject properties = parent.getJsonObject("properties", new JsonObject());
    // "one of these arguments, at least": said as such, not as "a value matching one of 6 schemas"
    List<String> alternatives = keyword.equals("anyOf") ? requiredAlternatives(parent.getValue(keyword)) : null;
    if (alternatives != null) {
      String expected = "at least one of " + String.join(", ", alternatives);
      return new Told(field, (field.isEmpty() ? "missing arguments" : "invalid argument '" + field + "'")
        + ": expected " + expected, expected);
    }
    switch (keyword) {
      case "required" -> {
        String missing = quoted(error.getError());
        if (missing == null) return null;
        String name = field.isEmpty() ? missing : field + "." + missing;
        String expected = Expectation.brief(properties.getValue(missing));
        return new Told(name, "missing argument '" + name + "'" + (expected == null ? "" : ": expected " + expected),
          expected);
      }
      case "additionalProperties" -> {
        String name = field.substring(field.lastIndexOf('.') + 1);
        // the validator also blames this keyword for declared properties that failed their own schema
        if (!Boolean.FALSE.equals(parent.getValue(keyword)) || properties.containsKey(name)) return null;
        String expected = properties.isEmpty() ? null : "one of " + String.join(", ", properties.fieldNames());
        return new Told(field, "unknown argument '" + field + "'" + (expected == null ? "" : ": expected " + expected),
          expected);
      }
      default -> {
        String expected = Expectation.DESCRIBED.contains(keyword)
          ? Expectation.of(keyword, parent.getValue(keyword), parent) : null;
        if (expected == null) return null;
        String got = "got " + abbreviate(Json.encode(query(args, instancePointer(error.getInstanceLocation()))));
        String message = (field.isEmpty() ? "invalid arguments" : "invalid argument '" + field + "'")
          + ": expected " + expected + ", " + got;
        return new Told(field, message, expected);
      }
    }
  }

  /** The names of an anyOf whose every branch only requires one property, or null for any other anyOf. */
  private static List<String> requiredAlternatives(Object branches) {
    if (!(branches instanceof JsonArray list) || list.isEmpty()) return null;
    List<String> names = new ArrayList<>();
    for (Object branch : list) {
      if (!(branch instanceof JsonObject b) || b.size() != 1 || !(b.getValue("required") instanceof JsonArray required)
        || required.size() != 1 || !(required.getValue(0) instanceof String name)) {
        return null;
      }
      names.add(name);
    }
    return names;
  }

  /** Where in the schema the failed keyword is, as a JSON pointer (through any $ref, to its target). */
  private static String keywordPointer(OutputUnit error) {
    String location = error.getAbsoluteKeywordLocation() != null && error.getAbsoluteKeywordLocation().contains("#")
      ? error.getAbsoluteKeywordLocation() : String.valueOf(error.getKeywordLocation());
    return location.substring(location.indexOf('#') + 1);
  }

  private static String keyword(String pointer) {
    return pointer.substring(pointer.lastIndexOf('/') + 1);
  }

  private static Object query(Object root, String pointer) {
    try {
      return JsonPointer.from(pointer).queryJson(root);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static String instancePointer(String location) {
    return location == null ? "" : location.replaceFirst("^#", "");
  }

  /** "/a/b" becomes "a.b". */
  private static String field(String location) {
    return instancePointer(location).replaceFirst("^/", "").replace('/', '.');
  }

  private static String quoted(String text) {
    int open = text == null ? -1 : text.indexOf('"');
    int close = text == null ? -1 : text.lastIndexOf('"');
    return open >= 0 && close > open ? text.substring(open + 1, close) : null;
  }

  private static String abbreviate(String text) {
    return text.length() > 60 ? text.substring(0, 60) + "…" : text;
  }
}
