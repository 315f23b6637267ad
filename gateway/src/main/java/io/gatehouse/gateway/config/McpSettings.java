package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonObject;

/**
 * A server's MCP endpoint settings.
 *
 * @param pageSize        items per tools/resources/prompts list page
 * @param singlePageUpTo  a tool list of up to this many tools is served as one page (pages of at least
 *                        its length), for clients that do not follow {@code nextCursor}; 0 never
 * @param providerScoping whether {@code ?providers=a,b} on the endpoint serves those providers only
 * @param discoveryTools  whether search_tools and call_tool head the tool list, so a client that
 *                        keeps only the first tools can still find and call every operation
 * @param pollAfterMs     a silent session request running this long is answered on a stream the
 *                        client polls (the connection closes; it resumes with Last-Event-ID); 0 never
 * @param maxResultBytes  larger tool results are paged: the first part plus a continuation token
 * @param taskTtlMs       how long an MCP task stays readable after its creation
 * @param streamResponses answer every request of a client that accepts SSE as an event stream
 * @param maxBatchEntries a 2025-03-26 batch of more messages is refused whole with one JSON-RPC error
 * @param maxBatchReplyBytes past this many bytes of a batch's reply, its requests are answered with errors
 * @param apps            whether tools link their MCP Apps views (SEP-1865) for clients that negotiate the extension
 */
public record McpSettings(int pageSize, int singlePageUpTo, boolean providerScoping, boolean discoveryTools, long pollAfterMs,
                          int maxResultBytes, long taskTtlMs, boolean streamResponses, int maxBatchEntries,
                          int maxBatchReplyBytes, boolean apps) {

  static McpSettings fromJson(JsonObject json) {
    int pageSize = json.getInteger("pageSize", 100);
    if (pageSize < 1) throw new IllegalArgumentException("mcp.pageSize must be at least 1");
    int singlePageUpTo = json.getInteger("singlePageUpTo", 500);
    if (singlePageUpTo < 0) throw new IllegalArgumentException("mcp.singlePageUpTo must not be negative");
    return new McpSettings(pageSize, singlePageUpTo, json.getBoolean("providerScoping", false), json.getBoolean("discoveryTools", false),
      json.getLong("pollAfterMs", 0L), json.getInteger("maxResultBytes", 256 * 1024), taskTtl(json),
      json.getBoolean("streamResponses", false), atLeastOne(json, "maxBatchEntries", 50),
      atLeastOne(json, "maxBatchReplyBytes", 4 << 20), json.getBoolean("apps", true));
  }

  private static int atLeastOne(JsonObject json, String key, int byDefault) {
    int value = json.getInteger(key, byDefault);
    if (value < 1) throw new IllegalArgumentException("mcp." + key + " must be at least 1");
    return value;
  }

  /** The page size of an endpoint serving {@code tools} tools. */
  public int pageSizeFor(int tools) {
    return tools <= singlePageUpTo ? Math.max(pageSize, tools) : pageSize;
  }

  private static long taskTtl(JsonObject json) {
    long ttl = json.getLong("taskTtlMs", 15 * 60_000L);
    if (ttl < 1_000) throw new IllegalArgumentException("mcp.taskTtlMs must be at least 1000");
    return ttl;
  }
}
