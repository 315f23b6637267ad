package io.gatehouse.gateway.portal;

import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.setup.ProviderSetup;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One product as the portal shows it, built from its configuration and the catalog: how to connect
 * and sign up, its providers, and its operations with what they call upstream.
 */
final class PortalCatalog {

  private final ServerConfig server;
  private final Map<String, CatalogOperation> operations = new LinkedHashMap<>();
  private final ProviderSetup setup;

  PortalCatalog(ServerConfig server, List<CatalogOperation> served, ProviderSetup setup) {
    this.server = server;
    this.setup = setup;
    served.forEach(op -> operations.put(toolName(op), op));
  }

  ServerConfig server() {
    return server;
  }

  /** Paths are the gateway's own (the page calls them relative to itself); URLs are the public ones, for clients. */
  JsonObject product(String baseUrl) {
    JsonObject product = new JsonObject()
      .put("id", server.id())
      .put("identifier", server.identifier())
      .put("title", server.title())
      .put("description", server.description())
      .put("version", server.version())
      .put("mcpPath", server.mcpPath())
      .put("mcpUrl", baseUrl + server.mcpPath())
      .put("credential", new JsonObject().put("scheme", server.credentialScheme()).put("header", server.credentialHeader()))
      .put("keyPrefix", server.keyPrefix())
      .put("signup", new JsonObject().put("path", server.signupPath()).put("fields", new JsonArray(server.signupFields())))
      .put("usagePath", server.usagePath())
      .put("rest", server.rest())
      // the endpoints a configuration may point at: per provider (?providers=) and the discovery profile
      .put("providerScoping", server.mcp().providerScoping())
      .put("discoveryProfile", server.mcp().discoveryTools())
      .put("providers", providers())
      .put("operations", operations.size());
    if (server.descriptorPath() != null) product.put("descriptorUrl", baseUrl + server.descriptorPath());
    return product;
  }

  /** Every operation in catalog order, each with its provider, title and description (schemas come one by one). */
  JsonObject operations() {
    JsonArray list = new JsonArray();
    operations.forEach((name, op) -> {
      JsonObject tool = setup.withMeta(op, op.toolJson());
      JsonObject entry = new JsonObject().put("name", name).put("title", tool.getString("title"))
        .put("description", tool.getString("description")).put("provider", op.providerId());
      if (tool.containsKey("_meta")) entry.put("_meta", tool.getJsonObject("_meta"));
      list.add(entry);
    });
    return new JsonObject().put("providers", providers()).put("operations", list);
  }

  /**
   * The operation as an MCP tool, plus what it calls upstream, the sources it may draw on, how long
   * answers are cached and its REST route; null if unknown.
   */
  JsonObject operation(String name) {
    CatalogOperation op = operations.get(name);
    if (op == null) return null;
    // the page shows a deprecation as its own notice, so the description goes without it
    JsonObject detail = setup.withMeta(op, op.toolJson()).put("name", name).put("description", op.spec().description())
      .put("provider", new JsonObject().put("id", op.providerId()).put("title", op.manifest().title()))
      .put("upstream", op.upstreamJson())
      .put("sources", sources(op))
      .put("cacheTtlSeconds", op.spec().cacheTtlSeconds());
    if (server.rest()) {
      detail.put("rest", new JsonObject().put("method", op.spec().restMethod()).put("path", op.restPath()));
    }
    return detail;
  }

  /** Where answers may come from: an upstream operation's upstream; for a computed one, any of its provider's. */
  private static JsonArray sources(CatalogOperation op) {
    JsonArray names = new JsonArray();
    if (!op.spec().computed()) return names.add(op.upstreamJson().getString("source"));
    op.manifest().upstreams().values().stream().map(UpstreamSpec::source).distinct().forEach(names::add);
    return names;
  }

  private JsonArray providers() {
    Map<String, JsonObject> providers = new LinkedHashMap<>();
    for (CatalogOperation op : operations.values()) {
      JsonObject provider = providers.computeIfAbsent(op.providerId(), id -> new JsonObject().put("id", id)
        .put("title", op.manifest().title()).put("description", op.manifest().description()).put("operations", 0));
      provider.put("operations", provider.getInteger("operations") + 1);
    }
    return new JsonArray(List.copyOf(providers.values()));
  }

  /** As the server's MCP endpoint names the tool. */
  private String toolName(CatalogOperation op) {
    return server.bareToolNames() ? op.spec().id() : op.toolName();
  }
}
