package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MCP Apps (SEP-1865) negotiated per client, in every revision: a client that declares the extension
 * finds the views linked from their tools, listed and readable; a client that does not gets, byte for
 * byte, what a gateway with the views switched off ({@code mcp.apps: false}) sends, which is the
 * gateway as it was before them.
 */
@ExtendWith(VertxExtension.class)
class AppsNegotiationTest {

  static final String MIME = "text/html;profile=mcp-app";
  static final JsonObject UI = new JsonObject().put("extensions", new JsonObject()
    .put("io.modelcontextprotocol/ui", new JsonObject().put("mimeTypes", new JsonArray().add(MIME))));
  /** Declares the extension, but not the view format: not a client of these views. */
  static final JsonObject OTHER_FORMAT = new JsonObject().put("extensions", new JsonObject()
    .put("io.modelcontextprotocol/ui", new JsonObject().put("mimeTypes", new JsonArray().add("text/uri-list"))));
  static final List<String> REVISIONS = List.of("2025-03-26", "2025-06-18", "2025-11-25", RawMcp.MODERN);

  private static final Pattern INSTANT = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z");

  @TempDir
  Path dir;

  private FakeUpstream vies;
  private Gateway on;
  private Gateway off;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    client = WebClient.create(vertx);
    vies = FakeUpstream.create(vertx).post("/taxation_customs/vies/rest-api/check-vat-number", rc ->
      rc.response().putHeader("Content-Type", "application/json").end(new JsonObject().put("countryCode", "NL")
        .put("vatNumber", "004495445B01").put("requestDate", "2026-11-22T09:00:00.000Z").put("valid", true)
        .put("name", "LEADS TEST B.V.").put("address", "---").encode()));
    String base = vies.start(vertx).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS).baseUrl();
    Map<String, String> env = Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + base);
    Path withoutViews = dir.resolve("gateway-without-views.yaml");
    String shipped = Files.readString(Path.of("..", "conf", "gateway.yaml"));
    assertTrue(shipped.contains("    mcp:\n"), "the shipped configuration has mcp sections");
    Files.writeString(withoutViews, shipped.replace("    mcp:\n", "    mcp:\n      apps: false\n"));
    on = ConfiguredGateway.start(vertx, dir.resolve("on"), env).toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
    off = ConfiguredGateway.start(vertx, withoutViews, dir.resolve("off"), env).toCompletionStage().toCompletableFuture()
      .get(60, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    for (Gateway g : new Gateway[] {on, off}) {
      if (g != null) g.stop().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }
  }

  @Test
  void aClientWithoutTheExtensionGetsByteForByteWhatItGotBefore() throws Exception {
    for (String revision : REVISIONS) {
      for (JsonObject capabilities : List.of(new JsonObject(), OTHER_FORMAT)) {
        RawMcp with = lead(on, revision, capabilities);
        RawMcp before = lead(off, revision, capabilities);
        String what = "Lead Verification " + revision + " " + capabilities.encode();
        // a client declaring the extension learns the server's view format even when it takes another one
        if (with.initialized() != null && capabilities.isEmpty()) assertEquals(based(before.initialized()), based(with.initialized()), what + " initialize");
        for (String list : List.of("tools/list", "resources/list", "resources/templates/list")) {
          assertEquals(based(before.request(list, null)), based(with.request(list, null)), what + " " + list);
        }
        // the same answer byte for byte, but for the moment each was made (its sources' retrieved_at)
        JsonObject call = new JsonObject().put("name", "vat_check").put("arguments", new JsonObject().put("vat_number", "NL004495445B01"));
        assertEquals(based(timeless(before.request("tools/call", call))), based(timeless(with.request("tools/call", call))),
          what + " tools/call");
        assertNull(new JsonObject(with.request("resources/read", new JsonObject().put("uri", "ui://gatehouse/lead-report")))
          .getJsonObject("result"), what + ": views are read by clients of the extension only");

        RawMcp data = publicData(on, revision, capabilities);
        RawMcp dataBefore = publicData(off, revision, capabilities);
        for (String list : List.of("tools/list", "resources/list")) {
          assertEquals(based(dataBefore.request(list, null)), based(data.request(list, null)), "Public Data " + revision + " " + list);
        }
      }
    }
  }

  @Test
  void aClientOfTheExtensionFindsTheViewsLinkedListedAndReadable() throws Exception {
    for (String revision : REVISIONS) {
      RawMcp mcp = lead(on, revision, UI);
      if (mcp.initialized() != null) {
        JsonObject declared = new JsonObject(mcp.initialized()).getJsonObject("result").getJsonObject("capabilities")
          .getJsonObject("extensions");
        assertEquals(new JsonArray().add(MIME), declared.getJsonObject("io.modelcontextprotocol/ui").getJsonArray("mimeTypes"), revision);
      }
      Map<String, JsonObject> tools = byName(mcp.result("tools/list", null).getJsonArray("tools"));
      assertEquals("ui://gatehouse/lead-report", uiOf(tools.get("verify_lead")), revision);
      assertEquals("ui://gatehouse/screening-match", uiOf(tools.get("sanctions_screen")), revision);
      assertNull(uiOf(tools.get("vat_check")), revision + ": a tool without a view links none");

      RawMcp plain = lead(on, revision, new JsonObject());
      JsonArray plainTools = plain.result("tools/list", null).getJsonArray("tools");
      assertEquals(plainTools, withoutUi(mcp.result("tools/list", null).getJsonArray("tools")),
        revision + ": the link is the only difference");

      List<String> uris = new ArrayList<>();
      mcp.result("resources/list", null).getJsonArray("resources").forEach(r -> uris.add(((JsonObject) r).getString("uri")));
      assertTrue(uris.containsAll(List.of("ui://gatehouse/lead-report", "ui://gatehouse/screening-match")), revision + " " + uris);
      for (String uri : List.of("ui://gatehouse/lead-report", "ui://gatehouse/screening-match")) {
        AppViewPage.check(mcp.result("resources/read", new JsonObject().put("uri", uri)), uri);
      }

      RawMcp data = publicData(on, revision, UI);
      Map<String, JsonObject> dataTools = byName(data.result("tools/list", null).getJsonArray("tools"));
      assertEquals("ui://gatehouse/series-chart/fred_series_observations", uiOf(dataTools.get("fred_series_observations")), revision);
      assertEquals("ui://gatehouse/series-chart/usgs_daily_items", uiOf(dataTools.get("usgs_daily_items")), revision);
      JsonObject chart = data.result("resources/read", new JsonObject().put("uri", "ui://gatehouse/series-chart/fred_series_observations"));
      String page = AppViewPage.check(chart, "series chart");
      assertTrue(page.contains("\"items\":\"observations\""), "the chart knows where the tool keeps its points");
    }
  }

  @Test
  void theViewsAnswerForTheGatewayThatServesThem() throws Exception {
    RawMcp before = lead(off, "2025-11-25", UI);
    JsonObject init = new JsonObject(before.initialized()).getJsonObject("result").getJsonObject("capabilities");
    assertFalse(init.containsKey("extensions"), "a gateway with views switched off declares none");
    assertNull(uiOf(byName(before.result("tools/list", null).getJsonArray("tools")).get("verify_lead")));
    RawMcp modern = lead(on, RawMcp.MODERN, new JsonObject());
    JsonObject discovered = modern.result("server/discover", null).getJsonObject("capabilities");
    assertNotEquals(null, discovered.getJsonObject("extensions").getJsonObject("io.modelcontextprotocol/ui"),
      "server/discover names every extension the server serves");
  }

  private RawMcp lead(Gateway g, String revision, JsonObject capabilities) throws Exception {
    return RawMcp.open(client, g.baseUrl() + "/mcp", Map.of("Authorization", "Bearer " + key(g)), revision, capabilities);
  }

  private RawMcp publicData(Gateway g, String revision, JsonObject capabilities) throws Exception {
    return RawMcp.open(client, g.baseUrl() + "/api/v1/data/query", Map.of("X-API-Key", dataKey(g)), revision, capabilities);
  }

  private final Map<Gateway, String> keys = new java.util.HashMap<>();
  private final Map<Gateway, String> dataKeys = new java.util.HashMap<>();

  private String key(Gateway g) throws Exception {
    if (!keys.containsKey(g)) {
      keys.put(g, client.postAbs(g.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "apps@leads.test"))
        .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS).bodyAsJsonObject().getString("api_key"));
    }
    return keys.get(g);
  }

  private String dataKey(Gateway g) throws Exception {
    if (!dataKeys.containsKey(g)) {
      dataKeys.put(g, client.postAbs(g.baseUrl() + "/api/v1/auth/register").sendJsonObject(new JsonObject()
          .put("email", "apps@data.test").put("name", "Apps"))
        .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS).bodyAsJsonObject().getString("api_key"));
    }
    return dataKeys.get(g);
  }

  /** The two gateways differ in their port, which their links (icons, website) name. */
  private String based(String response) {
    return response.replace(on.baseUrl(), "<base>").replace(off.baseUrl(), "<base>");
  }

  private static String timeless(String response) {
    String masked = INSTANT.matcher(response).replaceAll("<instant>");
    assertNotEquals(response, masked, "the answer names when it was made");
    return masked;
  }

  static Map<String, JsonObject> byName(JsonArray tools) {
    Map<String, JsonObject> map = new java.util.HashMap<>();
    tools.forEach(t -> map.put(((JsonObject) t).getString("name"), (JsonObject) t));
    return map;
  }

  static String uiOf(JsonObject tool) {
    JsonObject meta = tool.getJsonObject("_meta");
    JsonObject ui = meta == null ? null : meta.getJsonObject("ui");
    return ui == null ? null : ui.getString("resourceUri");
  }

  private static JsonArray withoutUi(JsonArray tools) {
    JsonArray out = new JsonArray();
    tools.forEach(t -> {
      JsonObject tool = ((JsonObject) t).copy();
      JsonObject meta = tool.getJsonObject("_meta");
      if (meta != null) {
        meta.remove("ui");
        if (meta.isEmpty()) tool.remove("_meta");
      }
      out.add(tool);
    });
    return out;
  }
}
