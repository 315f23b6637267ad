package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * One hosted server (product): its MCP endpoint, credential, signup, descriptor fields and the
 * providers it exposes. A new server is a new configuration entry.
 *
 * @param identifier the product's own identifier when it differs from the descriptor name
 * @param rest       whether the providers' REST routes under /api/v1 are served for this product
 * @param meta       extra publisher-provided descriptor metadata, e.g. the version history
 * @param instructions what the MCP server tells clients about using it
 * @param prompts    MCP prompts: name, title, description, arguments (with optional choices), template
 * @param bareToolNames MCP tools named by their operation ids alone ({@code toolNames: bare}), for a
 *                   server of one provider whose tool names are fixed from outside (e.g. a test suite's)
 * @param enabledBy  an environment variable that must be {@code true} for the server to be served, or null
 * @param mcp        MCP endpoint settings ({@code mcp:} section)
 */
public record ServerConfig(String id, String name, String identifier, String title, String description,
                           String version, String websiteUrl, JsonArray icons, String mcpPath,
                           String descriptorPath, String credentialScheme, String credentialHeader,
                           String keyPrefix, String signupPath, String usagePath, List<String> signupFields,
                           List<String> providers, boolean rest, boolean requiresCredential, JsonObject meta,
                           String instructions, JsonArray prompts, boolean bareToolNames, String enabledBy,
                           McpSettings mcp) {

  public static ServerConfig fromJson(JsonObject json) {
    JsonObject credential = json.getJsonObject("credential", new JsonObject());
    String scheme = credential.getString("scheme", "bearer");
    return new ServerConfig(
      require(json, "id"), require(json, "name"), json.getString("identifier", json.getString("name")),
      json.getString("title", json.getString("id")), require(json, "description"),
      json.getString("version", "1.0.0"), json.getString("websiteUrl"), json.getJsonArray("icons", new JsonArray()),
      require(json, "mcpPath"), json.getString("descriptorPath"), scheme,
      credential.getString("header", scheme.equals("bearer") ? "Authorization" : "X-API-Key"),
      json.getString("keyPrefix"), json.getString("signupPath"), json.getString("usagePath"),
      strings(json.getJsonArray("signupFields", new JsonArray().add("email"))),
      strings(json.getJsonArray("providers", new JsonArray())), json.getBoolean("rest", false),
      !scheme.equals("none"), json.getJsonObject("meta", new JsonObject()), json.getString("instructions"),
      json.getJsonArray("prompts", new JsonArray()), bare(json), json.getString("enabledBy"),
      McpSettings.fromJson(json.getJsonObject("mcp", new JsonObject())));
  }

  private static boolean bare(JsonObject json) {
    String names = json.getString("toolNames", "prefixed");
    if (!names.equals("prefixed") && !names.equals("bare")) {
      throw new IllegalArgumentException("server " + json.getString("id", "?") + ": toolNames is prefixed or bare");
    }
    if (names.equals("bare") && json.getJsonArray("providers", new JsonArray()).size() != 1) {
      throw new IllegalArgumentException("server " + json.getString("id", "?") + ": bare tool names need exactly one provider");
    }
    return names.equals("bare");
  }

  private static String require(JsonObject json, String field) {
    String value = json.getString(field);
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException("server " + json.getString("id", "?") + " needs '" + field + "'");
    }
    return value;
  }

  private static List<String> strings(JsonArray array) {
    return array.stream().map(String::valueOf).toList();
  }

  /**
   * The website as published: a {@code websiteUrl} starting with {@code /} is a page of this gateway
   * (its portal), so it follows the public base URL; null when none is configured.
   */
  public String websiteUrl(String baseUrl) {
    return websiteUrl != null && websiteUrl.startsWith("/") ? baseUrl + websiteUrl : websiteUrl;
  }

  /** The icons as published: a {@code src} starting with {@code /} is served by this gateway, under the base URL. */
  public JsonArray icons(String baseUrl) {
    JsonArray published = new JsonArray();
    for (Object icon : icons) {
      JsonObject copy = ((JsonObject) icon).copy();
      String src = copy.getString("src", "");
      if (src.startsWith("/")) copy.put("src", baseUrl + src);
      published.add(copy);
    }
    return published;
  }

  /** Whether the server is served in this environment (see enabledBy). */
  public boolean enabledIn(java.util.Map<String, String> env) {
    return enabledBy == null || Boolean.parseBoolean(env.get(enabledBy));
  }

  public boolean exposes(String providerId) {
    return providers.contains(providerId) || providers.contains("*");
  }
}
