package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.caller.Principal;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Starts the endpoint behind an asynchronous stand-in auth handler, on a random port. */
@ExtendWith(VertxExtension.class)
abstract class McpTestBase {

  static final String BOTH = "application/json, text/event-stream";
  static final String ORIGIN = "https://app.gatehouse.test";

  Vertx vertx;
  FakeBackend backend;
  McpEndpoint endpoint;
  HttpServer server;
  WebClient client;
  int port;

  FakeBackend backend(Vertx vertx) {
    return FakeBackend.full(vertx);
  }

  McpOptions options() {
    return McpOptions.create("https://gatehouse.test").withAllowedOrigins(Set.of(ORIGIN)).withMaxBodyBytes(64 * 1024);
  }

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    this.vertx = vertx;
    backend = backend(vertx);
    Router router = Router.router(vertx);
    // stands in for the gateway's auth: asynchronous, so the body must still be readable afterwards
    router.route("/mcp").handler(rc -> {
      String key = rc.request().getHeader("X-Test-Key");
      vertx.setTimer(1, t -> {
        if (key != null) {
          new Principal(key, null, "test", "free", null).putOn(rc);
        }
        rc.next();
      });
    });
    endpoint = McpEndpoint.mount(router, "/mcp", backend, options());
    vertx.createHttpServer().requestHandler(router).listen(0, "127.0.0.1").onComplete(ctx.succeeding(s -> {
      server = s;
      port = s.actualPort();
      client = WebClient.create(vertx, new WebClientOptions().setDefaultHost("127.0.0.1").setDefaultPort(port));
      ctx.completeNow();
    }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    endpoint.close();
    client.close();
    server.close().onComplete(ctx.succeedingThenComplete());
  }

  HttpRequest<Buffer> post(String accept) {
    HttpRequest<Buffer> r = client.post("/mcp").putHeader("Content-Type", "application/json");
    return accept == null ? r : r.putHeader("Accept", accept);
  }

  static JsonObject request(Object id, String method, JsonObject params) {
    JsonObject m = new JsonObject().put("jsonrpc", "2.0").put("id", id).put("method", method);
    return params == null ? m : m.put("params", params);
  }

  static JsonObject notification(String method, JsonObject params) {
    JsonObject m = new JsonObject().put("jsonrpc", "2.0").put("method", method);
    return params == null ? m : m.put("params", params);
  }

  static JsonObject initializeParams(String version) {
    return new JsonObject().put("protocolVersion", version)
      .put("capabilities", new JsonObject().put("elicitation", new JsonObject()))
      .put("clientInfo", new JsonObject().put("name", "test").put("version", "1"));
  }

  /** Initializes a session at that revision and sends notifications/initialized; yields the session id. */
  Future<String> session(String version) {
    return post(BOTH).sendJsonObject(request(0, "initialize", initializeParams(version))).compose(r -> {
      String sid = r.getHeader("MCP-Session-Id");
      return post(BOTH).putHeader("MCP-Session-Id", sid).putHeader("MCP-Protocol-Version", version)
        .sendJsonObject(notification("notifications/initialized", null)).map(sid);
    });
  }

  HttpRequest<Buffer> inSession(String sid, String version, String accept) {
    return post(accept).putHeader("MCP-Session-Id", sid).putHeader("MCP-Protocol-Version", version);
  }

  Future<HttpResponse<Buffer>> call(String sid, String version, JsonObject message) {
    return inSession(sid, version, BOTH).sendJsonObject(message);
  }

  /** The data of each SSE event with a JSON payload. */
  static List<JsonObject> events(String body) {
    List<JsonObject> out = new ArrayList<>();
    for (String block : body.split("\n\n")) {
      for (String line : block.split("\n")) {
        if (line.startsWith("data: ") && line.length() > 6) {
          out.add(new JsonObject(line.substring(6)));
        }
      }
    }
    return out;
  }

  /** The id lines of the SSE events in a body, in order. */
  static List<String> eventIds(String body) {
    List<String> out = new ArrayList<>();
    for (String line : body.split("\n")) {
      if (line.startsWith("id: ")) {
        out.add(line.substring(4));
      }
    }
    return out;
  }
}
