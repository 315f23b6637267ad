package io.gatehouse.it.security;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.gatehouse.it.security.HostileHarness.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DNS rebinding against the shipped configuration: a page of rebind.evil.example whose name now
 * resolves to the gateway sends its own name as Host. Every route family refuses it (signup, usage,
 * REST, OpenAPI, descriptors, the portal and its API, both MCP endpoints) while the same requests
 * naming the gateway pass; health and metrics, which probes reach by address, stay open; {@code *}
 * turns the check off and a configured base URL's host is allowed.
 */
@ExtendWith(VertxExtension.class)
class AllowedHostsTest {

  private static final String FOREIGN = "rebind.evil.example";

  /** One request of each route family: method, path, body (null for none). */
  private record Call(HttpMethod method, String path, JsonObject body) {
  }

  private static final List<Call> FAMILIES = List.of(
    new Call(HttpMethod.POST, "/v1/keys/create", new JsonObject().put("email", "dev@acme.example")),
    new Call(HttpMethod.POST, "/api/v1/auth/register", new JsonObject().put("email", "dev@acme.example").put("name", "Dev")),
    new Call(HttpMethod.GET, "/v1/keys/usage", null),
    new Call(HttpMethod.GET, "/api/v1/fred/series?series_id=GDP", null),
    new Call(HttpMethod.GET, "/api/v1/openapi.json", null),
    new Call(HttpMethod.GET, "/v1/server.json", null),
    new Call(HttpMethod.GET, "/api/v1/server.json", null),
    new Call(HttpMethod.GET, "/", null),
    new Call(HttpMethod.GET, "/portal/api/products", null),
    new Call(HttpMethod.POST, "/mcp", new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "ping")),
    new Call(HttpMethod.POST, "/api/v1/data/query", new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "ping")));

  private static final List<String> SIGNUPS = List.of("/v1/keys/create", "/api/v1/auth/register");

  @TempDir
  Path dir;

  private Gateway gateway;
  private WebClient client;

  @AfterEach
  void stop() throws Exception {
    if (client != null) client.close();
    if (gateway != null) await(gateway.stop());
  }

  @Test
  void aForeignHostIsRefusedOnEveryRouteFamilyAndTheGatewaysOwnPasses(Vertx vertx) throws Exception {
    start(vertx, Map.of());
    for (Call call : FAMILIES) {
      HttpResponse<Buffer> refused = send(call, FOREIGN + ":" + gateway.port(), null);
      assertEquals(403, refused.statusCode(), call.path() + ": " + refused.bodyAsString());
      assertTrue(refused.bodyAsJsonObject().getString("type").endsWith("/host-not-allowed"), refused.bodyAsString());
      HttpResponse<Buffer> own = send(call, "localhost:" + gateway.port(), null);
      assertNotEquals(403, own.statusCode(), call.path() + ": " + own.bodyAsString());
      // the signups the foreign host was refused are made for the gateway's own
      if (SIGNUPS.contains(call.path())) assertEquals(201, own.statusCode(), own.bodyAsString());
    }
  }

  @Test
  void aForeignOriginIsRefusedEvenWithTheGatewaysHost(Vertx vertx) throws Exception {
    start(vertx, Map.of());
    HttpResponse<Buffer> refused = send(FAMILIES.get(0), "127.0.0.1:" + gateway.port(), "https://" + FOREIGN);
    assertEquals(403, refused.statusCode(), refused.bodyAsString());
    HttpResponse<Buffer> own = send(FAMILIES.get(0), "127.0.0.1:" + gateway.port(), "http://127.0.0.1:" + gateway.port());
    assertEquals(201, own.statusCode(), own.bodyAsString());
  }

  @Test
  void healthAndMetricsAnswerProbesThatNameAnAddress(Vertx vertx) throws Exception {
    start(vertx, Map.of());
    for (String path : List.of("/health/ready", "/metrics")) {
      HttpResponse<Buffer> answer = send(new Call(HttpMethod.GET, path, null), "10.1.2.3:" + gateway.port(), null);
      assertEquals(200, answer.statusCode(), path);
    }
  }

  @Test
  void theBaseUrlsHostIsAllowedAndAStarTurnsTheCheckOff(Vertx vertx) throws Exception {
    start(vertx, Map.of("GATEHOUSE_BASE_URL", "https://gw.example.com"));
    assertEquals(200, send(FAMILIES.get(4), "gw.example.com", null).statusCode());
    assertEquals(403, send(FAMILIES.get(4), FOREIGN, null).statusCode());
    await(gateway.stop());
    client.close();

    start(vertx, Map.of("GATEHOUSE_ALLOWED_HOSTS", "*"));
    HttpResponse<Buffer> signup = send(FAMILIES.get(0), FOREIGN, null);
    assertEquals(201, signup.statusCode(), signup.bodyAsString());
  }

  @Test
  void anExplicitListReplacesTheDefaults(Vertx vertx) throws Exception {
    start(vertx, Map.of("GATEHOUSE_ALLOWED_HOSTS", "api.acme.example"));
    assertEquals(200, send(FAMILIES.get(4), "api.acme.example", null).statusCode());
    assertEquals(403, send(FAMILIES.get(4), "127.0.0.1:" + gateway.port(), null).statusCode());
  }

  private void start(Vertx vertx, Map<String, String> env) throws Exception {
    gateway = await(ConfiguredGateway.start(vertx, dir.resolve("run-" + System.nanoTime()), env));
    client = WebClient.create(vertx);
  }

  private HttpResponse<Buffer> send(Call call, String host, String originOrNull) throws Exception {
    HttpRequest<Buffer> request = client.request(call.method(), gateway.port(), "127.0.0.1", call.path())
      .putHeader("Host", host).putHeader("Accept", "application/json, text/event-stream");
    if (originOrNull != null) request.putHeader("Origin", originOrNull);
    if (call.body() == null) return await(request.send());
    return await(request.putHeader("Content-Type", "application/json").sendBuffer(call.body().toBuffer()));
  }
}
