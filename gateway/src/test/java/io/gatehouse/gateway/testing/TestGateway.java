package io.gatehouse.gateway.testing;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.config.GatewayConfig;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;

/** Starts a whole gateway on port 0 for a test, with the configuration and environment it is given. */
public final class TestGateway {

  private TestGateway() {
  }

  public static Future<Gateway> start(Vertx vertx, JsonObject config, Map<String, String> env) {
    GatewayConfig parsed = GatewayConfig.fromJson(config, env);
    return Gateway.start(vertx, parsed, new PrometheusMeterRegistry(PrometheusConfig.DEFAULT));
  }

  /** Starts the fake upstream, then a gateway that reaches the greetings upstream at the fake. */
  public static Future<Gateway> startBehind(Vertx vertx, FakeUpstream upstream, JsonObject config) {
    return upstream.start(vertx).compose(u -> start(vertx, config,
      Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "greetings.example.test=" + u.baseUrl())));
  }

  /** Stops the gateway, when it started, then its fake upstream. */
  public static Future<Void> stop(Gateway gatewayOrNull, FakeUpstream upstream) {
    Future<Void> stopped = gatewayOrNull == null ? Future.succeededFuture() : gatewayOrNull.stop();
    return stopped.compose(v -> upstream.close());
  }

  /**
   * A port that was free a moment ago. Chosen up front rather than 0 so that descriptors and
   * credential challenges carry the real URL from the first request.
   */
  public static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A configuration with one open server (no credential) exposing the given providers over MCP and REST. */
  public static JsonObject openServerConfig(Path dataDir, Path pluginsDir, String... providers) {
    return new JsonObject()
      .put("http", new JsonObject().put("host", "127.0.0.1").put("port", freePort()).put("bodyLimitBytes", 65536)
        .put("instances", 1))
      .put("dataDir", dataDir.toString())
      .put("pluginsDir", pluginsDir.toString())
      .put("servers", new JsonArray().add(new JsonObject()
        .put("id", "test")
        .put("name", "dev.gatehouse/test")
        .put("title", "Test server")
        .put("description", "A server for tests")
        .put("version", "0.0.1")
        .put("mcpPath", "/test/mcp")
        .put("descriptorPath", "/test/server.json")
        .put("credential", new JsonObject().put("scheme", "none"))
        .put("providers", new JsonArray(java.util.List.of((Object[]) providers)))
        .put("rest", true)
        .put("mcp", new JsonObject().put("maxResultBytes", 4096))));
  }
}
