package io.gatehouse.it.security;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What the security tests share: a gateway with one open server (MCP at {@value #MCP}, REST under
 * /api/v1) over the providers named, and stateless MCP calls whose answer is kept whole, refusals included.
 */
final class HostileHarness {

  static final String MCP = "/test/mcp";

  private HostileHarness() {
  }

  /** The open test server over the providers, with {@code extra} merged into its configuration. */
  static Gateway start(Vertx vertx, Path dir, JsonObject extra, Map<String, String> env, String... providers)
    throws Exception {
    JsonObject config = TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("no-plugins"), providers);
    return await(TestGateway.start(vertx, config.mergeIn(extra, true), env));
  }

  /** A 2026-07-28 tools/call body for the tool, as a client sends it. */
  static Buffer toolCall(String tool, JsonObject arguments) {
    return Buffer.buffer(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call")
      .put("params", new JsonObject().put("name", tool).put("arguments", arguments).put("_meta", new JsonObject()
        .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
        .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
        .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1"))))
      .encode());
  }

  /** Posts a tools/call body to the gateway's MCP endpoint, naming the tool in Mcp-Name as the revision asks. */
  static HttpResponse<Buffer> post(WebClient client, Gateway gateway, String mcpName, Buffer body) throws Exception {
    return await(client.postAbs(gateway.baseUrl() + MCP).putHeader("Content-Type", "application/json")
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", mcpName).sendBuffer(body));
  }

  static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }
}
