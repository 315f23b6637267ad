package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.providers.registers.kbo.embedded.EmbeddedLoader;
import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.Progress;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lead Verification's register tools end to end: a free key, MCP over the shipped configuration,
 * kvk_* against a fake KvK (with its error modes) and kbo_* over an ingested test extract.
 */
@ExtendWith(VertxExtension.class)
class RegistersMcpTest {

  private static final String KVK_KEY = "test-kvk-key";

  @TempDir
  Path dir;

  private FakeUpstream kvk;
  private Gateway gateway;
  private WebClient client;
  private final List<String> kvkQueries = new CopyOnWriteArrayList<>();
  private final List<String> kvkKeys = new CopyOnWriteArrayList<>();

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) throws Exception {
    client = WebClient.create(vertx);
    try (ExtractSource extract = ExtractSource.open(Fixtures.path("registers/kbo-full"))) {
      new EmbeddedLoader(dir.resolve("providers/kbo")).loadFull(extract, ExtractMeta.read(extract), new Progress(line -> { }));
    }
    kvk = FakeUpstream.create(vertx)
      .get("/api/v2/zoeken", this::zoeken)
      .get("/api/v1/basisprofielen/:kvk/vestigingen", rc -> answer(rc, vestigingen(rc.pathParam("kvk"))))
      .get("/api/v1/basisprofielen/:kvk", this::basisprofiel)
      .get("/api/v1/vestigingsprofielen/:nummer", rc -> answer(rc, new JsonObject()
        .put("vestigingsnummer", rc.pathParam("nummer")).put("kvkNummer", "69599084").put("eersteHandelsnaam", "Testwinkel Noord")
        .put("links", new JsonArray().add(new JsonObject().put("rel", "self")))));
    kvk.start(vertx)
      .compose(u -> ConfiguredGateway.start(vertx, dir, Map.of(
        "GATEHOUSE_UPSTREAM_OVERRIDES", "api.kvk.nl=" + u.baseUrl(), "KVK_API_KEY", KVK_KEY)))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> kvk.close()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void theFourRegisterToolsAreListedWithOutputSchemas(VertxTestContext ctx) {
    key().compose(key -> rpc(key, "tools/list", new JsonObject(), null))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonArray tools = result.getJsonArray("tools");
        for (String name : List.of("kvk_search", "kvk_lookup", "kbo_lookup", "kbo_search")) {
          JsonObject tool = tools.stream().map(JsonObject.class::cast).filter(t -> t.getString("name").equals(name))
            .findFirst().orElseThrow(() -> new AssertionError(name + " missing from " + tools.encode()));
          assertTrue(tool.containsKey("outputSchema"), name);
        }
        ctx.completeNow();
      })));
  }

  @Test
  void kvkSearchPagesThroughKvkWithTheOperatorsKey(VertxTestContext ctx) {
    key().compose(key -> callTool(key, "kvk_search", new JsonObject().put("naam", "Test").put("limit", 2).put("offset", 2)))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertFalse(result.getBoolean("isError"), result.encode());
        JsonObject out = result.getJsonObject("structuredContent");
        assertEquals(3, out.getInteger("total"));
        assertEquals(2, out.getInteger("page"));
        assertEquals(2, out.getInteger("offset"));
        assertFalse(out.containsKey("next_offset"), "the last page");
        assertEquals("Test EMZ Dagobert", out.getJsonArray("results").getJsonObject(0).getString("naam"));
        assertFalse(out.getJsonArray("results").getJsonObject(0).containsKey("links"));
        assertTrue(kvkQueries.get(0).contains("pagina=2") && kvkQueries.get(0).contains("resultatenPerPagina=2"),
          kvkQueries.toString());
        assertEquals(List.of(KVK_KEY), kvkKeys);
        JsonObject source = out.getJsonArray("sources").getJsonObject(0);
        assertTrue(source.getString("name").contains("KvK"), source.encode());
        assertTrue(source.getString("url").contains("/api/v2/zoeken"), source.encode());
        assertFalse(source.encode().contains(KVK_KEY), source.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void badNumbersNeverReachKvk(VertxTestContext ctx) {
    key().compose(key -> callTool(key, "kvk_search", new JsonObject().put("rsin", "123456789"))
        .compose(rsin -> callTool(key, "kvk_lookup", new JsonObject().put("kvkNummer", "1234567"))
          .map(kvkNummer -> List.of(rsin, kvkNummer))))
      .onComplete(ctx.succeeding(results -> ctx.verify(() -> {
        for (JsonObject result : results) {
          assertTrue(result.getBoolean("isError"), result.encode());
          assertEquals("bad-argument", errorType(result), result.encode());
        }
        assertTrue(kvkQueries.isEmpty(), kvkQueries.toString());
        ctx.completeNow();
      })));
  }

  @Test
  void kvkLookupReadsProfilesAndEstablishments(VertxTestContext ctx) {
    key().compose(key -> callTool(key, "kvk_lookup", new JsonObject().put("kvkNummer", "6959 9084").put("vestigingen", true))
        .compose(profile -> callTool(key, "kvk_lookup", new JsonObject().put("vestigingsnummer", "000012345678"))
          .map(unit -> List.of(profile, unit))))
      .onComplete(ctx.succeeding(results -> ctx.verify(() -> {
        JsonObject profile = results.get(0).getJsonObject("structuredContent");
        assertEquals("Test EMZ Dagobert", profile.getJsonObject("basisprofiel").getString("naam"), profile.encode());
        assertEquals(2, profile.getJsonObject("vestigingen").getInteger("totaalAantalVestigingen"));
        assertEquals(2, profile.getJsonArray("sources").size());
        JsonObject unit = results.get(1).getJsonObject("structuredContent");
        assertEquals("Testwinkel Noord", unit.getJsonObject("vestigingsprofiel").getString("eersteHandelsnaam"));
        assertFalse(unit.getJsonObject("vestigingsprofiel").containsKey("links"));
        ctx.completeNow();
      })));
  }

  @Test
  void kvkErrorBodiesBecomeClearFailures(VertxTestContext ctx) {
    key().compose(key -> Future.all(List.of(
        callTool(key, "kvk_lookup", new JsonObject().put("kvkNummer", "12345678")),
        callTool(key, "kvk_search", new JsonObject().put("naam", "ongeldig")),
        callTool(key, "kvk_lookup", new JsonObject().put("kvkNummer", "11111111")),
        callTool(key, "kvk_lookup", new JsonObject().put("kvkNummer", "22222222")))))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        List<JsonObject> results = all.list();
        assertEquals("not-found", errorType(results.get(0)), results.get(0).encode());
        assertTrue(text(results.get(0)).contains("Geen gegevens gevonden"), text(results.get(0)));
        assertEquals("bad-argument", errorType(results.get(1)), results.get(1).encode());
        assertTrue(text(results.get(1)).contains("Naam is te kort"), text(results.get(1)));
        assertEquals("upstream-rejected", errorType(results.get(2)), results.get(2).encode());
        assertTrue(text(results.get(2)).contains("API key"), text(results.get(2)));
        assertEquals("upstream-rejected", errorType(results.get(3)), results.get(3).encode());
        ctx.completeNow();
      })));
  }

  @Test
  void withoutAKvkKeyTheToolSaysWhichVariableToSet(Vertx vertx, VertxTestContext ctx) {
    gateway.stop()
      .compose(v -> ConfiguredGateway.start(vertx, dir.resolve("no-key"), Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "api.kvk.nl=" + kvk.baseUrl())))
      .compose(g -> {
        gateway = g;
        return key();
      })
      .compose(key -> callTool(key, "kvk_search", new JsonObject().put("naam", "Test")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertEquals("missing-credential", errorType(result), result.encode());
        assertTrue(text(result).contains("KVK_API_KEY"), text(result));
        assertTrue(kvkQueries.isEmpty(), kvkQueries.toString());
        ctx.completeNow();
      })));
  }

  @Test
  void kboLookupAndSearchServeTheIngestedExtract(VertxTestContext ctx) {
    key().compose(key -> callTool(key, "kbo_lookup", new JsonObject().put("number", "BE0420234583").put("language", "fr"))
        .compose(lookup -> callTool(key, "kbo_search", new JsonObject().put("name", "chocolaterie generale"))
          .compose(search -> callTool(key, "kbo_lookup", new JsonObject().put("number", "0420.234.584"))
            .map(bad -> List.of(lookup, search, bad)))))
      .onComplete(ctx.succeeding(results -> ctx.verify(() -> {
        JsonObject company = results.get(0).getJsonObject("structuredContent");
        assertEquals("0420.234.583", company.getString("number"), results.get(0).encode());
        assertEquals("Société anonyme", company.getJsonObject("juridical_form").getString("description"));
        assertEquals("Bruxelles", company.getJsonArray("addresses").getJsonObject(0).getString("municipality"));
        JsonObject source = company.getJsonArray("sources").getJsonObject(0);
        assertEquals("KBO Open Data", source.getString("name"));
        assertEquals("extract 180 of 2026-10-31", source.getString("version"));
        JsonObject hit = results.get(1).getJsonObject("structuredContent").getJsonArray("results").getJsonObject(0);
        assertEquals("0420.234.583", hit.getString("number"), results.get(1).encode());
        assertEquals("bad-argument", errorType(results.get(2)));
        ctx.completeNow();
      })));
  }

  private void zoeken(RoutingContext rc) {
    kvkQueries.add(rc.request().query());
    kvkKeys.add(rc.request().getHeader("apikey"));
    String naam = rc.request().getParam("naam", "");
    if (naam.equals("ongeldig")) {
      fout(rc, 400, "IPD1998", "Naam is te kort of bevat ongeldige tekens");
      return;
    }
    JsonArray hits = new JsonArray()
      .add(hit("69599084", "Test EMZ Dagobert")).add(hit("68727720", "Test NV Katrien"));
    answer(rc, new JsonObject().put("pagina", Integer.parseInt(rc.request().getParam("pagina", "1")))
      .put("resultatenPerPagina", Integer.parseInt(rc.request().getParam("resultatenPerPagina", "10")))
      .put("totaal", 3).put("resultaten", hits).put("links", new JsonArray()));
  }

  private void basisprofiel(RoutingContext rc) {
    kvkQueries.add(rc.request().path());
    switch (rc.pathParam("kvk")) {
      case "69599084" -> answer(rc, new JsonObject().put("kvkNummer", "69599084").put("naam", "Test EMZ Dagobert")
        .put("sbiActiviteiten", new JsonArray().add(new JsonObject().put("sbiCode", "4711").put("indHoofdactiviteit", "Ja")))
        .put("links", new JsonArray()));
      case "11111111" -> fout(rc, 401, "IPD0001", "Geen geldige API key");
      case "22222222" -> fout(rc, 403, "IPD0002", "Geen toegang tot dit product");
      default -> fout(rc, 404, "IPD0005", "Geen gegevens gevonden voor dit KvK-nummer");
    }
  }

  private static JsonObject vestigingen(String kvkNummer) {
    return new JsonObject().put("kvkNummer", kvkNummer).put("totaalAantalVestigingen", 2)
      .put("vestigingen", new JsonArray().add(new JsonObject().put("vestigingsnummer", "000012345678"))
        .add(new JsonObject().put("vestigingsnummer", "000012345679")));
  }

  private static JsonObject hit(String kvkNummer, String naam) {
    return new JsonObject().put("kvkNummer", kvkNummer).put("naam", naam).put("type", "hoofdvestiging")
      .put("adres", new JsonObject().put("binnenlandsAdres", new JsonObject().put("plaats", "Utrecht")))
      .put("links", new JsonArray().add(new JsonObject().put("rel", "basisprofiel")));
  }

  private static void answer(RoutingContext rc, JsonObject body) {
    rc.response().putHeader("Content-Type", "application/json").end(body.encode());
  }

  private static void fout(RoutingContext rc, int status, String code, String omschrijving) {
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json")
      .end(new JsonObject().put("fout", new JsonArray().add(new JsonObject().put("code", code).put("omschrijving", omschrijving))).encode());
  }

  private static String errorType(JsonObject result) {
    if (!result.getBoolean("isError", false)) return "no error";
    JsonArray content = result.getJsonArray("content");
    return new JsonObject(content.getJsonObject(content.size() - 1).getString("text")).getString("type");
  }

  private static String text(JsonObject result) {
    return result.getJsonArray("content").getJsonObject(0).getString("text");
  }

  private Future<String> key() {
    return client.postAbs(gateway.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "leads@example.com"))
      .map(r -> {
        if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject().getString("api_key");
      });
  }

  private Future<JsonObject> callTool(String key, String tool, JsonObject arguments) {
    return rpc(key, "tools/call", new JsonObject().put("name", tool).put("arguments", arguments), tool)
      .map(result -> McpCalls.keepsContract(tool, result));
  }

  /** One stateless (2026-07-28) JSON-RPC request with the Bearer key. */
  private Future<JsonObject> rpc(String key, String method, JsonObject params, String name) {
    params.put("_meta", new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    var request = client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", method);
    if (name != null) request.putHeader("Mcp-Name", name);
    return request.sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 2).put("method", method).put("params", params))
      .map(r -> {
        if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        JsonObject body = r.bodyAsJsonObject();
        if (body.containsKey("error")) throw new AssertionError(body.encode());
        return body.getJsonObject("result");
      });
  }
}
