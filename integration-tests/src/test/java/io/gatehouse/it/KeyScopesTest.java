package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestDatabases;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scopes on keys, through the gateway's HTTP interface as shipped (Public Data): a key scoped to
 * {@code fred} sees and calls FRED only over MCP, REST and OpenAPI, and an administrator's change of a
 * live key's scope (admin route, keys command; embedded store and PostgreSQL) holds from its next call.
 */
class KeyScopesTest {

  private static final String MCP = "/api/v1/data/query";
  private static final String ADMIN = "admin-secret-for-scope-tests";
  private static final String SEC_FACTS = "/api/v1/sec/companies/320193/facts";
  private static final String FRED_SERIES = "/api/v1/fred/series/GDP";
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @TempDir
  Path dir;

  private Vertx vertx;
  private Gateway gateway;
  private final List<McpSyncClient> clients = new ArrayList<>();

  @AfterEach
  void stop() throws Exception {
    clients.forEach(McpSyncClient::close);
    if (gateway != null) gateway.stop().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    if (vertx != null) vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  @Test
  void aKeyScopedToFredSeesAndCallsOnlyFred() throws Exception {
    start(Map.of());
    JsonObject issued = signup("fred-only@example.com");
    String key = issued.getString("api_key");
    HttpResponse<String> scoped = setScope(issued.getString("key_id"), "fred");
    assertEquals(200, scoped.statusCode(), scoped.body());
    assertEquals("fred", new JsonObject(scoped.body()).getString("scope"));

    // tools/list and search_tools show FRED's tools and the server's own only
    List<String> tools = listTools(key);
    assertEquals(2 + 36 + 1, tools.size(), tools.toString());
    assertTrue(tools.stream().allMatch(n -> n.startsWith("fred_") || List.of("search_tools", "call_tool",
      "gatehouse_continue").contains(n)), tools.toString());
    String unscoped = signup("everything@example.com").getString("api_key");
    assertTrue(search(unscoped, "company financial facts XBRL").contains("sec_company_facts"), "a key of the plan finds it");
    List<String> facts = search(key, "company financial facts XBRL");
    assertTrue(facts.stream().allMatch(n -> n.startsWith("fred_")), facts.toString());
    List<String> gdp = search(key, "gross domestic product series");
    assertFalse(gdp.isEmpty());
    assertTrue(gdp.stream().allMatch(n -> n.startsWith("fred_")), gdp.toString());

    // search_tools counts what the key may use; a key of the plan hears the whole server's count
    assertTrue(searchToolDescription(key).contains(" 36 tools are searchable."), searchToolDescription(key));
    assertFalse(searchToolDescription(unscoped).contains(" 36 tools are searchable."), searchToolDescription(unscoped));

    // completion of a manifest URI's provider offers the providers in scope only
    assertEquals(List.of("fred"), completeProvider(key, ""));
    assertEquals(List.of(), completeProvider(key, "se"));
    assertTrue(completeProvider(unscoped, "se").contains("sec"));

    // resources: the manifests of the providers in scope only
    List<String> resources = rpc(key, "resources/list", new JsonObject()).getJsonObject("result")
      .getJsonArray("resources").stream().map(r -> ((JsonObject) r).getString("uri")).toList();
    assertTrue(resources.contains("gatehouse://providers/fred/manifest"), resources.toString());
    assertFalse(resources.stream().anyMatch(u -> u.startsWith("gatehouse://providers/") && !u.contains("/fred/")),
      resources.toString());

    // a manifest outside the scope is not found for a key (a token is challenged: OAuthModeTest)
    JsonObject secManifest = rpc(key, "resources/read", new JsonObject().put("uri", "gatehouse://providers/sec/manifest"));
    assertNotNull(secManifest.getJsonObject("error"), secManifest.encode());
    assertFalse(secManifest.getJsonObject("error").getJsonObject("data", new JsonObject()).containsKey("required_scope"));

    // a call outside the scope: MCP's JSON-RPC error, directly and through call_tool, naming the scope it needs
    assertInsufficientScope(rpc(key, "tools/call", new JsonObject().put("name", "sec_company_facts")
      .put("arguments", new JsonObject().put("cik", "320193"))));
    assertInsufficientScope(rpc(key, "tools/call", new JsonObject().put("name", "call_tool")
      .put("arguments", new JsonObject().put("name", "sec_company_facts")
        .put("arguments", new JsonObject().put("cik", "320193")))));
    JsonObject fredCall = rpc(key, "tools/call", new JsonObject().put("name", "fred_series")
      .put("arguments", new JsonObject().put("series_id", "GDP")));
    assertFalse(fredCall.containsKey("error"), fredCall.encode());

    // REST: 403 with the scope challenge outside, the answer inside
    HttpResponse<String> sec = get(SEC_FACTS, key);
    assertEquals(403, sec.statusCode(), sec.body());
    assertEquals("application/problem+json", sec.headers().firstValue("Content-Type").orElse(""));
    assertTrue(new JsonObject(sec.body()).getString("type").endsWith("/insufficient-scope"), sec.body());
    String challenge = sec.headers().firstValue("WWW-Authenticate").orElse("");
    assertTrue(challenge.startsWith("Bearer error=\"insufficient_scope\""), challenge);
    assertTrue(challenge.contains("scope=\"tools:sec_company_facts\""), challenge);
    assertEquals(200, get(FRED_SERIES, key).statusCode());

    // the OpenAPI document the key reads lists FRED's routes only; without a key, every route
    JsonObject paths = new JsonObject(get("/api/v1/openapi.json", key).body()).getJsonObject("paths");
    assertEquals(36, paths.size(), paths.fieldNames().toString());
    assertTrue(paths.fieldNames().stream().allMatch(p -> p.startsWith("/api/v1/fred/")), paths.fieldNames().toString());
    JsonObject all = new JsonObject(get("/api/v1/openapi.json", null).body()).getJsonObject("paths");
    assertTrue(all.containsKey("/api/v1/sec/companies/{cik}/facts"), "the public document is whole");

    // each refusal is counted by server, reason and tool
    String metrics = get("/metrics", null).body();
    assertTrue(metrics.lines().anyMatch(l -> l.startsWith("gatehouse_scope_denials_total{")
      && l.contains("reason=\"not-allowed\"") && l.contains("server=\"public-data\"")
      && l.contains("tool=\"sec_company_facts\"") && l.endsWith(" 3.0")), metrics);
  }

  /**
   * A manifest shows a scoped key only the operations it may call, and entries name providers and tools,
   * never a bare operation id ({@code series} grants neither fred_series nor any other provider's).
   */
  @Test
  void aManifestShowsOnlyTheOperationsInScopeAndBareOperationIdsGrantNothing() throws Exception {
    start(Map.of());
    JsonObject issued = signup("one-series@example.com");
    String key = issued.getString("api_key");
    assertEquals(200, setScope(issued.getString("key_id"), "fred_series").statusCode());
    JsonObject read = rpc(key, "resources/read", new JsonObject().put("uri", "gatehouse://providers/fred/manifest"));
    JsonObject manifest = new JsonObject(read.getJsonObject("result").getJsonArray("contents").getJsonObject(0)
      .getString("text"));
    assertEquals(List.of("series"), manifest.getJsonArray("operations").stream()
      .map(o -> ((JsonObject) o).getString("id")).toList(), "the manifest of a key scoped to one tool");

    assertEquals(200, setScope(issued.getString("key_id"), "series").statusCode());
    assertEquals(List.of(), listTools(key).stream().filter(n -> n.endsWith("_series")).toList(),
      "a bare operation id names no tool");
    assertInsufficientScope(rpc(key, "tools/call", new JsonObject().put("name", "sec_company_facts")
      .put("arguments", new JsonObject().put("cik", "320193"))));
  }

  /** The scope is read per request from the live key record: a session opened before the change obeys it. */
  @Test
  void anAdminNarrowsALiveKeyAndItsOpenSessionObeysAtOnce() throws Exception {
    start(Map.of());
    JsonObject issued = signup("narrowed@example.com");
    McpSyncClient mcp = client(issued.getString("api_key"));
    assertTrue(SdkListings.toolNames(mcp).contains("sec_company_facts"), "a key without a scope of its own takes its plan's: all");
    assertFalse(mcp.callTool(new McpSchema.CallToolRequest("fred_series", Map.of("series_id", "GDP"))).isError());

    assertEquals(200, setScope(issued.getString("key_id"), "fred -fred_series").statusCode());
    McpError refused = assertThrows(McpError.class,
      () -> mcp.callTool(new McpSchema.CallToolRequest("fred_series", Map.of("series_id", "GDP"))));
    assertEquals(-32003, refused.getJsonRpcError().code(), refused.getMessage());
    List<String> narrowed = SdkListings.toolNames(mcp);
    assertFalse(narrowed.contains("fred_series") || narrowed.contains("sec_company_facts"), narrowed.toString());
    assertTrue(narrowed.contains("fred_series_observations"), narrowed.toString());

    // back to the plan's scope
    assertEquals(200, setScope(issued.getString("key_id"), null).statusCode());
    assertFalse(mcp.callTool(new McpSchema.CallToolRequest("fred_series", Map.of("series_id", "GDP"))).isError());
  }

  @Test
  void badScopeEntriesAreRefusedByTheAdminRoute() throws Exception {
    start(Map.of());
    JsonObject issued = signup("bad-scope@example.com");
    HttpResponse<String> refused = setScope(issued.getString("key_id"), "fred sec/facts");
    assertEquals(400, refused.statusCode(), refused.body());
    assertTrue(refused.body().contains("sec/facts"), refused.body());
    assertEquals(404, setScope("key_unknown", "fred").statusCode());
  }

  /**
   * On PostgreSQL: the admin route's change holds from the next call on the gateway that made it; the
   * keys command's, made elsewhere, reaches the running gateway through the database's notification.
   */
  @Test
  void onPostgresTheAdminRouteAndTheKeysCommandRescopeALiveKey() throws Exception {
    String uri = TestDatabases.ensure("gatehouse_it");
    start(Map.of("GATEHOUSE_STORE", "postgres", "GATEHOUSE_PG_URI", uri));
    JsonObject issued = signup("pg-scope-" + java.util.UUID.randomUUID() + "@example.com");
    String key = issued.getString("api_key");
    String id = issued.getString("key_id");
    assertEquals(200, get(FRED_SERIES, key).statusCode(), "the key works and is now cached");

    assertEquals(200, setScope(id, "sec").statusCode());
    assertEquals(403, get(FRED_SERIES, key).statusCode(), "the next call obeys the admin route's scope");

    assertEquals(0, GatewayCli.keysOnPostgres(dir, uri, "scope", id, "--set", "fred"));
    await().atMost(Duration.ofSeconds(2)).pollInterval(Duration.ofMillis(20))
      .until(() -> get(FRED_SERIES, key).statusCode() == 200);
    assertEquals(403, get(SEC_FACTS, key).statusCode());

    assertEquals(0, GatewayCli.keysOnPostgres(dir, uri, "scope", id, "--plan"));
    await().atMost(Duration.ofSeconds(2)).pollInterval(Duration.ofMillis(20))
      .until(() -> get(SEC_FACTS, key).statusCode() != 403);
  }

  private void start(Map<String, String> extra) throws Exception {
    vertx = Vertx.vertx();
    FakeUpstream upstream = FakeUpstream.create(vertx)
      .get("/fred/series", rc -> rc.response().putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("seriess", new JsonArray().add(new JsonObject()
          .put("id", "GDP").put("title", "Gross Domestic Product"))).encode()));
    upstream.start(vertx).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    Map<String, String> env = new HashMap<>(extra);
    env.put("GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + upstream.baseUrl() + ",data.sec.gov=" + upstream.baseUrl());
    env.put("FRED_API_KEY", "test-key");
    env.put("GATEHOUSE_ADMIN_TOKEN", ADMIN);
    gateway = ConfiguredGateway.start(vertx, dir, env).toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }

  private static void assertInsufficientScope(JsonObject response) {
    JsonObject error = response.getJsonObject("error");
    assertNotNull(error, response.encode());
    assertEquals(-32003, error.getInteger("code"), response.encode());
    JsonObject data = error.getJsonObject("data");
    assertEquals("insufficient_scope", data.getString("error"), response.encode());
    assertEquals("tools:sec_company_facts", data.getString("required_scope"), response.encode());
    assertTrue(data.getString("www_authenticate").contains("scope=\"tools:sec_company_facts\""), response.encode());
  }

  private JsonObject signup(String email) throws Exception {
    HttpResponse<String> r = send(HttpRequest.newBuilder(uri("/api/v1/auth/register"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("email", email).put("name", "Scoped").encode())));
    assertEquals(201, r.statusCode(), r.body());
    return new JsonObject(r.body());
  }

  private HttpResponse<String> setScope(String keyId, String scope) throws Exception {
    return send(HttpRequest.newBuilder(uri("/admin/keys/" + keyId + "/scope"))
      .header("Authorization", "Bearer " + ADMIN).header("Content-Type", "application/json")
      .PUT(HttpRequest.BodyPublishers.ofString(new JsonObject().put("scope", scope).encode())));
  }

  private HttpResponse<String> get(String path, String key) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).GET();
    if (key != null) request.header("X-API-Key", key);
    return send(request);
  }

  /** A stateless (2026-07-28) JSON-RPC request; the whole response body. */
  private JsonObject rpc(String key, String method, JsonObject params) throws Exception {
    params.put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    HttpRequest.Builder request = HttpRequest.newBuilder(uri(MCP)).header("X-API-Key", key)
      .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
      .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", method)
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("jsonrpc", "2.0").put("id", 1)
        .put("method", method).put("params", params).encode()));
    if (params.getValue(method.equals("resources/read") ? "uri" : "name") instanceof String name) {
      request.header("Mcp-Name", name);
    }
    HttpResponse<String> r = send(request);
    assertEquals(200, r.statusCode(), r.body());
    return new JsonObject(r.body());
  }

  /** The description of search_tools as the key's tools/list shows it (first, so on the first page). */
  private String searchToolDescription(String key) throws Exception {
    return rpc(key, "tools/list", new JsonObject()).getJsonObject("result").getJsonArray("tools").stream()
      .map(t -> (JsonObject) t).filter(t -> "search_tools".equals(t.getString("name"))).findFirst().orElseThrow()
      .getString("description");
  }

  /** What completion/complete offers for the provider manifest template's {provider} starting with {@code prefix}. */
  private List<String> completeProvider(String key, String prefix) throws Exception {
    return rpc(key, "completion/complete", new JsonObject()
      .put("ref", new JsonObject().put("type", "ref/resource").put("uri", "gatehouse://providers/{provider}/manifest"))
      .put("argument", new JsonObject().put("name", "provider").put("value", prefix)))
      .getJsonObject("result").getJsonObject("completion").getJsonArray("values").stream().map(String::valueOf).toList();
  }

  /** The names search_tools finds, at most 50. */
  private List<String> search(String key, String query) throws Exception {
    JsonObject found = rpc(key, "tools/call", new JsonObject().put("name", "search_tools")
      .put("arguments", new JsonObject().put("query", query).put("limit", 50)))
      .getJsonObject("result").getJsonObject("structuredContent");
    return found.getJsonArray("tools").stream().map(t -> ((JsonObject) t).getString("name")).toList();
  }

  private List<String> listTools(String key) throws Exception {
    List<String> names = new ArrayList<>();
    String cursor = null;
    do {
      JsonObject params = new JsonObject();
      if (cursor != null) params.put("cursor", cursor);
      JsonObject result = rpc(key, "tools/list", params).getJsonObject("result");
      result.getJsonArray("tools").forEach(t -> names.add(((JsonObject) t).getString("name")));
      cursor = result.getString("nextCursor");
    } while (cursor != null);
    return names;
  }

  private McpSyncClient client(String key) {
    McpSyncClient mcp = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl()).endpoint(MCP)
        .httpRequestCustomizer((builder, method, uri, body, context) -> builder.header("X-API-Key", key))
        .build())
      .requestTimeout(Duration.ofSeconds(30)).build();
    clients.add(mcp);
    mcp.initialize();
    return mcp;
  }

  private URI uri(String path) {
    return URI.create(gateway.baseUrl() + path);
  }

  private static HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
