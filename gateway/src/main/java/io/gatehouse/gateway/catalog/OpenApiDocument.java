package io.gatehouse.gateway.catalog;

import io.gatehouse.gateway.config.ServerConfig;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The OpenAPI 3.1 document of the REST API, generated from the catalog. */
public final class OpenApiDocument {

  private static final Pattern PATH_PARAM = Pattern.compile("\\{([A-Za-z0-9_]+)}");
  private static final String PROBLEM_REF = "#/components/schemas/Problem";

  private OpenApiDocument() {
  }

  public static JsonObject build(List<ServerConfig> servers, Catalog catalog, String baseUrl) {
    return build(servers, catalog, baseUrl, op -> true);
  }

  /** The document of the operations {@code shown} accepts: what one caller's scope lets it call. */
  public static JsonObject build(List<ServerConfig> servers, Catalog catalog, String baseUrl,
                                 Predicate<CatalogOperation> shown) {
    JsonObject paths = new JsonObject();
    JsonObject securitySchemes = new JsonObject();
    JsonObject schemas = new JsonObject().put("Problem", problemSchema()).put("Source", sourceSchema());
    SchemaComponents components = new SchemaComponents(schemas);
    for (ServerConfig server : servers) {
      if (!server.rest()) continue;
      String scheme = securityScheme(server, securitySchemes);
      for (CatalogOperation op : catalog.operationsOf(server)) {
        if (!shown.test(op)) continue;
        JsonObject path = paths.getJsonObject(op.restPath());
        if (path == null) paths.put(op.restPath(), path = new JsonObject());
        path.put(op.spec().restMethod().toLowerCase(), operation(op, scheme, components));
      }
    }
    return new JsonObject()
      .put("openapi", "3.1.0")
      .put("info", new JsonObject()
        .put("title", "Gatehouse REST API")
        .put("version", "1.0.0")
        .put("description", "Generated from the providers' manifests. Every answer carries its sources."))
      .put("servers", new JsonArray().add(new JsonObject().put("url", baseUrl)))
      .put("paths", paths)
      .put("components", new JsonObject()
        .put("securitySchemes", securitySchemes)
        .put("schemas", schemas));
  }

  private static String securityScheme(ServerConfig server, JsonObject schemes) {
    String name = server.id() + "-key";
    JsonObject scheme = server.credentialScheme().equals("bearer")
      ? new JsonObject().put("type", "http").put("scheme", "bearer")
      : new JsonObject().put("type", "apiKey").put("in", "header").put("name", server.credentialHeader());
    schemes.put(name, scheme.put("description", "Free key from POST " + server.signupPath()));
    return name;
  }

  private static JsonObject operation(CatalogOperation op, String securityScheme, SchemaComponents components) {
    JsonObject schema = components.embed(op.inputSchema(), op.toolName() + ".input");
    JsonObject properties = schema.getJsonObject("properties", new JsonObject());
    Set<String> inPath = pathParams(op.restPath());
    JsonArray required = schema.getJsonArray("required", new JsonArray());
    JsonArray parameters = new JsonArray();
    boolean post = op.spec().restMethod().equals("POST");
    for (String name : properties.fieldNames()) {
      boolean path = inPath.contains(name);
      if (post && !path) continue;
      JsonObject property = properties.getJsonObject(name, new JsonObject());
      JsonObject parameter = new JsonObject()
        .put("name", name)
        .put("in", path ? "path" : "query")
        .put("required", path || required.contains(name))
        .put("schema", property);
      if (property.containsKey("description")) parameter.put("description", property.getString("description"));
      if ("array".equals(property.getString("type"))) parameter.put("style", "form").put("explode", false);
      parameters.add(parameter);
    }
    JsonObject operation = new JsonObject()
      .put("operationId", op.toolName())
      .put("summary", op.spec().title())
      .put("description", op.description())
      .put("tags", new JsonArray().add(op.providerId()))
      .put("parameters", parameters)
      .put("security", new JsonArray().add(new JsonObject().put(securityScheme, new JsonArray())))
      .put("responses", responses(op, components))
      .put("x-upstream", op.upstreamJson());
    if (op.spec().isDeprecated()) operation.put("deprecated", true);
    if (post) {
      operation.put("requestBody", new JsonObject().put("required", true).put("content",
        new JsonObject().put("application/json", new JsonObject().put("schema", schema))));
    }
    return operation;
  }

  private static JsonObject responses(CatalogOperation op, SchemaComponents components) {
    JsonObject result = op.spec().output() != null ? components.embed(op.outputSchema(), op.toolName() + ".output")
      : new JsonObject().put("type", "object").put("properties", new JsonObject().put("data", new JsonObject()));
    JsonObject props = result.getJsonObject("properties");
    if (props != null && !props.containsKey("sources")) {
      props.put("sources", new JsonObject().put("type", "array")
        .put("items", new JsonObject().put("$ref", "#/components/schemas/Source")));
    }
    JsonObject problem = new JsonObject().put("content", new JsonObject().put("application/problem+json",
      new JsonObject().put("schema", new JsonObject().put("$ref", PROBLEM_REF))));
    return new JsonObject()
      .put("200", new JsonObject().put("description", "The result with its sources")
        .put("content", new JsonObject().put("application/json", new JsonObject().put("schema", result))))
      .put("400", problem.copy().put("description", "Invalid argument"))
      .put("401", problem.copy().put("description", "Missing or invalid credential"))
      .put("404", problem.copy().put("description", "Not found upstream"))
      .put("429", problem.copy().put("description", "Rate limited; see Retry-After"))
      .put("502", problem.copy().put("description", "Upstream refused the request or answered unusably"))
      .put("503", problem.copy().put("description", "Upstream unavailable or credential not configured"))
      .put("504", problem.copy().put("description", "Timed out"));
  }

  private static Set<String> pathParams(String path) {
    Set<String> names = new java.util.LinkedHashSet<>();
    Matcher m = PATH_PARAM.matcher(path);
    while (m.find()) names.add(m.group(1));
    return names;
  }

  private static JsonObject problemSchema() {
    JsonObject string = new JsonObject().put("type", "string");
    return new JsonObject().put("type", "object").put("properties", new JsonObject()
      .put("type", string).put("title", string).put("status", new JsonObject().put("type", "integer"))
      .put("detail", string).put("instance", string));
  }

  private static JsonObject sourceSchema() {
    JsonObject string = new JsonObject().put("type", "string");
    return new JsonObject().put("type", "object")
      .put("required", new JsonArray().add("name").add("retrieved_at"))
      .put("properties", new JsonObject()
        .put("name", string).put("url", string).put("version", string)
        .put("retrieved_at", new JsonObject().put("type", "string").put("format", "date-time"))
        .put("status", new JsonObject().put("enum", new JsonArray().add("ok").add("cached").add("unavailable"))));
  }
}
