package io.gatehouse.it;

import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;

/** A stateless MCP (2026-07-28) tool call with a bearer key, as a client of Lead Verification sends it. */
final class McpCalls {

  private McpCalls() {
  }

  /** The call's {@code result}; fails on any HTTP status but 200 and on a JSON-RPC error. */
  static Future<JsonObject> callTool(WebClient client, String endpoint, String key, String tool, JsonObject arguments) {
    return callTool(client, endpoint, key, tool, arguments, new JsonObject());
  }

  /** As above, with more in the request's {@code _meta} (a traceparent, say). */
  static Future<JsonObject> callTool(WebClient client, String endpoint, String key, String tool, JsonObject arguments,
                                     JsonObject moreMeta) {
    JsonObject params = new JsonObject().put("name", tool).put("arguments", arguments).put("_meta", moreMeta.copy()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call").put("params", params);
    return client.postAbs(endpoint).putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", tool)
      .sendJsonObject(call).map(r -> {
        if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        JsonObject body = r.bodyAsJsonObject();
        if (body.containsKey("error")) throw new AssertionError(body.encode());
        return body.getJsonObject("result");
      });
  }

  /** A tool result, its structured content held to the output schema the tool declares unless it is an error. */
  static JsonObject keepsContract(String tool, JsonObject result) {
    if (!result.getBoolean("isError", false) && result.containsKey("structuredContent")) {
      String[] parts = tool.split("_", 2);
      OutputContract.of(parts[0], parts[1]).check(result.getJsonObject("structuredContent"));
    }
    return result;
  }
}
