package io.gatehouse.it.firsthour;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every refusal a newcomer meets says what to do next: the tool or path meant, the product a tool or
 * key belongs to, the header that is missing, when the quota renews, which signup limit was hit, and
 * which setting moves a port that is taken. The shipped configuration, with a free plan of one call a day.
 */
class NextStepMessagesTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @TempDir
  static Path dir;

  private static Vertx vertx;
  private static FakeUpstream fred;
  private static Gateway gateway;
  private static String leadKey;
  private static String dataKey;

  @BeforeAll
  static void start() throws Exception {
    vertx = Vertx.vertx();
    fred = FakeUpstream.create(vertx).get("/fred/series", rc -> rc.response().putHeader("Content-Type", "application/json")
      .end(new JsonObject().put("seriess", new JsonArray().add(new JsonObject().put("id", "GDP"))).encode()));
    fred.start(vertx).await();
    Path config = dir.resolve("gateway.yaml");
    String shipped = Files.readString(Path.of("..", "conf", "gateway.yaml"));
    assertTrue(shipped.contains("    dailyQuota: 1000\n"));
    Files.writeString(config, shipped.replace("    dailyQuota: 1000\n", "    dailyQuota: 1\n"));
    gateway = ConfiguredGateway.start(vertx, config, dir.resolve("data"), Map.of("FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456",
      "GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + fred.baseUrl())).await();
    leadKey = new JsonObject(post("/v1/keys/create", new JsonObject().put("email", "lead@example.com"), null).body())
      .getString("api_key");
    dataKey = new JsonObject(post("/api/v1/auth/register", new JsonObject().put("email", "data@example.com").put("name", "D"),
      null).body()).getString("api_key");
  }

  @AfterAll
  static void stop() {
    if (gateway != null) gateway.stop().await();
    if (fred != null) fred.close().await();
    if (vertx != null) vertx.close().await();
  }

  @Test
  void anUnknownToolNamesTheClosestOrTheProductThatHasIt() throws Exception {
    String misspelt = rpcError("/mcp", leadKey, "vat_chek");
    assertTrue(misspelt.startsWith("Unknown tool: vat_chek.") && misspelt.contains("Did you mean vat_check?"), misspelt);
    String elsewhere = rpcError("/mcp", leadKey, "fred_series");
    assertTrue(elsewhere.contains("a tool of Public Data Service, served at " + gateway.baseUrl() + "/api/v1/data/query"),
      elsewhere);
  }

  @Test
  void verifyLeadWithNothingToCheckNamesWhatItTakes() throws Exception {
    HttpResponse<String> response = rpc("/mcp", leadKey, "tools/call", "verify_lead",
      new JsonObject().put("name", "verify_lead").put("arguments", new JsonObject()));
    assertEquals(200, response.statusCode(), response.body());
    assertTrue(response.body().contains("missing arguments: expected at least one of vat_number, kvk_number, kbo_number,"
      + " siren, org_number, business_id, ico, nip, company_number, lei, company_name, contact_name, email"), response.body());
  }

  @Test
  void anUnknownRestPathNamesTheClosestRouteAndTheOpenApi() throws Exception {
    HttpResponse<String> typo = get("/api/v1/fred/serie/GDP", dataKey);
    assertEquals(404, typo.statusCode());
    String detail = new JsonObject(typo.body()).getString("detail");
    assertTrue(detail.contains("Did you mean /api/v1/fred/series/{series_id}?"), detail);
    assertTrue(detail.contains("GET /api/v1/openapi.json lists every REST route"), detail);

    HttpResponse<String> lead = post("/api/v1/verify/lead", new JsonObject().put("email", "a@example.com"), leadKey);
    assertEquals(404, lead.statusCode());
    String leadDetail = new JsonObject(lead.body()).getString("detail");
    assertTrue(leadDetail.contains("Lead Verification has no REST routes") && leadDetail.contains("verify_lead")
      && leadDetail.contains(gateway.baseUrl() + "/mcp"), leadDetail);
  }

  /** For clients that keep few tools: the discovery profile lists search_tools and call_tool, which still reach every tool. */
  @Test
  void theDiscoveryProfileListsOnlyTheToolsThatFindAndCallTheRest() throws Exception {
    HttpResponse<String> listed = rpc("/api/v1/data/query?profile=discovery", dataKey, "tools/list", null, new JsonObject());
    assertEquals(200, listed.statusCode(), listed.body());
    JsonArray tools = new JsonObject(listed.body()).getJsonObject("result").getJsonArray("tools");
    assertEquals(List.of("search_tools", "call_tool", "gatehouse_continue"),
      tools.stream().map(t -> ((JsonObject) t).getString("name")).toList());
    HttpResponse<String> called = rpc("/api/v1/data/query?profile=discovery&providers=fred", dataKey, "tools/call", "call_tool",
      new JsonObject().put("name", "call_tool").put("arguments", new JsonObject().put("name", "fred_series")
        .put("arguments", new JsonObject().put("series_id", "GDP"))));
    JsonObject result = new JsonObject(called.body()).getJsonObject("result");
    assertTrue(!result.getBoolean("isError", false) && result.encode().contains("GDP"), called.body());
    HttpResponse<String> refused = rpc("/mcp?profile=discovery", leadKey, "tools/list", null, new JsonObject());
    assertEquals(400, refused.statusCode(), refused.body());
    assertTrue(refused.body().contains("does not offer the discovery profile"), refused.body());
  }

  @Test
  void aKeyOfTheOtherProductIsNamedByItsPrefix() throws Exception {
    HttpResponse<String> refused = rpc("/mcp", dataKey, "tools/list", null, new JsonObject());
    assertTrue(refused.statusCode() == 401 || refused.statusCode() == 403, refused.body());
    String detail = new JsonObject(refused.body()).getString("detail");
    assertTrue(detail.startsWith("This is a Public Data Service key (pd_live_…), not a Lead Verification key (lv_live_…)"),
      detail);
  }

  @Test
  void aMissingMcpNameHeaderIsNamedAsMissing() throws Exception {
    HttpResponse<String> refused = rpc("/mcp", leadKey, "tools/call", null,
      new JsonObject().put("name", "vat_check").put("arguments", new JsonObject()));
    assertEquals(400, refused.statusCode());
    String message = new JsonObject(refused.body()).getJsonObject("error").getString("message");
    assertTrue(message.contains("Mcp-Name header is missing"), message);
  }

  @Test
  void theQuotaSaysWhenItRenewsAndWhatHelps() throws Exception {
    String key = new JsonObject(post("/api/v1/auth/register", new JsonObject().put("email", "quota@example.com")
      .put("name", "Q"), null).body()).getString("api_key");
    HttpResponse<String> first = get("/api/v1/fred/series/GDP", key);
    assertEquals(200, first.statusCode());
    // one set of numbers: the headers name the limit they count down, as the usage page and the refusal name it
    assertEquals("\"quota\";q=1", first.headers().firstValue("RateLimit-Policy").orElse(""));
    assertEquals("1", first.headers().firstValue("RateLimit-Limit").orElse(""));
    JsonArray policies = new JsonObject(get("/api/v1/auth/usage", key).body()).getJsonObject("limits").getJsonArray("policies");
    assertEquals(List.of("requests", "calls", "quota"), policies.stream().map(p -> ((JsonObject) p).getString("name")).toList());
    assertEquals(1, policies.getJsonObject(2).getInteger("per_day"));
    HttpResponse<String> refused = get("/api/v1/fred/series/GDP", key);
    assertEquals(429, refused.statusCode(), refused.body());
    JsonObject problem = new JsonObject(refused.body());
    assertEquals("quota", problem.getString("policy"));
    Instant renews = Instant.parse(problem.getString("retry_at"));
    assertTrue(renews.isAfter(Instant.now()), problem.encode());
    assertTrue(problem.getString("detail").contains("renews at " + renews) && problem.getString("detail").contains("larger plan"),
      problem.encode());
  }

  @Test
  void signupLimitsArePerProductAndTheRefusalNamesTheLimit() throws Exception {
    JsonObject body = new JsonObject().put("email", "often@example.com").put("name", "O");
    assertEquals(201, post("/v1/keys/create", body, null).statusCode());
    assertEquals(201, post("/v1/keys/create", body, null).statusCode());
    HttpResponse<String> third = post("/v1/keys/create", body, null);
    assertEquals(429, third.statusCode(), third.body());
    JsonObject problem = new JsonObject(third.body());
    assertEquals("signups per email", problem.getString("limit"));
    assertTrue(problem.getString("detail").startsWith("Too many Lead Verification keys requested for this email"),
      problem.encode());
    assertEquals(201, post("/api/v1/auth/register", body, null).statusCode(), "the other product's limits are its own");
  }

  @Test
  void aPortInUseFailsTheStartAtOnceNamingItAndTheVariable() throws Exception {
    try (ServerSocket taken = new ServerSocket(0)) {
      long started = System.nanoTime();
      Exception failed = assertThrows(Exception.class, () -> ConfiguredGateway.start(vertx, dir.resolve("busy"),
        Map.of("GATEHOUSE_HTTP_PORT", Integer.toString(taken.getLocalPort()))).await());
      assertTrue(Duration.ofNanos(System.nanoTime() - started).toSeconds() < 5, "fails fast");
      assertTrue(failed.getMessage().contains("port " + taken.getLocalPort()) && failed.getMessage().contains("GATEHOUSE_HTTP_PORT"),
        failed.getMessage());
    }
  }

  private static String rpcError(String path, String key, String tool) throws Exception {
    HttpResponse<String> response = rpc(path, key, "tools/call", tool, new JsonObject().put("name", tool)
      .put("arguments", new JsonObject()));
    assertEquals(200, response.statusCode(), response.body());
    return new JsonObject(response.body()).getJsonObject("error").getString("message");
  }

  /** A stateless (2026-07-28) request. */
  private static HttpResponse<String> rpc(String path, String key, String method, String name, JsonObject params) throws Exception {
    params.put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(gateway.baseUrl() + path))
      .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
      .header("Accept", "application/json, text/event-stream").header("MCP-Protocol-Version", "2026-07-28")
      .header("Mcp-Method", method);
    if (name != null) request.header("Mcp-Name", name);
    return HTTP.send(request.POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("jsonrpc", "2.0").put("id", 1)
      .put("method", method).put("params", params).encode())).build(), HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> get(String path, String key) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(gateway.baseUrl() + path)).header("X-API-Key", key).build(),
      HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(String path, JsonObject body, String key) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(gateway.baseUrl() + path))
      .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body.encode()));
    if (key != null) request.header("Authorization", "Bearer " + key);
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
