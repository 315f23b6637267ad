package io.gatehouse.gateway.descriptor;

import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.web.RouteFeature;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.function.Supplier;

/** A hosted server's MCP registry descriptor (server.json, schema of 2025-12-11). */
public final class ServerDescriptor {

  public static final String SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";
  private static final String PUBLISHER_META = "io.modelcontextprotocol.registry/publisher-provided";

  private ServerDescriptor() {
  }

  /** Serves the server's descriptor at its descriptor path; a server without one has no route. */
  public static RouteFeature route(ServerConfig server, Supplier<String> baseUrl) {
    if (server.descriptorPath() == null) return router -> { };
    return router -> router.get(server.descriptorPath()).handler(rc -> rc.response()
      .putHeader("Content-Type", "application/json").end(build(server, baseUrl.get()).toBuffer()));
  }

  public static JsonObject build(ServerConfig server, String baseUrl) {
    JsonObject remote = new JsonObject()
      .put("type", "streamable-http")
      .put("url", baseUrl + server.mcpPath());
    if (server.requiresCredential()) {
      JsonObject header = credentialHeader(server, baseUrl);
      remote.put("headers", new JsonArray().add(header));
      // the product's published descriptor also names its key variable at the remote, where some registries read it
      if (!server.credentialScheme().equals("bearer")) remote.put("variables", header.getJsonObject("variables").copy());
    }
    JsonObject descriptor = new JsonObject()
      .put("$schema", SCHEMA)
      .put("name", server.name())
      .put("title", server.title())
      .put("description", server.description())
      .put("version", server.version());
    if (server.websiteUrl() != null) descriptor.put("websiteUrl", server.websiteUrl(baseUrl));
    if (!server.icons().isEmpty()) descriptor.put("icons", server.icons(baseUrl));
    JsonObject publisher = server.meta().copy().put("identifier", server.identifier());
    if (server.signupPath() != null) {
      publisher.put("signup", new JsonObject().put("method", "POST").put("url", baseUrl + server.signupPath())
        .put("fields", new JsonArray(server.signupFields())));
    }
    return descriptor
      .put("remotes", new JsonArray().add(remote))
      .put("_meta", new JsonObject().put(PUBLISHER_META, publisher));
  }

  private static JsonObject credentialHeader(ServerConfig server, String baseUrl) {
    JsonObject apiKey = new JsonObject()
      .put("description", "API key" + (server.signupPath() == null ? "" : "; get one free with POST "
        + baseUrl + server.signupPath()))
      .put("isRequired", true)
      .put("isSecret", true);
    boolean bearer = server.credentialScheme().equals("bearer");
    return new JsonObject()
      .put("name", server.credentialHeader())
      .put("description", bearer ? "Bearer API key of " + server.title() : "API key of " + server.title())
      .put("isRequired", true)
      .put("isSecret", true)
      .put("value", bearer ? "Bearer {api_key}" : "{api_key}")
      .put("variables", new JsonObject().put("api_key", apiKey));
  }
}
