package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestDatabases;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An administrator moves a live key to another plan (admin route, keys command; embedded store and
 * PostgreSQL): its next call has the new plan's quota, rate limit and scope, its open MCP session goes
 * on, and a restart keeps the plan. The shipped configuration with a free plan of two calls a day
 * that may use FRED only, and a pro plan.
 */
class KeyPlansTest {

  private static final String FRED_SERIES = "/api/v1/fred/series/GDP";
  private static final String SEC_FACTS = "/api/v1/sec/companies/320193/facts";
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final Map<String, String> PLANS = Map.of(
    "    dailyQuota: 1000\n", "    dailyQuota: 2\n    scope: fred\n",
    "  # e.g. a read-only FRED plan:\n", "  pro:\n    requestsPerSecond: 50\n    burst: 100\n    dailyQuota: 5000\n");

  @TempDir
  Path dir;

  private Vertx vertx;
  private FakeUpstream upstream;
  private Gateway gateway;
  private McpSyncClient mcp;

  @BeforeEach
  void startUpstream() {
    vertx = Vertx.vertx();
    upstream = FakeUpstream.create(vertx)
      .get("/fred/series", rc -> rc.response().putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("seriess", new JsonArray().add(new JsonObject().put("id", "GDP"))).encode()));
    upstream.start(vertx).await();
  }

  @AfterEach
  void stop() {
    if (mcp != null) mcp.close();
    if (gateway != null) gateway.stop().await();
    upstream.close().await();
    vertx.close().await();
  }

  @Test
  void anUpgradedKeyCallsOnAtOnceInItsOpenSessionAndKeepsItsPlanOverARestart() throws Exception {
    Path config = AuditClient.config(dir.resolve("data"), PLANS);
    start(config);
    JsonObject issued = signup("upgrade@example.com");
    String key = issued.getString("api_key");
    String id = issued.getString("key_id");
    assertEquals(2, usage(key).getJsonObject("limits").getLong("daily_quota"));

    // the free plan: FRED only, two calls a day, the second in an MCP session that stays open
    HttpResponse<String> first = get(FRED_SERIES, key);
    assertEquals(200, first.statusCode(), first.body());
    assertEquals("2", first.headers().firstValue("RateLimit-Limit").orElse(""), "the free quota, nearer exhaustion than the bucket");
    mcp = client(key);
    assertFalse(callSeries(mcp).isError());
    assertEquals(403, get(SEC_FACTS, key).statusCode(), "the free plan's scope");
    HttpResponse<String> refused = get(FRED_SERIES, key);
    assertEquals(429, refused.statusCode(), refused.body());
    assertTrue(new JsonObject(refused.body()).getString("type").endsWith("/quota-exceeded"), refused.body());
    assertTrue(callSeries(mcp).isError(), "the session's call is over the quota too");

    HttpResponse<String> upgraded = setPlan(id, "pro");
    assertEquals(200, upgraded.statusCode(), upgraded.body());
    JsonObject record = new JsonObject(upgraded.body());
    assertEquals("pro", record.getString("plan"));
    assertFalse(record.containsKey("hash") || upgraded.body().contains(key), "never the secret");

    // the next call, the open session's too, has the pro plan's quota, call bucket and scope
    HttpResponse<String> next = get(FRED_SERIES, key);
    assertEquals(200, next.statusCode(), next.body());
    assertEquals("100", next.headers().firstValue("RateLimit-Limit").orElse(""), "the pro call bucket");
    assertFalse(callSeries(mcp).isError(), "the session opened on the free plan goes on");
    JsonObject usage = usage(key);
    assertEquals("pro", usage.getJsonObject("key").getString("plan"));
    assertEquals(5000, usage.getJsonObject("limits").getLong("daily_quota"));
    assertEquals(100, usage.getJsonObject("limits").getLong("call_burst"));
    assertEquals(4, usage.getJsonObject("today").getLong("calls"));
    assertEquals(4996, usage.getJsonObject("today").getLong("remaining"));
    assertTrue(get(SEC_FACTS, key).statusCode() != 403, "the pro plan's scope: everything");

    // the journal keeps the plan: on the free plan the day's four calls would refuse the next
    mcp.close();
    mcp = null;
    gateway.stop().await();
    start(config);
    assertEquals(200, get(FRED_SERIES, key).statusCode());
    assertEquals("pro", usage(key).getJsonObject("key").getString("plan"));

    // with the gateway stopped, the keys command on the embedded store moves it back
    gateway.stop().await();
    gateway = null;
    assertEquals(0, GatewayCli.keys(config, "plan", id, "--set", "free"));
    assertEquals(1, GatewayCli.keys(config, "plan", id, "--set", "gold"), "an unknown plan");
    start(config);
    assertEquals(429, get(FRED_SERIES, key).statusCode());
    assertEquals("free", usage(key).getJsonObject("key").getString("plan"));
  }

  @Test
  void theAdminRouteRefusesUnknownPlansKeysAndRevokedKeys() throws Exception {
    start(AuditClient.config(dir.resolve("data"), PLANS));
    String id = signup("refusals@example.com").getString("key_id");

    HttpResponse<String> unknownPlan = setPlan(id, "gold");
    assertEquals(400, unknownPlan.statusCode(), unknownPlan.body());
    JsonObject problem = new JsonObject(unknownPlan.body());
    assertTrue(problem.getString("type").endsWith("/invalid-field"), unknownPlan.body());
    assertEquals("plan", problem.getString("field"));
    assertTrue(problem.getString("detail").contains("free, pro"), "names the plans: " + unknownPlan.body());
    assertEquals(400, admin("PUT", "/admin/keys/" + id + "/plan", "{\"plan\": 3}").statusCode());
    assertEquals(400, admin("PUT", "/admin/keys/" + id + "/plan", "not json").statusCode());
    assertEquals(404, setPlan("key_unknown", "pro").statusCode());

    assertEquals(200, admin("POST", "/admin/keys/" + id + "/revoke", "").statusCode());
    HttpResponse<String> revoked = setPlan(id, "pro");
    assertEquals(409, revoked.statusCode(), revoked.body());
    assertTrue(new JsonObject(revoked.body()).getString("type").endsWith("/key-inactive"), revoked.body());
    assertTrue(revoked.body().contains("revoked"), revoked.body());
  }

  /**
   * On PostgreSQL: the keys command's change, made in another process, reaches the running gateway
   * through the database's notification; the admin route's holds from the next call and over a restart.
   */
  @Test
  void onPostgresTheKeysCommandAndTheAdminRouteChangeALiveKeysPlan() throws Exception {
    String uri = TestDatabases.ensure("gatehouse_it");
    Map<String, String> onPostgres = new HashMap<>(PLANS);
    onPostgres.put("type: embedded ", "type: postgres ");
    onPostgres.put("pgUri: postgresql://postgres@127.0.0.1:5432/gatehouse", "pgUri: " + uri);
    Path config = AuditClient.config(dir.resolve("data"), onPostgres);
    start(config);
    JsonObject issued = signup("pg-plan-" + UUID.randomUUID() + "@example.com");
    String key = issued.getString("api_key");
    String id = issued.getString("key_id");
    assertEquals(200, get(FRED_SERIES, key).statusCode());
    assertEquals(200, get(FRED_SERIES, key).statusCode());
    assertEquals(429, get(FRED_SERIES, key).statusCode(), "the key is cached and over the free quota");

    assertEquals(0, GatewayCli.keys(config, "plan", id, "--set", "pro"));
    // a refused call costs nothing, so polling leaves the count as it was
    await().atMost(Duration.ofSeconds(2)).pollInterval(Duration.ofMillis(20))
      .until(() -> get(FRED_SERIES, key).statusCode() == 200);

    assertEquals(200, setPlan(id, "free").statusCode());
    assertEquals(429, get(FRED_SERIES, key).statusCode(), "the next call has the free quota again");
    gateway.stop().await();
    start(config);
    assertEquals("free", usage(key).getJsonObject("key").getString("plan"));
    assertEquals(429, get(FRED_SERIES, key).statusCode());
  }

  private void start(Path config) {
    gateway = ConfiguredGateway.start(vertx, config, dir.resolve("data"), Map.of(
        "GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + upstream.baseUrl() + ",data.sec.gov=" + upstream.baseUrl(),
        "FRED_API_KEY", "test-key"))
      .await();
  }

  private McpSyncClient client(String key) {
    McpSyncClient client = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
        .endpoint("/api/v1/data/query")
        .httpRequestCustomizer((builder, method, uri, body, context) -> builder.header("X-API-Key", key))
        .build())
      .requestTimeout(Duration.ofSeconds(30)).build();
    client.initialize();
    return client;
  }

  private static McpSchema.CallToolResult callSeries(McpSyncClient client) {
    return client.callTool(new McpSchema.CallToolRequest("fred_series", Map.of("series_id", "GDP")));
  }

  private JsonObject signup(String email) throws Exception {
    HttpResponse<String> r = send(HttpRequest.newBuilder(uri("/api/v1/auth/register"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("email", email).put("name", "Planned").encode())));
    assertEquals(201, r.statusCode(), r.body());
    return new JsonObject(r.body());
  }

  private JsonObject usage(String key) throws Exception {
    HttpResponse<String> r = get("/api/v1/auth/usage", key);
    assertEquals(200, r.statusCode(), r.body());
    return new JsonObject(r.body());
  }

  private HttpResponse<String> setPlan(String keyId, String plan) throws Exception {
    return admin("PUT", "/admin/keys/" + keyId + "/plan", new JsonObject().put("plan", plan).encode());
  }

  private HttpResponse<String> admin(String method, String path, String body) throws Exception {
    return send(HttpRequest.newBuilder(uri(path)).header("Authorization", "Bearer " + AuditClient.ADMIN)
      .header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body)));
  }

  private HttpResponse<String> get(String path, String key) throws Exception {
    return send(HttpRequest.newBuilder(uri(path)).header("X-API-Key", key).GET());
  }

  private URI uri(String path) {
    return URI.create(gateway.baseUrl() + path);
  }

  private static HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
