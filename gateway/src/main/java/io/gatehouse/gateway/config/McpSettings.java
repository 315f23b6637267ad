package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonObject;

/**
 * A server's MCP endpoint settings.
 *
 * @param pageSize        items per tools/resources/prompts list page
 * @param providerScoping whether {@code ?providers=a,b} on the endpoint serves those providers only
 * @param discoveryTools  whether search_tools and call_tool head the tool list, so a client that
 *                        keeps only the first tools can still find and call every operation
 * @param pollAfterMs     a silent session request running this long is answered on a stream the
 *                        client polls (the connection closes; it resumes with Last-Event-ID); 0 never
 * @param maxResultBytes  larger tool results are paged: the first part plus a continuation token
 * @param taskTtlMs       how long an MCP task stays readable after its creation
 * @param streamResponses answer every request of a client that accepts SSE as an event stream
 */
public record McpSettings(int pageSize, boolean providerScoping, boolean discoveryTools, long pollAfterMs,
                          int maxResultBytes, long taskTtlMs, boolean streamResponses) {

  static McpSettings fromJson(JsonObject json) {
    int pageSize = json.getInteger("pageSize", 100);
    if (pageSize < 1) throw new IllegalArgumentException("mcp.pageSize must be at least 1");
    return new McpSettings(pageSize, json.getBoolean("providerScoping", false), json.getBoolean("discoveryTools", false),
      json.getLong("pollAfterMs", 0L), json.getInteger("maxResultBytes", 256 * 1024), taskTtl(json),
      json.getBoolean("streamResponses", false));
  }

  private static long taskTtl(JsonObject json) {
    long ttl = json.getLong("taskTtlMs", 15 * 60_000L);
    if (ttl < 1_000) throw new IllegalArgumentException("mcp.taskTtlMs must be at least 1000");
    return ttl;
  }
}
