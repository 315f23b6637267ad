package io.gatehouse.it;

import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * An MCP client that keeps each answer as the bytes the gateway sent: a legacy session (initialize,
 * session id) or the stateless revision (capabilities in every request's {@code _meta}), with or
 * without client capabilities.
 */
final class RawMcp {

  static final String MODERN = "2026-07-28";
  private static final Duration WAIT = Duration.ofSeconds(30);

  private final WebClient client;
  private final String endpoint;
  private final Map<String, String> headers;
  private final String revision;
  private final JsonObject capabilities;
  private String session;
  private String initialized;
  private int nextId = 1;

  private RawMcp(WebClient client, String endpoint, Map<String, String> headers, String revision, JsonObject capabilities) {
    this.client = client;
    this.endpoint = endpoint;
    this.headers = headers;
    this.revision = revision;
    this.capabilities = capabilities;
  }

  /** A client of that revision with these capabilities; a legacy one has initialized its session. */
  static RawMcp open(WebClient client, String endpoint, Map<String, String> headers, String revision,
                     JsonObject capabilities) throws Exception {
    RawMcp mcp = new RawMcp(client, endpoint, headers, revision, capabilities);
    if (!MODERN.equals(revision)) {
      JsonObject params = new JsonObject().put("protocolVersion", revision).put("capabilities", capabilities)
        .put("clientInfo", new JsonObject().put("name", "apps-it").put("version", "1"));
      HttpResponse<Buffer> r = await(mcp.post("initialize", null).sendJsonObject(mcp.message("initialize", params)));
      mcp.session = r.getHeader("MCP-Session-Id");
      mcp.initialized = body(r);
      await(mcp.post("notifications/initialized", null).sendJsonObject(new JsonObject().put("jsonrpc", "2.0")
        .put("method", "notifications/initialized")));
    }
    return mcp;
  }

  /** The initialize response as sent (legacy revisions only). */
  String initialized() {
    return initialized;
  }

  /** The JSON-RPC response to this request, as sent; every client numbers its requests alike. */
  String request(String method, JsonObject params) throws Exception {
    JsonObject p = params == null ? new JsonObject() : params.copy();
    if (MODERN.equals(revision)) {
      p.put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", MODERN)
        .put("io.modelcontextprotocol/clientCapabilities", capabilities)
        .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "apps-it").put("version", "1")));
    }
    String name = p.getString("name", p.getString("uri"));
    HttpResponse<Buffer> r = await(post(method, name).sendJsonObject(message(method, p)));
    if (r.statusCode() != 200) throw new AssertionError(method + ": " + r.statusCode() + " " + r.bodyAsString());
    return body(r);
  }

  /** The result of a request, failing on an error. */
  JsonObject result(String method, JsonObject params) throws Exception {
    JsonObject response = new JsonObject(request(method, params));
    if (response.containsKey("error")) throw new AssertionError(method + ": " + response.encode());
    return response.getJsonObject("result");
  }

  private JsonObject message(String method, JsonObject params) {
    return new JsonObject().put("jsonrpc", "2.0").put("id", nextId++).put("method", method).put("params", params);
  }

  private HttpRequest<Buffer> post(String method, String name) {
    HttpRequest<Buffer> r = client.postAbs(endpoint).putHeader("Accept", "application/json, text/event-stream")
      .putHeader("Content-Type", "application/json");
    headers.forEach(r::putHeader);
    if (session != null) r.putHeader("MCP-Session-Id", session).putHeader("MCP-Protocol-Version", revision);
    if (MODERN.equals(revision)) {
      r.putHeader("MCP-Protocol-Version", MODERN).putHeader("Mcp-Method", method);
      if (name != null) r.putHeader("Mcp-Name", name);
    }
    return r;
  }

  /** The JSON-RPC message of a plain answer, or the last one of an event stream. */
  private static String body(HttpResponse<Buffer> r) {
    String text = r.bodyAsString();
    String type = r.getHeader("Content-Type");
    if (type == null || !type.startsWith("text/event-stream")) return text;
    String last = null;
    for (String line : text.split("\n")) {
      if (line.startsWith("data:") && line.contains("\"id\"")) last = line.substring(5).trim();
    }
    return last;
  }

  private static <T> T await(Future<T> f) throws Exception {
    return f.toCompletionStage().toCompletableFuture().get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
  }
}
