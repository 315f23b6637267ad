package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One operation: a REST route, an MCP tool and either an upstream call or a Java handler.
 *
 * @param id              lower-case id, unique in the provider; the tool is {@code <provider>_<id>}
 * @param restMethod      GET or POST
 * @param restPath        path below {@code /api/v1/<provider>}, with {@code {param}} segments
 * @param parameters      JSON Schema (type object) of the arguments
 * @param output          JSON Schema of the result, or null
 * @param request         the upstream call, or null for a computed operation
 * @param handler         the handler name of a computed operation, or null
 * @param uses            the upstreams a computed operation's handler calls, where the manifest names them
 *                        (manifest key {@code uses}); empty when it does not say, or for an upstream call
 * @param cacheTtlSeconds how long upstream answers may be reused
 * @param annotations     MCP tool annotations
 * @param timeoutMs       how long the gateway waits for the result
 * @param series          where a time series sits in the answer ({@code items}, {@code date}, {@code value}
 *                        keys), which makes the operation offer opt-in enrichment; null otherwise
 * @param execution       whether MCP clients may get the call as a task
 * @param deprecated      why the operation is deprecated and what replaces it, or null while it is current
 * @param enriches        what this operation enriches for the gateway, or null: {@value #ENRICHES_SERIES} makes
 *                        it the analysis behind other operations' opt-in {@code enrich} argument (see {@link #series})
 * @param view            the view the gateway shows this operation's results in for MCP Apps hosts (e.g.
 *                        {@code lead-report}), or null: a name, so the provider ships no HTML of its own
 */
public record OperationSpec(String id, String title, String description, String restMethod, String restPath,
                            JsonObject parameters, JsonObject output, RequestTemplate request, String handler,
                            List<String> uses, long cacheTtlSeconds, JsonObject annotations, long timeoutMs, JsonObject series,
                            ExecutionSpec execution, Deprecation deprecated, String enriches, String view) {

  /**
   * The operation analyses the series of operations that declare {@link #series}: it takes
   * {@code points} ({@code [{date, value}]}) and {@code tasks}, whose items' {@code enum} lists the
   * analyses a caller may ask for in {@code enrich}, and answers with an object (plus its sources).
   */
  public static final String ENRICHES_SERIES = "series";

  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9_]*");
  private static final int MAX_TOOL_NAME = 64;
  private static final Pattern VIEW = Pattern.compile("[a-z][a-z0-9-]*");

  static OperationSpec fromJson(String providerId, JsonObject json, int index, List<String> problems) {
    String id = json.getString("id");
    String where = "operations[" + index + "]" + (id == null ? "" : " (" + id + ")");
    if (id == null || !ID.matcher(id).matches()) problems.add(where + ".id must match [a-z][a-z0-9_]*");
    else if (providerId.length() + 1 + id.length() > MAX_TOOL_NAME) {
      problems.add(where + ": tool name " + providerId + "_" + id + " is longer than " + MAX_TOOL_NAME);
    }
    if (json.getString("description", "").isBlank()) problems.add(where + ".description is required");

    JsonObject rest = json.getJsonObject("rest", new JsonObject());
    String method = rest.getString("method", "GET").toUpperCase();
    if (!method.equals("GET") && !method.equals("POST")) problems.add(where + ".rest.method must be GET or POST");
    String path = rest.getString("path", "/" + (id == null ? "" : id.replace('_', '-')));
    if (!path.startsWith("/")) problems.add(where + ".rest.path must start with /");

    JsonObject parameters = json.getJsonObject("parameters", new JsonObject().put("type", "object"));
    if (!"object".equals(parameters.getString("type"))) problems.add(where + ".parameters must be a schema of type object");
    Set<String> declared = parameters.getJsonObject("properties", new JsonObject()).fieldNames();
    JsonArray required = parameters.getJsonArray("required", new JsonArray());

    Set<String> inPath = new LinkedHashSet<>();
    RequestTemplate.collect(path, inPath);
    for (String p : inPath) {
      if (!declared.contains(p)) problems.add(where + ".rest.path uses undeclared parameter " + p);
      else if (!required.contains(p)) problems.add(where + ".rest.path parameter " + p + " must be required");
    }

    JsonObject upstreamJson = json.getJsonObject("upstream");
    String handler = json.getString("handler");
    RequestTemplate request = null;
    if ((upstreamJson == null) == (handler == null)) {
      problems.add(where + " needs exactly one of upstream or handler");
    } else if (upstreamJson != null) {
      request = RequestTemplate.fromJson(upstreamJson, where + ".upstream", problems);
      for (String p : request.placeholders()) {
        if (!declared.contains(p.split("\\.")[0])) problems.add(where + ".upstream uses undeclared parameter " + p);
      }
    }
    return new OperationSpec(id, json.getString("title", id), json.getString("description"), method, path,
      parameters, json.getJsonObject("output"), request, handler, uses(json, handler, where, problems),
      json.getLong("cacheTtlSeconds", 0L),
      json.getJsonObject("annotations", new JsonObject()), json.getLong("timeoutMs", 30_000L), series(json, where, problems),
      ExecutionSpec.fromJson(json.getJsonObject("execution"), where, problems),
      Deprecation.fromJson(json.getValue("deprecated"), where, problems), enriches(json, parameters, where, problems),
      view(json, where, problems));
  }

  public OperationSpec {
    uses = List.copyOf(uses);
  }

  private static List<String> uses(JsonObject json, String handler, String where, List<String> problems) {
    JsonArray uses = json.getJsonArray("uses");
    if (uses == null) return List.of();
    if (handler == null) problems.add(where + ".uses is for a handler's operation: an upstream call names its upstream");
    if (!uses.stream().allMatch(name -> name instanceof String)) {
      problems.add(where + ".uses must list upstream names");
      return List.of();
    }
    return uses.stream().map(String.class::cast).toList();
  }

  private static String enriches(JsonObject json, JsonObject parameters, String where, List<String> problems) {
    String enriches = json.getString("enriches");
    if (enriches == null) return null;
    if (!ENRICHES_SERIES.equals(enriches)) {
      problems.add(where + ".enriches must be " + ENRICHES_SERIES);
    } else if (parameters.getJsonObject("properties", new JsonObject()).getJsonObject("points") == null
      || enrichmentTasks(parameters).isEmpty()) {
      problems.add(where + ".enriches " + ENRICHES_SERIES + " needs parameters points and tasks (items with an enum)");
    }
    return enriches;
  }

  /** The analyses a {@link #ENRICHES_SERIES series enricher} offers: the enum of its {@code tasks} items. */
  public List<String> enrichmentTasks() {
    return enrichmentTasks(parameters);
  }

  private static List<String> enrichmentTasks(JsonObject parameters) {
    JsonObject tasks = parameters.getJsonObject("properties", new JsonObject()).getJsonObject("tasks", new JsonObject());
    JsonArray names = tasks.getJsonObject("items", new JsonObject()).getJsonArray("enum", new JsonArray());
    return names.stream().map(String::valueOf).toList();
  }

  private static String view(JsonObject json, String where, List<String> problems) {
    Object view = json.getValue("view");
    if (view == null) return null;
    if (!(view instanceof String name) || !VIEW.matcher(name).matches()) {
      problems.add(where + ".view must match [a-z][a-z0-9-]*");
      return null;
    }
    return name;
  }

  private static JsonObject series(JsonObject json, String where, List<String> problems) {
    JsonObject series = json.getJsonObject("series");
    if (series != null && series.getString("items") == null) problems.add(where + ".series.items is required");
    return series;
  }

  public boolean computed() {
    return handler != null;
  }

  public boolean isDeprecated() {
    return deprecated != null;
  }
}
