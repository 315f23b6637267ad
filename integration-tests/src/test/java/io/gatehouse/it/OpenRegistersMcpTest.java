package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.providers.registers.open.Recorded;
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
 * Lead Verification's open registers end to end over MCP on the shipped configuration: each
 * register's host overridden to one fake serving the answers recorded in the registers' tests
 * (written in the shapes of the registers' published API documentation), every answer held to its
 * tool's output schema.
 */
@ExtendWith(VertxExtension.class)
class OpenRegistersMcpTest {

  /** Every tool the open registers add, each with an output schema. */
  static final List<String> TOOLS = List.of("gleif_lookup", "gleif_search", "brreg_lookup", "brreg_search",
    "sirene_lookup", "sirene_search");

  @TempDir
  Path dir;

  private FakeUpstream registers;
  private Gateway gateway;
  private WebClient client;
  private final List<String> asked = new CopyOnWriteArrayList<>();

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    registers = FakeUpstream.create(vertx)
      .get("/api/v1/lei-records/:lei", rc -> serve(rc, "5299009ZQX4TESTCO058".equals(rc.pathParam("lei"))
        ? ok("gleif/lei-record.json") : new Answer(404, "gleif/not-found.json")))
      .get("/api/v1/lei-records", rc -> serve(rc, ok("gleif/search.json")))
      .get("/enhetsregisteret/api/enheter/:orgnr", rc -> serve(rc, switch (rc.pathParam("orgnr")) {
        case "912345602" -> ok("brreg/enhet.json");
        case "912345610" -> ok("brreg/slettet.json");
        default -> new Answer(404, null);
      }))
      .get("/enhetsregisteret/api/enheter", rc -> serve(rc, ok("brreg/search.json")))
      .get("/search", rc -> serve(rc, "123456782".equals(rc.request().getParam("q"))
        ? ok("sirene/by-siren.json") : ok("sirene/search.json")));
    registers.start(vertx)
      .compose(fake -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES",
        "api.gleif.org=" + fake.baseUrl() + ",data.brreg.no=" + fake.baseUrl()
          + ",recherche-entreprises.api.gouv.fr=" + fake.baseUrl())))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> registers.close()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void theRegisterToolsAreListedWithOutputSchemas(VertxTestContext ctx) {
    key().compose(key -> rpc(key, "tools/list", new JsonObject()))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonArray tools = result.getJsonArray("tools");
        for (String name : TOOLS) {
          JsonObject tool = tools.stream().map(JsonObject.class::cast).filter(t -> t.getString("name").equals(name))
            .findFirst().orElseThrow(() -> new AssertionError(name + " missing"));
          assertTrue(tool.containsKey("outputSchema"), name);
        }
        ctx.completeNow();
      })));
  }

  @Test
  void lookupsAnswerTheCommonFieldsWithTheirSources(VertxTestContext ctx) {
    key().compose(key -> Future.all(List.of(
        call(key, "gleif_lookup", new JsonObject().put("lei", "5299009ZQX4TESTCO058")),
        call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "912 345 602")),
        call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "912345610")),
        call(key, "sirene_lookup", new JsonObject().put("siren", "123 456 782")))))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        List<JsonObject> out = all.<JsonObject>list().stream().map(r -> r.getJsonObject("structuredContent")).toList();
        assertEquals("123456782", out.get(0).getJsonObject("registration_authority").getString("local_id"), out.get(0).encode());
        assertEquals("active", out.get(0).getString("status"));
        assertEquals("PRØVEBEDRIFT NORD AS", out.get(1).getString("name"));
        assertEquals("NO912345602MVA", out.get(1).getString("vat_number"));
        assertEquals("struck_off", out.get(2).getString("status"));
        assertEquals("FR11123456782", out.get(3).getString("vat_number"));
        List<String> hosts = List.of("https://api.gleif.org/api/v1/lei-records/",
          "https://data.brreg.no/enhetsregisteret/api/enheter/", "https://data.brreg.no/enhetsregisteret/api/enheter/",
          "https://recherche-entreprises.api.gouv.fr/search");
        for (int i = 0; i < out.size(); i++) {
          String url = out.get(i).getJsonArray("sources").getJsonObject(0).getString("url");
          assertTrue(url.startsWith(hosts.get(i)), "sources name the register, not the fake: " + url);
        }
        ctx.completeNow();
      })));
  }

  @Test
  void searchesJudgeEveryHitsStatus(VertxTestContext ctx) {
    key().compose(key -> Future.all(List.of(
        call(key, "gleif_search", new JsonObject().put("name", "testco")),
        call(key, "brreg_search", new JsonObject().put("name", "prøve")),
        call(key, "sirene_search", new JsonObject().put("name", "testco")))))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        List<JsonObject> out = all.<JsonObject>list().stream().map(r -> r.getJsonObject("structuredContent")).toList();
        assertEquals(List.of("active", "dissolved"), statuses(out.get(0)));
        assertEquals(List.of("bankrupt", "liquidation"), statuses(out.get(1)));
        assertEquals(List.of("active", "dissolved"), statuses(out.get(2)));
        ctx.completeNow();
      })));
  }

  @Test
  void badNumbersNeverReachARegisterAndUnknownOnesAreNotFound(VertxTestContext ctx) {
    key().compose(key -> Future.all(List.of(
        call(key, "gleif_lookup", new JsonObject().put("lei", "5299009ZQX4TESTCO059")),
        call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "912345603")),
        call(key, "sirene_lookup", new JsonObject().put("siren", "123456789")))).map(bad -> {
          assertTrue(asked.isEmpty(), asked.toString());
          return bad;
        })
        .compose(bad -> Future.all(List.of(
          call(key, "gleif_lookup", new JsonObject().put("lei", "5299009ZQX4TESTGN019")),
          call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "974760673")),
          call(key, "sirene_lookup", new JsonObject().put("siren", "111111118")))).map(unknown -> List.of(bad, unknown))))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        for (JsonObject result : both.get(0).<JsonObject>list()) assertEquals("bad-argument", errorType(result), result.encode());
        for (JsonObject result : both.get(1).<JsonObject>list()) assertEquals("not-found", errorType(result), result.encode());
        ctx.completeNow();
      })));
  }

  private static List<String> statuses(JsonObject search) {
    return search.getJsonArray("results").stream().map(h -> ((JsonObject) h).getString("status")).toList();
  }

  private record Answer(int status, String resource) {
  }

  private static Answer ok(String resource) {
    return new Answer(200, resource);
  }

  private void serve(RoutingContext rc, Answer answer) {
    asked.add(rc.request().uri());
    rc.response().setStatusCode(answer.status()).putHeader("Content-Type", "application/json")
      .end(answer.resource() == null ? "" : Recorded.body(answer.resource()));
  }

  private static String errorType(JsonObject result) {
    if (!result.getBoolean("isError", false)) return "no error";
    JsonArray content = result.getJsonArray("content");
    return new JsonObject(content.getJsonObject(content.size() - 1).getString("text")).getString("type");
  }

  private Future<String> key() {
    return client.postAbs(gateway.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "leads@example.com"))
      .map(r -> {
        if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject().getString("api_key");
      });
  }

  private Future<JsonObject> call(String key, String tool, JsonObject arguments) {
    return McpCalls.callTool(client, gateway.baseUrl() + "/mcp", key, tool, arguments)
      .map(result -> McpCalls.keepsContract(tool, result));
  }

  private Future<JsonObject> rpc(String key, String method, JsonObject params) {
    params.put("_meta", new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    return client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", method)
      .sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 2).put("method", method).put("params", params))
      .map(r -> {
        if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject().getJsonObject("result");
      });
  }
}
