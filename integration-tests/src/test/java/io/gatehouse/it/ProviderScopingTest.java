package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Public Data as shipped: provider scoping on the endpoint and the discovery tools, through the
 * official Java SDK client, so that a client keeping only 128 tools still reaches every operation.
 */
class ProviderScopingTest {

  private static final String PATH = "/api/v1/data/query";
  private static final int CLIENT_CAP = 128;

  @TempDir
  Path dir;

  private Vertx vertx;
  private FakeUpstream fred;
  private Gateway gateway;
  private String key;
  private final List<McpSyncClient> clients = new ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    vertx = Vertx.vertx();
    fred = FakeUpstream.create(vertx).get("/fred/series", rc -> rc.response()
      .putHeader("Content-Type", "application/json")
      .end(new JsonObject().put("seriess", new JsonArray().add(new JsonObject()
        .put("id", "GDP").put("title", "Gross Domestic Product"))).encode()));
    fred.start(vertx).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    gateway = ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES",
        "api.stlouisfed.org=" + fred.baseUrl(), "FRED_API_KEY", "test-key"))
      .toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
    HttpResponse<String> signup = post("/api/v1/auth/register", Map.of(),
      new JsonObject().put("email", "scope@example.com").put("name", "Scope").encode());
    key = new JsonObject(signup.body()).getString("api_key");
  }

  @AfterEach
  void stop() throws Exception {
    clients.forEach(McpSyncClient::close);
    if (gateway != null) gateway.stop().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  @Test
  void aScopedEndpointListsAndCallsItsProvidersOnly() {
    McpSyncClient mcp = client(PATH + "?providers=sec,fred");
    List<String> names = SdkListings.toolNames(mcp);
    // the discovery tools, fred's and sec's operations, and the continuation tool
    assertEquals(2 + 36 + 18 + 1, names.size(), names.toString());
    assertTrue(names.stream().allMatch(n -> n.startsWith("fred_") || n.startsWith("sec_")
      || n.equals("search_tools") || n.equals("call_tool") || n.equals("gatehouse_continue")), names.toString());
    McpSchema.CallToolResult outside = mcp.callTool(new McpSchema.CallToolRequest("call_tool",
      Map.of("name", "weather_alerts_active", "arguments", Map.of())));
    assertEquals(Boolean.TRUE, outside.isError());
    // the search sees the scope's tools only
    JsonObject quakes = JsonObject.mapFrom(mcp.callTool(new McpSchema.CallToolRequest("search_tools",
      Map.of("query", "earthquakes this week"))).structuredContent());
    assertTrue(quakes.getJsonArray("tools").stream().map(t -> ((JsonObject) t).getString("name"))
      .allMatch(n -> n.startsWith("fred_") || n.startsWith("sec_")), quakes.encode());
  }

  @Test
  void aCappedClientFindsAndCallsAnyOperationThroughTheDiscoveryTools() {
    McpSyncClient mcp = client(PATH);
    List<String> all = SdkListings.toolNames(mcp);
    assertTrue(all.size() > CLIENT_CAP, "tools: " + all.size());
    List<String> firstTools = all.subList(0, CLIENT_CAP);
    assertTrue(firstTools.containsAll(List.of("search_tools", "call_tool")));

    // a tool the capped client never listed is found by words
    JsonObject quakes = JsonObject.mapFrom(mcp.callTool(new McpSchema.CallToolRequest("search_tools",
      Map.of("query", "earthquake"))).structuredContent());
    assertTrue(quakes.getJsonArray("tools").stream().map(t -> ((JsonObject) t).getString("name"))
      .anyMatch(name -> name.startsWith("usgs_") && !firstTools.contains(name)), quakes.encode());

    // compact answers: the input schema only when asked for
    JsonObject gdp = JsonObject.mapFrom(mcp.callTool(new McpSchema.CallToolRequest("search_tools",
      Map.of("query", "quarterly GDP", "limit", 5))).structuredContent());
    assertTrue(gdp.getJsonArray("tools").stream().map(t -> (JsonObject) t)
      .anyMatch(t -> t.getString("name").equals("fred_series_observations")), gdp.encode());
    assertTrue(gdp.getJsonArray("tools").stream().noneMatch(t -> ((JsonObject) t).containsKey("inputSchema")));
    JsonObject described = JsonObject.mapFrom(mcp.callTool(new McpSchema.CallToolRequest("search_tools",
      Map.of("query", "fred_series", "limit", 1, "include_schema", true))).structuredContent());
    JsonObject series = described.getJsonArray("tools").getJsonObject(0);
    assertEquals("fred_series", series.getString("name"));
    assertTrue(series.getJsonObject("inputSchema").getJsonObject("properties").containsKey("series_id"), series.encode());

    McpSchema.CallToolResult called = mcp.callTool(new McpSchema.CallToolRequest("call_tool",
      Map.of("name", "fred_series", "arguments", Map.of("series_id", "GDP"))));
    assertTrue(((McpSchema.TextContent) called.content().get(0)).text().contains("Gross Domestic Product"),
      String.valueOf(called.content()));
  }

  @Test
  void unknownProvidersAreRefused() throws Exception {
    HttpResponse<String> response = post(PATH + "?providers=fred,nope", Map.of("X-API-Key", key,
      "Accept", "application/json, text/event-stream"), new JsonObject().put("jsonrpc", "2.0").put("id", 1)
      .put("method", "initialize").put("params", new JsonObject().put("protocolVersion", "2025-11-25")
        .put("capabilities", new JsonObject()).put("clientInfo", new JsonObject().put("name", "t").put("version", "1")))
      .encode());
    assertEquals(400, response.statusCode());
    assertTrue(response.body().contains("nope"), response.body());
  }

  private McpSyncClient client(String endpoint) {
    McpSyncClient mcp = McpClient.sync(HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
        .endpoint(endpoint)
        .httpRequestCustomizer((builder, method, uri, body, context) -> builder.header("X-API-Key", key))
        .build())
      .requestTimeout(Duration.ofSeconds(30)).build();
    clients.add(mcp);
    mcp.initialize();
    return mcp;
  }

  private HttpResponse<String> post(String path, Map<String, String> headers, String body) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(gateway.baseUrl() + path))
      .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
    headers.forEach(request::header);
    return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
