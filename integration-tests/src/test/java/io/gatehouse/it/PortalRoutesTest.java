package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The portal's routes on the shipped gateway: the page and its assets under a strict policy with
 * revalidated caching, its catalog and search, and every route that was there before still answering as before.
 */
class PortalRoutesTest {

  private static final String PROBLEM = "application/problem+json";

  @TempDir
  Path dir;

  private Vertx vertx;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start() throws Exception {
    vertx = Vertx.vertx();
    client = WebClient.create(vertx);
    gateway = await(ConfiguredGateway.start(vertx, dir, Map.of()));
  }

  @AfterEach
  void stop() throws Exception {
    if (gateway != null) await(gateway.stop());
    await(vertx.close());
  }

  @Test
  void thePageAndItsAssetsHaveAStrictPolicyAndAreRevalidated() throws Exception {
    HttpResponse<Buffer> page = get("/");
    assertEquals(200, page.statusCode());
    assertTrue(page.getHeader("Content-Type").startsWith("text/html"), page.getHeader("Content-Type"));
    String html = page.bodyAsString();
    assertTrue(html.contains("<script type=\"module\" src=\"portal/main.js\"></script>"), html);
    assertFalse(html.matches("(?s).*<script(?![^>]*\\ssrc=).*"), "no inline script");
    assertFalse(html.contains("<style") || html.contains(" style="), "no inline style");
    for (String path : List.of("/", "/portal/main.js", "/portal/portal.css")) {
      HttpResponse<Buffer> asset = get(path);
      assertEquals(200, asset.statusCode(), path);
      String policy = asset.getHeader("Content-Security-Policy");
      assertNotNull(policy, path);
      assertTrue(policy.contains("default-src 'none'") && policy.contains("script-src 'self'")
        && policy.contains("style-src 'self'") && !policy.contains("unsafe"), policy);
      assertEquals("nosniff", asset.getHeader("X-Content-Type-Options"), path);
      assertEquals("no-cache", asset.getHeader("Cache-Control"), path);
      String modified = asset.getHeader("Last-Modified");
      assertNotNull(modified, path);
      HttpResponse<Buffer> again = await(client.get(gateway.port(), "127.0.0.1", path)
        .putHeader("If-Modified-Since", modified).send());
      assertEquals(304, again.statusCode(), path + " revalidates");
    }
    assertTrue(get("/portal/main.js").getHeader("Content-Type").contains("javascript"));
  }

  @Test
  void everyRouteThatWasThereStillAnswersAsBefore() throws Exception {
    assertTrue(get("/health").bodyAsJsonObject().containsKey("checks"));
    assertEquals(200, get("/health/ready").statusCode());
    assertTrue(get("/metrics").bodyAsString().contains("http_server_requests_seconds"));
    assertEquals("service.api/trust-intelligence", get("/v1/server.json").bodyAsJsonObject().getString("name"));
    assertEquals("service.api/public-data", get("/api/v1/server.json").bodyAsJsonObject().getString("name"));
    assertEquals("3.1.0", get("/api/v1/openapi.json").bodyAsJsonObject().getString("openapi"));
    assertStatus(HttpMethod.POST, "/mcp", 401);
    assertStatus(HttpMethod.POST, "/api/v1/data/query", 401);
    assertStatus(HttpMethod.GET, "/api/v1/fred/series/GDP", 401);
    assertStatus(HttpMethod.GET, "/no/such/path", 404);
    assertStatus(HttpMethod.GET, "/portal/no-such-asset.js", 404);
    assertStatus(HttpMethod.POST, "/", 405);
  }

  @Test
  void theSearchIsTheSearchToolsSearch() throws Exception {
    String key = await(client.post(gateway.port(), "127.0.0.1", "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "portal@example.com").put("name", "Portal")))
      .bodyAsJsonObject().getString("api_key");
    JsonObject viaMcp = await(McpCalls.callTool(client, gateway.baseUrl() + "/api/v1/data/query", key, "search_tools",
      new JsonObject().put("query", "quarterly GDP").put("limit", 5))).getJsonObject("structuredContent");
    JsonObject viaPortal = get("/portal/api/products/public-data/search?q=quarterly%20GDP&limit=5").bodyAsJsonObject();
    assertEquals(viaMcp, viaPortal);
    assertEquals(5, viaPortal.getJsonArray("tools").size());
  }

  @Test
  void leadVerificationIsSearchableThoughItListsNoSearchTool() throws Exception {
    JsonObject found = get("/portal/api/products/lead-verification/search?q=VAT%20number").bodyAsJsonObject();
    assertEquals("vat_check", found.getJsonArray("tools").getJsonObject(0).getString("name"), found.encode());
    HttpResponse<Buffer> noQuery = get("/portal/api/products/lead-verification/search");
    assertEquals(400, noQuery.statusCode());
    assertEquals("q", noQuery.bodyAsJsonObject().getString("field"));
    assertStatus(HttpMethod.GET, "/portal/api/products/conformance/operations", 404);
  }

  @Test
  void theCatalogSaysWhatEachOperationCallsAndHowLongItIsCached() throws Exception {
    JsonObject products = get("/portal/api/products").bodyAsJsonObject();
    assertEquals(List.of("lead-verification", "public-data"), products.getJsonArray("products").stream()
      .map(p -> ((JsonObject) p).getString("id")).toList());
    JsonObject data = products.getJsonArray("products").getJsonObject(1);
    assertEquals(gateway.baseUrl() + "/api/v1/data/query", data.getString("mcpUrl"));
    assertEquals("/api/v1/auth/register", data.getJsonObject("signup").getString("path"));

    JsonObject op = get("/portal/api/products/public-data/operations/fred_series").bodyAsJsonObject();
    assertEquals("https://api.stlouisfed.org/fred/series", op.getJsonObject("upstream").getString("url"));
    assertEquals(3600, op.getLong("cacheTtlSeconds"));
    assertEquals("/api/v1/fred/series/{series_id}", op.getJsonObject("rest").getString("path"));
    assertEquals(List.of("series_id"), op.getJsonObject("inputSchema").getJsonArray("required").getList());
    assertStatus(HttpMethod.GET, "/portal/api/products/public-data/operations/no_such_tool", 404);
    int listed = get("/portal/api/products/public-data/operations").bodyAsJsonObject().getJsonArray("operations").size();
    assertEquals((int) data.getInteger("operations"), listed);
  }

  private void assertStatus(HttpMethod method, String path, int status) throws Exception {
    HttpResponse<Buffer> response = await(client.request(method, gateway.port(), "127.0.0.1", path).send());
    assertEquals(status, response.statusCode(), method + " " + path + ": " + response.bodyAsString());
    if (!path.endsWith("/mcp") && !path.endsWith("/query")) assertEquals(PROBLEM, response.getHeader("Content-Type"), path);
  }

  private HttpResponse<Buffer> get(String path) throws Exception {
    return await(client.get(gateway.port(), "127.0.0.1", path).send());
  }

  private static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }
}
