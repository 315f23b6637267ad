package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonObject;

/**
 * A server's MCP endpoint settings.
 *
 * @param pageSize items per tools/resources/prompts list page
 */
public record McpSettings(int pageSize) {

  static McpSettings fromJson(JsonObject json) {
    int pageSize = json.getInteger("pageSize", 100);
    if (pageSize < 1) throw new IllegalArgumentException("mcp.pageSize must be at least 1");
    return new McpSettings(pageSize);
  }
}
