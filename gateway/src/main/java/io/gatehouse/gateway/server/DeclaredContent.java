package io.gatehouse.gateway.server;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.McpException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The resources, resource templates and prompts a server's providers declare in their manifests.
 * Their content is written in the manifest; {@code {name}} placeholders are filled from template
 * variables or prompt arguments, so none of it needs a call to the provider. A prompt may also ask
 * the user for values first ({@code inputs}: elicitations by key, answered fields used as
 * {@code {key.field}}); that takes the stateless revision's multi round-trip.
 */
final class DeclaredContent {

  private static final Pattern VARIABLE = Pattern.compile("\\{([A-Za-z0-9_.]+)}");
  private static final List<String> BODY = List.of("text", "blob");

  private final Map<String, JsonObject> resources = new LinkedHashMap<>();
  private final List<Template> templates = new ArrayList<>();
  private final Map<String, JsonObject> prompts = new LinkedHashMap<>();

  private record Template(JsonObject spec, Pattern pattern, List<String> variables) {
  }

  DeclaredContent(List<Manifest> manifests) {
    for (Manifest m : manifests) {
      m.resources().forEach(r -> resources.putIfAbsent(((JsonObject) r).getString("uri"), (JsonObject) r));
      m.resourceTemplates().forEach(t -> templates.add(template((JsonObject) t)));
      m.prompts().forEach(p -> prompts.putIfAbsent(((JsonObject) p).getString("name"), (JsonObject) p));
    }
  }

  List<JsonObject> resources() {
    return resources.values().stream().map(DeclaredContent::listed).toList();
  }

  List<JsonObject> templates() {
    return templates.stream().map(t -> listed(t.spec())).toList();
  }

  /** The contents of a declared resource or of a URI a template matches; null when none does. */
  JsonArray read(String uri) {
    JsonObject fixed = resources.get(uri);
    if (fixed != null) return new JsonArray().add(contents(fixed, uri, Map.of()));
    for (Template t : templates) {
      Matcher m = t.pattern().matcher(uri);
      if (m.matches()) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < t.variables().size(); i++) values.put(t.variables().get(i), m.group(i + 1));
        return new JsonArray().add(contents(t.spec(), uri, values));
      }
    }
    return null;
  }

  boolean hasPrompts() {
    return !prompts.isEmpty();
  }

  List<JsonObject> prompts() {
    return prompts.values().stream().map(p -> {
      JsonObject listed = p.copy();
      listed.remove("messages");
      listed.remove("inputs");
      return listed;
    }).toList();
  }

  boolean hasResources() {
    return !resources.isEmpty() || !templates.isEmpty();
  }

  /**
   * The filled messages of a prompt, or its questions for the user (an input_required result), or
   * null for an unknown prompt; a missing required argument is refused.
   */
  JsonObject prompt(String name, JsonObject arguments, CallContext ctx) {
    JsonObject prompt = prompts.get(name);
    if (prompt == null) return null;
    Map<String, String> values = new LinkedHashMap<>();
    JsonObject inputs = prompt.getJsonObject("inputs");
    if (inputs != null && !inputs.isEmpty()) {
      JsonObject questions = PromptInputs.answers(name, inputs, ctx, values);
      if (questions != null) return questions;
    }
    for (Object a : prompt.getJsonArray("arguments", new JsonArray())) {
      JsonObject arg = (JsonObject) a;
      Object value = arguments.getValue(arg.getString("name"));
      if (value == null && arg.getBoolean("required", false)) {
        throw McpException.invalidParams("prompt " + name + " needs argument " + arg.getString("name"));
      }
      if (value != null) values.put(arg.getString("name"), String.valueOf(value));
    }
    JsonObject result = new JsonObject();
    if (prompt.getString("description") != null) result.put("description", prompt.getString("description"));
    return result.put("messages", fill(prompt.getJsonArray("messages"), values));
  }

  private static Template template(JsonObject spec) {
    String uriTemplate = spec.getString("uriTemplate");
    List<String> variables = new ArrayList<>();
    StringBuilder regex = new StringBuilder();
    Matcher m = VARIABLE.matcher(uriTemplate);
    int last = 0;
    while (m.find()) {
      regex.append(Pattern.quote(uriTemplate.substring(last, m.start()))).append("([^/]+)");
      variables.add(m.group(1));
      last = m.end();
    }
    regex.append(Pattern.quote(uriTemplate.substring(last)));
    return new Template(spec, Pattern.compile(regex.toString()), List.copyOf(variables));
  }

  /** A resource or template as listed: everything but its content. */
  private static JsonObject listed(JsonObject spec) {
    JsonObject listed = spec.copy();
    BODY.forEach(listed::remove);
    return listed;
  }

  private static JsonObject contents(JsonObject spec, String uri, Map<String, String> values) {
    JsonObject c = new JsonObject().put("uri", uri);
    if (spec.getString("mimeType") != null) c.put("mimeType", spec.getString("mimeType"));
    if (spec.containsKey("text")) return c.put("text", fill(spec.getString("text"), values));
    return c.put("blob", spec.getString("blob"));
  }

  /** Replaces {name} placeholders in every string of a JSON value; unknown names stay as written. */
  @SuppressWarnings("unchecked")
  private static <T> T fill(T value, Map<String, String> values) {
    if (values.isEmpty()) return value;
    if (value instanceof String s) {
      Matcher m = VARIABLE.matcher(s);
      StringBuilder out = new StringBuilder();
      while (m.find()) {
        String v = values.get(m.group(1));
        m.appendReplacement(out, Matcher.quoteReplacement(v == null ? m.group() : v));
      }
      return (T) m.appendTail(out).toString();
    }
    if (value instanceof JsonObject o) {
      JsonObject out = new JsonObject();
      o.forEach(e -> out.put(e.getKey(), fill(e.getValue(), values)));
      return (T) out;
    }
    if (value instanceof JsonArray a) {
      JsonArray out = new JsonArray();
      a.forEach(v -> out.add(fill(v, values)));
      return (T) out;
    }
    return value;
  }
}
