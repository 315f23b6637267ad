package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Both products driven by the official MCP Java SDK client with their own credential: initialize,
 * every tool across several pages, a tool call against a fake upstream, a resource and a prompt.
 * The shipped configuration runs with small list pages so that paging is exercised.
 */
class SdkClientInteropTest {

  private static final int LEAD_PAGE = 1;
  private static final int DATA_PAGE = 40;

  @TempDir
  Path dir;

  private Vertx vertx;
  private FakeUpstream upstream;
  private Gateway gateway;
  private McpSyncClient mcp;

  @BeforeEach
  void start() throws Exception {
    vertx = Vertx.vertx();
    upstream = FakeUpstream.create(vertx)
      .post("/taxation_customs/vies/rest-api/check-vat-number", rc -> rc.response()
        .putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("countryCode", "NL").put("vatNumber", "004495445B01").put("valid", true)
          .put("requestDate", "2026-11-22T09:00:00.000Z").put("name", "GATEHOUSE TEST B.V.")
          .put("address", "KEIZERSGRACHT 1\n1015CJ AMSTERDAM").put("requestIdentifier", "").encode()))
      .get("/fred/series", rc -> rc.response().putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("seriess", new io.vertx.core.json.JsonArray().add(new JsonObject()
          .put("id", "GDP").put("title", "Gross Domestic Product"))).encode()));
    upstream.start(vertx).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    Path config = dir.resolve("gateway.yaml");
    // the shipped servers set pageSize 100 and one page for up to 500 tools; the products get small pages here
    String yaml = Files.readString(ConfiguredGateway.CONFIG)
      .replaceFirst("pageSize: 100", "pageSize: " + LEAD_PAGE)
      .replaceFirst("pageSize: 100", "pageSize: " + DATA_PAGE)
      .replaceAll("singlePageUpTo: 500", "singlePageUpTo: 0");
    Files.writeString(config, yaml);
    gateway = ConfiguredGateway.start(vertx, config, dir, Map.of(
        "GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + upstream.baseUrl() + ",api.stlouisfed.org=" + upstream.baseUrl(),
        "FRED_API_KEY", "test-key"))
      .toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    if (mcp != null) mcp.close();
    if (gateway != null) gateway.stop().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  @Test
  void leadVerificationWithABearerKey() throws Exception {
    String key = signup("/v1/keys/create", new JsonObject().put("email", "sdk@example.com"));
    mcp = client("/mcp", "Authorization", "Bearer " + key);
    assertEquals("service.api/trust-intelligence", mcp.initialize().serverInfo().name());

    List<McpSchema.Tool> tools = allTools(LEAD_PAGE);
    List<String> names = tools.stream().map(McpSchema.Tool::name).toList();
    assertTrue(names.containsAll(List.of("vat_check", "vat_status")), names.toString());

    McpSchema.CallToolResult call = mcp.callTool(new McpSchema.CallToolRequest("vat_check",
      Map.of("vat_number", "NL004495445B01")));
    assertFalse(Boolean.TRUE.equals(call.isError()), String.valueOf(call.content()));
    assertTrue(text(call.content().get(0)).contains("GATEHOUSE TEST B.V."), String.valueOf(call.content()));

    McpSchema.ReadResourceResult descriptor = mcp.readResource(new McpSchema.ReadResourceRequest("gatehouse://server.json"));
    assertTrue(((McpSchema.TextResourceContents) descriptor.contents().get(0)).text().contains("trust-intelligence"));

    McpSchema.GetPromptResult prompt = mcp.getPrompt(new McpSchema.GetPromptRequest("verify_lead",
      Map.of("vat_number", "NL004495445B01", "company_name", "Gatehouse Test")));
    assertTrue(text(prompt.messages().get(0).content()).contains("NL004495445B01"));
  }

  @Test
  void publicDataWithAnApiKeyHeader() throws Exception {
    String key = signup("/api/v1/auth/register", new JsonObject().put("email", "sdk@example.com").put("name", "SDK"));
    mcp = client("/api/v1/data/query", "X-API-Key", key);
    assertEquals("service.api/public-data", mcp.initialize().serverInfo().name());

    List<McpSchema.Tool> tools = allTools(DATA_PAGE);
    assertTrue(tools.size() > 441, "tools: " + tools.size());
    assertTrue(tools.stream().allMatch(t -> t.name().matches("[a-z0-9_]{1,64}")));

    McpSchema.CallToolResult call = mcp.callTool(new McpSchema.CallToolRequest("fred_series", Map.of("series_id", "GDP")));
    assertFalse(Boolean.TRUE.equals(call.isError()), String.valueOf(call.content()));
    assertTrue(text(call.content().get(0)).contains("Gross Domestic Product"), String.valueOf(call.content()));

    McpSchema.ReadResourceResult manifest = mcp.readResource(
      new McpSchema.ReadResourceRequest("gatehouse://providers/fred/manifest"));
    assertTrue(((McpSchema.TextResourceContents) manifest.contents().get(0)).text().contains("series_observations"));

    McpSchema.GetPromptResult prompt = mcp.getPrompt(new McpSchema.GetPromptRequest("economic_indicator",
      Map.of("series_id", "UNRATE")));
    assertTrue(text(prompt.messages().get(0).content()).contains("UNRATE"));
  }

  /** Every tool, page by page; more than one page, and no tool twice. */
  private List<McpSchema.Tool> allTools(int pageSize) {
    List<McpSchema.Tool> tools = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      McpSchema.ListToolsResult page = mcp.listTools(cursor);
      assertTrue(page.tools().size() <= pageSize);
      tools.addAll(page.tools());
      cursor = page.nextCursor();
      pages++;
    } while (cursor != null);
    assertTrue(pages > 1, "pages: " + pages);
    assertEquals(tools.size(), new HashSet<>(tools.stream().map(McpSchema.Tool::name).toList()).size());
    return tools;
  }

  private McpSyncClient client(String path, String header, String value) {
    HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
      .endpoint(path)
      .httpRequestCustomizer((builder, method, uri, body, context) -> builder.header(header, value))
      .build();
    return McpClient.sync(transport).requestTimeout(Duration.ofSeconds(30)).build();
  }

  private String signup(String path, JsonObject body) throws Exception {
    HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(gateway.baseUrl() + path))
      .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body.encode())).build(),
      HttpResponse.BodyHandlers.ofString());
    assertEquals(201, response.statusCode(), response.body());
    return new JsonObject(response.body()).getString("api_key");
  }

  private static String text(McpSchema.Content content) {
    return ((McpSchema.TextContent) content).text();
  }
}
