package io.gatehouse.gateway.discovery;

import io.gatehouse.api.manifest.Manifest;
import io.vertx.core.json.JsonObject;

/**
 * A tool as the discovery index reads it: the tool in MCP shape (name, title, description,
 * inputSchema) and the provider it belongs to, whose title and description are searched too.
 */
public record SearchableTool(JsonObject tool, String providerId, String providerTitle, String providerDescription) {

  public static SearchableTool of(JsonObject tool, Manifest provider) {
    return new SearchableTool(tool, provider.id(), provider.title(), provider.description());
  }

  public String name() {
    return tool.getString("name");
  }
}
