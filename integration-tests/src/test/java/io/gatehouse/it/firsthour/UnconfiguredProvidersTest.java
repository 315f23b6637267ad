package io.gatehouse.it.firsthour;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The quick start as a new operator runs it: the fat jar from the repository root with no upstream
 * credential and no data set. The log, /health, tools/list and the portal say which providers need
 * what, with the fix; a call that cannot succeed for that reason is refused as such and never charged.
 */
class UnconfiguredProvidersTest {

  private static final List<String> CREDENTIALS = List.of("FRED_API_KEY", "SEC_USER_AGENT", "KVK_API_KEY", "NCEI_TOKEN",
    "AIRNOW_API_KEY", "NWS_USER_AGENT", "USGS_API_KEY");

  @TempDir
  static Path dir;

  private static Vertx vertx;
  private static WebClient client;
  private static QuickStart gateway;

  @BeforeAll
  static void start() throws Exception {
    assumeTrue("true".equals(System.getenv("CI")) || Files.isRegularFile(QuickStart.JAR), "the fat jar is built by package");
    gateway = QuickStart.start(dir, env -> CREDENTIALS.forEach(env::remove));
    vertx = Vertx.vertx();
    client = WebClient.create(vertx);
  }

  @AfterAll
  static void stop() throws Exception {
    if (gateway != null) gateway.close();
    if (vertx != null) vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  @Test
  void theStartUpLogListsWhatIsMissingWithItsFix() {
    String log = gateway.log();
    assertTrue(log.contains("Provider fred is not configured") && log.contains("fix: set FRED_API_KEY"), log);
    assertTrue(log.contains("Provider sec is not configured") && log.contains("fix: set SEC_USER_AGENT"), log);
    assertTrue(log.contains("Provider kvk is not configured") && log.contains("fix: set KVK_API_KEY"), log);
    assertTrue(log.contains("Provider kbo is not configured") && log.contains("ingest kbo <zip-or-folder>"), log);
    assertTrue(log.contains("Provider sanctions is not configured") && log.contains("ingest sanctions"), log);
    assertFalse(log.contains("Provider vat is not configured"), log);
  }

  @Test
  void healthSaysNotConfiguredWithTheFixPerProviderAndStaysReady() throws Exception {
    assertEquals(200, get("/health/ready", null).statusCode());
    JsonObject providers = check(get("/health", null).bodyAsJsonObject(), "providers");
    JsonObject fred = providers.getJsonObject("fred");
    assertEquals("not_configured", fred.getString("status"), fred.encode());
    JsonObject need = fred.getJsonArray("needs").getJsonObject(0);
    assertEquals("FRED_API_KEY", need.getString("variable"));
    assertTrue(need.getString("fix").contains("FRED_API_KEY"), need.encode());
    JsonObject kbo = providers.getJsonObject("kbo");
    assertEquals("not_configured", kbo.getString("status"));
    assertTrue(kbo.getJsonArray("needs").getJsonObject(0).getString("fix").contains("ingest kbo"), kbo.encode());
    assertEquals("UP", providers.getJsonObject("vat").getString("status"));
    assertFalse(providers.getJsonObject("vat").containsKey("needs"));
  }

  @Test
  void callsThatCannotSucceedForTheSetUpAreRefusedAndNotCharged() throws Exception {
    String key = post("/api/v1/auth/register", new JsonObject().put("email", "new@example.com").put("name", "New"))
      .bodyAsJsonObject().getString("api_key");
    for (int i = 0; i < 3; i++) {
      HttpResponse<Buffer> refused = get("/api/v1/fred/series/GNPCA", key);
      assertEquals(503, refused.statusCode(), refused.bodyAsString());
      JsonObject problem = refused.bodyAsJsonObject();
      assertEquals("/problems/missing-credential", problem.getString("type"), problem.encode());
      assertEquals("FRED_API_KEY", problem.getString("variable"));
      assertTrue(problem.getString("detail").contains("not charged"), problem.encode());
    }
    JsonObject usage = get("/api/v1/auth/usage", key).bodyAsJsonObject();
    assertEquals(0, usage.getJsonObject("today").getInteger("calls"), usage.encode());
    // refused, yet on the key's own audit trail (written a moment after the answer)
    await().atMost(Duration.ofSeconds(20)).until(() -> {
      String audit = Optional.ofNullable(get("/api/v1/auth/usage/audit", key).bodyAsString()).orElse("");
      return audit.contains("fred_series") && audit.contains("missing-credential");
    });

    String lead = post("/v1/keys/create", new JsonObject().put("email", "lead@example.com")).bodyAsJsonObject().getString("api_key");
    JsonObject result = mcp("/mcp", lead, "tools/call", "kbo_lookup", new JsonObject().put("name", "kbo_lookup")
      .put("arguments", new JsonObject().put("number", "0403.170.701"))).getJsonObject("result");
    assertTrue(result.getBoolean("isError"), result.encode());
    assertTrue(result.encode().contains("not-configured") && result.encode().contains("ingest kbo"), result.encode());
    assertEquals(0, get("/v1/keys/usage", lead).bodyAsJsonObject().getJsonObject("today").getInteger("calls"));
  }

  /** weather's handler operation calls NWS only: NWS's missing contact refuses it, though NCEI Access needs nothing. */
  @Test
  void aHandlersOperationIsRefusedForTheUpstreamItUses() throws Exception {
    String key = post("/api/v1/auth/register", new JsonObject().put("email", "wx@example.com").put("name", "Wx"))
      .bodyAsJsonObject().getString("api_key");
    HttpResponse<Buffer> refused = get("/api/v1/weather/points/40.7128/-74.006/forecast", key);
    assertEquals(503, refused.statusCode(), refused.bodyAsString());
    JsonObject problem = refused.bodyAsJsonObject();
    assertEquals("/problems/missing-credential", problem.getString("type"), problem.encode());
    assertEquals("NWS_USER_AGENT", problem.getString("variable"), problem.encode());
    assertEquals(0, get("/api/v1/auth/usage", key).bodyAsJsonObject().getJsonObject("today").getInteger("calls"));
    // the provider's other upstream serves: its calls get as far as their arguments
    HttpResponse<Buffer> open = get("/api/v1/weather/access/daily-summaries", key);
    assertEquals(400, open.statusCode(), open.bodyAsString());
  }

  @Test
  void toolsListAndThePortalMarkTheOperationsThatNeedSomething() throws Exception {
    String key = post("/api/v1/auth/register", new JsonObject().put("email", "tools@example.com").put("name", "T"))
      .bodyAsJsonObject().getString("api_key");
    JsonArray tools = new JsonArray();
    String cursor = null;
    do {
      JsonObject params = cursor == null ? new JsonObject() : new JsonObject().put("cursor", cursor);
      JsonObject page = mcp("/api/v1/data/query", key, "tools/list", null, params).getJsonObject("result");
      page.getJsonArray("tools").forEach(tools::add);
      cursor = page.getString("nextCursor");
    } while (cursor != null);
    JsonObject fredSetup = setupOf(tool(tools, "fred_series"));
    assertNotNull(fredSetup, "fred_series says what it needs");
    assertEquals(false, fredSetup.getBoolean("configured"));
    assertEquals("FRED_API_KEY", fredSetup.getJsonArray("needs").getJsonObject(0).getString("variable"));
    assertNull(setupOf(tool(tools, "usgs_event_count")), "an operation needing nothing says nothing");

    JsonArray operations = get("/portal/api/products/public-data/operations", null).bodyAsJsonObject().getJsonArray("operations");
    assertNotNull(setupOf(tool(operations, "fred_series")));
    JsonObject detail = get("/portal/api/products/lead-verification/operations/kvk_search", null).bodyAsJsonObject();
    assertEquals("KVK_API_KEY", setupOf(detail).getJsonArray("needs").getJsonObject(0).getString("variable"));
  }

  private static JsonObject tool(JsonArray tools, String name) {
    return tools.stream().map(JsonObject.class::cast).filter(t -> name.equals(t.getString("name"))).findFirst()
      .orElseThrow(() -> new AssertionError("no tool " + name));
  }

  private static JsonObject setupOf(JsonObject tool) {
    return Optional.ofNullable(tool.getJsonObject("_meta")).map(m -> m.getJsonObject("io.gatehouse/setup")).orElse(null);
  }

  private static JsonObject check(JsonObject health, String id) {
    return health.getJsonArray("checks").stream().map(JsonObject.class::cast).filter(c -> id.equals(c.getString("id")))
      .findFirst().orElseThrow().getJsonObject("data");
  }

  private static HttpResponse<Buffer> get(String path, String key) throws Exception {
    var request = client.getAbs(gateway.baseUrl() + path);
    if (key != null) request.putHeader("Authorization", "Bearer " + key);
    return awaited(request.send().toCompletionStage().toCompletableFuture());
  }

  private static HttpResponse<Buffer> post(String path, JsonObject body) throws Exception {
    return awaited(client.postAbs(gateway.baseUrl() + path).sendJsonObject(body).toCompletionStage().toCompletableFuture());
  }

  /** A stateless (2026-07-28) request; the JSON-RPC answer. */
  private static JsonObject mcp(String path, String key, String method, String name, JsonObject params) throws Exception {
    params.put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    var request = client.postAbs(gateway.baseUrl() + path).putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", method);
    if (name != null) request.putHeader("Mcp-Name", name);
    HttpResponse<Buffer> response = awaited(request.sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 1)
      .put("method", method).put("params", params)).toCompletionStage().toCompletableFuture());
    assertEquals(200, response.statusCode(), response.bodyAsString());
    return response.bodyAsJsonObject();
  }

  private static <T> T awaited(Future<T> future) throws Exception {
    return future.get(30, TimeUnit.SECONDS);
  }
}
