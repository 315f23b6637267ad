package io.gatehouse.gateway.catalog;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.vertx.core.json.JsonObject;

/**
 * One operation as the gateway serves it: a tool name, a REST route and an argument validator.
 *
 * @param restPath   the full REST path, e.g. {@code /api/v1/fred/series/{series_id}}
 * @param parameters the arguments' schema as served: the manifest's, plus what the gateway adds (enrichment)
 */
public record CatalogOperation(String providerId, Manifest manifest, OperationSpec spec, String toolName,
                               String restPath, JsonObject parameters, ArgumentValidator validator) {

  /** Where a deprecated tool carries its reason and replacement for clients that read it. */
  public static final String DEPRECATED_META = "io.gatehouse/deprecated";

  /** The event-bus address of the provider that runs this operation. */
  public String address() {
    return ProviderAddresses.invoke(providerId);
  }

  /** The arguments' schema as published (MCP, OpenAPI); {@link #parameters()} is what validates and coerces. */
  public JsonObject inputSchema() {
    return PortableSchema.of(parameters);
  }

  /** The answer's schema as published, or null when the manifest declares none. */
  public JsonObject outputSchema() {
    return PortableSchema.of(spec.output());
  }

  /** The description as published (MCP, OpenAPI): a deprecated operation's starts with its notice. */
  public String description() {
    return spec.isDeprecated() ? spec.deprecated().notice() + " " + spec.description() : spec.description();
  }

  /** The tool in MCP's shape. */
  public JsonObject toolJson() {
    JsonObject tool = new JsonObject()
      .put("name", toolName)
      .put("title", spec.title())
      .put("description", description())
      .put("inputSchema", inputSchema());
    if (spec.output() != null) tool.put("outputSchema", outputSchema());
    JsonObject annotations = spec.annotations().copy();
    if (!annotations.containsKey("title")) annotations.put("title", spec.title());
    tool.put("annotations", annotations);
    // ToolAnnotations has no deprecation hint; _meta under our own prefix is where the revisions allow one
    if (spec.isDeprecated()) tool.put("_meta", new JsonObject().put(DEPRECATED_META, deprecationJson()));
    return tool;
  }

  private JsonObject deprecationJson() {
    JsonObject json = new JsonObject().put("reason", spec.deprecated().reason());
    if (spec.deprecated().replacedBy() != null) json.put("replacedBy", spec.deprecated().replacedBy());
    return json;
  }

  /** What the operation maps to upstream, for OpenAPI's x-upstream. */
  public JsonObject upstreamJson() {
    if (spec.computed()) return new JsonObject().put("type", "computed").put("handler", spec.handler());
    var upstream = manifest.upstreams().get(spec.request().upstream());
    return new JsonObject()
      .put("type", "http")
      .put("method", spec.request().method())
      .put("url", upstream.baseUrl() + spec.request().path())
      .put("source", upstream.source());
  }
}
