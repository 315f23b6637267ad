package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Why an operation is deprecated and what replaces it. A deprecated operation still works; the
 * gateway marks it in OpenAPI, in its MCP tool and in the endpoint count.
 *
 * @param reason     why, in one sentence, e.g. that the upstream service is legacy
 * @param replacedBy the tool to use instead ({@code <provider>_<operation>}), or null when nothing replaces it
 */
public record Deprecation(String reason, String replacedBy) {

  private static final Pattern TOOL = Pattern.compile("[a-z][a-z0-9_]*");
  private static final Set<String> FIELDS = Set.of("reason", "replacedBy");

  /** Null when the operation declares no {@code deprecated}. */
  static Deprecation fromJson(Object value, String where, List<String> problems) {
    if (value == null) return null;
    String at = where + ".deprecated";
    if (!(value instanceof JsonObject json)) {
      problems.add(at + " must be an object with reason and replacedBy");
      return null;
    }
    if (!(json.getValue("reason") instanceof String reason) || reason.isBlank()) {
      problems.add(at + ".reason is required");
      return null;
    }
    Object replacedBy = json.getValue("replacedBy");
    if (replacedBy != null && !(replacedBy instanceof String tool && TOOL.matcher(tool).matches())) {
      problems.add(at + ".replacedBy must be a tool name matching [a-z][a-z0-9_]*");
      return null;
    }
    for (String key : json.fieldNames()) {
      if (!FIELDS.contains(key)) problems.add(at + "." + key + " is not a known field");
    }
    return new Deprecation(reason.strip(), (String) replacedBy);
  }

  /** The notice that leads the description of a deprecated operation. */
  public String notice() {
    String notice = "Deprecated: " + (reason.endsWith(".") ? reason : reason + ".");
    return replacedBy == null ? notice : notice + " Use " + replacedBy + " instead.";
  }
}
