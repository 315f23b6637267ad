package io.gatehouse.it.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.testing.TcpProxy;
import io.gatehouse.gateway.testing.TestDatabases;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gateway on PostgreSQL that goes away mid-run (a proxy the test cuts): readiness turns 503 and
 * the health page says why, signup answers 503 {@code store-unavailable} with {@code Retry-After},
 * an MCP call the store cannot charge is a JSON-RPC error of the same meaning; all serve again once
 * the database is back.
 */
@ExtendWith(VertxExtension.class)
class StoreReadinessFaultTest {

  @TempDir
  Path dir;
  private TcpProxy proxy;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx) {
    TestDatabases.ensure("gatehouse_test");
    proxy = new TcpProxy(vertx, "127.0.0.1", 5432).start().await();
    gateway = ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_STORE", "postgres",
      "GATEHOUSE_PG_URI", "postgresql://postgres@127.0.0.1:" + proxy.port() + "/gatehouse_test")).await();
    client = WebClient.create(vertx);
  }

  @AfterEach
  void stop() {
    client.close();
    gateway.stop().await();
    proxy.close().await();
  }

  @Test
  void anOutageIsNotReadyAndEveryKeyedAnswerSaysRetryLater() {
    HttpResponse<Buffer> signup = signup();
    assertEquals(201, signup.statusCode(), signup.bodyAsString());
    String key = signup.bodyAsJsonObject().getString("api_key");
    assertEquals(200, get("/v1/keys/usage", key).statusCode());
    assertEquals(200, get("/health/ready", null).statusCode());

    proxy.cut();
    assertEquals(503, get("/health/ready", null).statusCode());
    JsonObject health = get("/health", null).bodyAsJsonObject();
    JsonObject check = health.getJsonArray("checks").stream().map(JsonObject.class::cast)
      .filter(c -> c.getString("id").equals("key-store")).findFirst().orElseThrow();
    assertEquals("DOWN", check.getString("status"));
    assertTrue(check.getJsonObject("data").getString("reason").contains("PostgreSQL at postgresql://postgres@127.0.0.1:"
      + proxy.port()), check.encode());

    HttpResponse<Buffer> refused = signup();
    assertEquals(503, refused.statusCode(), refused.bodyAsString());
    assertEquals("5", refused.getHeader("Retry-After"));
    assertEquals(Problem.type("store-unavailable"), refused.bodyAsJsonObject().getString("type"));

    JsonObject error = mcpCall(key).getJsonObject("error");
    assertEquals(-32000, error.getInteger("code"), error.encode());
    assertEquals(Problem.type("store-unavailable"), error.getJsonObject("data").getString("type"));
    assertEquals(5, error.getJsonObject("data").getInteger("retry_after"));

    proxy.restore();
    assertEquals(200, get("/health/ready", null).statusCode());
    assertEquals(201, signup().statusCode());
  }

  private HttpResponse<Buffer> signup() {
    return client.postAbs(gateway.baseUrl() + "/v1/keys/create")
      .sendJsonObject(new JsonObject().put("email", "u-" + UUID.randomUUID() + "@example.com")).await();
  }

  private HttpResponse<Buffer> get(String path, String key) {
    var request = client.getAbs(gateway.baseUrl() + path);
    if (key != null) request.putHeader("Authorization", "Bearer " + key);
    return request.send().await();
  }

  /** A stateless tools/call; the key is in the auth cache, so the outage meets the call's charge. */
  private JsonObject mcpCall(String key) {
    JsonObject params = new JsonObject().put("name", "vat_check")
      .put("arguments", new JsonObject().put("vat_number", "DE129273398"))
      .put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
        .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
        .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    HttpResponse<Buffer> response = client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", "vat_check")
      .sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call")
        .put("params", params)).await();
    assertEquals(200, response.statusCode(), response.bodyAsString());
    return response.bodyAsJsonObject();
  }
}
