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
    "sirene_lookup", "sirene_search", "ytj_lookup", "ytj_search", "ares_lookup", "ares_search", "plvat_lookup",
    "companieshouse_lookup", "companieshouse_search");

  private static final String CH_KEY = "test-companies-house-key";

  @TempDir
  Path dir;

  private FakeUpstream registers;
  private Gateway gateway;
  private WebClient client;
  private final List<String> asked = new CopyOnWriteArrayList<>();
  private final List<String> chKeys = new CopyOnWriteArrayList<>();

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
        ? ok("sirene/by-siren.json") : ok("sirene/search.json")))
      .get("/opendata-ytj-api/v3/companies", rc -> serve(rc, rc.request().getParam("name") != null ? ok("ytj/search.json")
        : "1234560-4".equals(rc.request().getParam("businessId")) ? ok("ytj/company.json") : ok("ytj/none.json")))
      .post("/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/vyhledat", rc -> serve(rc, ok("ares/vyhledat.json")))
      .get("/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/:ico", rc -> serve(rc, "12345679".equals(rc.pathParam("ico"))
        ? ok("ares/subjekt.json") : new Answer(404, "ares/nenalezeno.json")))
      .get("/api/search/nip/:nip", rc -> serve(rc, "1234563218".equals(rc.pathParam("nip"))
        ? ok("plvat/subject.json") : ok("plvat/none.json")))
      .get("/company/:number", rc -> {
        chKeys.add(String.valueOf(rc.request().getHeader("Authorization")));
        serve(rc, "01234567".equals(rc.pathParam("number")) ? ok("companieshouse/profile.json")
          : new Answer(404, "companieshouse/not-found.json"));
      });
    registers.start(vertx)
      .compose(fake -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", overrides(),
        "COMPANIES_HOUSE_API_KEY", CH_KEY)))
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
  void countAndThePortalListEveryOpenRegister(VertxTestContext ctx) throws Exception {
    String counted = GatewayCli.count(java.nio.file.Files.createDirectories(dir.resolve("count")));
    for (String provider : List.of("gleif", "brreg", "sirene", "ytj", "ares", "plvat", "companieshouse")) {
      assertTrue(counted.lines().anyMatch(line -> line.startsWith(provider + " ")), provider + " not counted:\n" + counted);
    }
    client.getAbs(gateway.baseUrl() + "/portal/api/products/lead-verification/operations").send()
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        List<String> listed = r.bodyAsJsonObject().getJsonArray("operations").stream()
          .map(o -> ((JsonObject) o).getString("name")).toList();
        assertTrue(listed.containsAll(TOOLS), listed.toString());
        ctx.completeNow();
      })));
  }

  @Test
  void lookupsAnswerTheCommonFieldsWithTheirSources(VertxTestContext ctx) {
    key().compose(key -> Future.all(List.of(
        call(key, "gleif_lookup", new JsonObject().put("lei", "5299009ZQX4TESTCO058")),
        call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "912 345 602")),
        call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "912345610")),
        call(key, "sirene_lookup", new JsonObject().put("siren", "123 456 782")),
        call(key, "ytj_lookup", new JsonObject().put("businessId", "1234560-4")),
        call(key, "ares_lookup", new JsonObject().put("ico", "12345679")),
        call(key, "plvat_lookup", new JsonObject().put("nip", "1234563218")),
        call(key, "companieshouse_lookup", new JsonObject().put("company_number", "1234567")))))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        List<JsonObject> out = all.<JsonObject>list().stream().map(r -> r.getJsonObject("structuredContent")).toList();
        assertEquals("123456782", out.get(0).getJsonObject("registration_authority").getString("local_id"), out.get(0).encode());
        assertEquals("active", out.get(0).getString("status"));
        assertEquals("PRØVEBEDRIFT NORD AS", out.get(1).getString("name"));
        assertEquals("NO912345602MVA", out.get(1).getString("vat_number"));
        assertEquals("struck_off", out.get(2).getString("status"));
        assertEquals("FR11123456782", out.get(3).getString("vat_number"));
        assertEquals("FI12345604", out.get(4).getString("vat_number"));
        assertEquals("CZ12345679", out.get(5).getString("vat_number"));
        assertEquals("0000123456", out.get(6).getString("krs"));
        assertEquals("TRIAL WIDGETS LIMITED", out.get(7).getString("name"));
        // HTTP Basic with the key as user name and an empty password
        assertEquals(List.of("Basic " + java.util.Base64.getEncoder().encodeToString((CH_KEY + ":").getBytes())), chKeys);
        List<String> hosts = List.of("https://api.gleif.org/api/v1/lei-records/",
          "https://data.brreg.no/enhetsregisteret/api/enheter/", "https://data.brreg.no/enhetsregisteret/api/enheter/",
          "https://recherche-entreprises.api.gouv.fr/search", "https://avoindata.prh.fi/opendata-ytj-api/v3/companies",
          "https://ares.gov.cz/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/12345679",
          "https://wl-api.mf.gov.pl/api/search/nip/1234563218", "https://api.company-information.service.gov.uk/company/01234567");
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
        call(key, "sirene_search", new JsonObject().put("name", "testco")),
        call(key, "ytj_search", new JsonObject().put("name", "koe")),
        call(key, "ares_search", new JsonObject().put("name", "Zkušební")))))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        List<JsonObject> out = all.<JsonObject>list().stream().map(r -> r.getJsonObject("structuredContent")).toList();
        assertEquals(List.of("active", "dissolved"), statuses(out.get(0)));
        assertEquals(List.of("bankrupt", "liquidation"), statuses(out.get(1)));
        assertEquals(List.of("active", "dissolved"), statuses(out.get(2)));
        assertEquals(List.of("bankrupt", "dissolved"), statuses(out.get(3)));
        assertEquals(List.of("bankrupt", "dissolved"), statuses(out.get(4)));
        ctx.completeNow();
      })));
  }

  @Test
  void badNumbersNeverReachARegisterAndUnknownOnesAreNotFound(VertxTestContext ctx) {
    key().compose(key -> Future.all(List.of(
        call(key, "gleif_lookup", new JsonObject().put("lei", "5299009ZQX4TESTCO059")),
        call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "912345603")),
        call(key, "sirene_lookup", new JsonObject().put("siren", "123456789")),
        call(key, "ytj_lookup", new JsonObject().put("businessId", "1234560-5")),
        call(key, "ares_lookup", new JsonObject().put("ico", "12345678")),
        call(key, "plvat_lookup", new JsonObject().put("nip", "1234563219")),
        call(key, "companieshouse_lookup", new JsonObject().put("company_number", "AB12")))).map(bad -> {
          assertTrue(asked.isEmpty(), asked.toString());
          return bad;
        })
        .compose(bad -> Future.all(List.of(
          call(key, "gleif_lookup", new JsonObject().put("lei", "5299009ZQX4TESTGN019")),
          call(key, "brreg_lookup", new JsonObject().put("organisasjonsnummer", "974760673")),
          call(key, "sirene_lookup", new JsonObject().put("siren", "111111118")),
          call(key, "ytj_lookup", new JsonObject().put("businessId", "0112038-9")),
          call(key, "ares_lookup", new JsonObject().put("ico", "12345687")),
          call(key, "plvat_lookup", new JsonObject().put("nip", "1234563224")),
          call(key, "companieshouse_lookup", new JsonObject().put("company_number", "SC000001"))))
          .map(unknown -> List.of(bad, unknown))))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        for (JsonObject result : both.get(0).<JsonObject>list()) assertEquals("bad-argument", errorType(result), result.encode());
        for (JsonObject result : both.get(1).<JsonObject>list()) assertEquals("not-found", errorType(result), result.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void withoutACompaniesHouseKeyTheToolSaysWhichVariableToSet(Vertx vertx, VertxTestContext ctx) {
    gateway.stop()
      .compose(v -> ConfiguredGateway.start(vertx, dir.resolve("no-key"), Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", overrides())))
      .compose(g -> {
        gateway = g;
        return key();
      })
      .compose(key -> call(key, "companieshouse_lookup", new JsonObject().put("company_number", "01234567")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertEquals("missing-credential", errorType(result), result.encode());
        assertTrue(result.getJsonArray("content").getJsonObject(0).getString("text").contains("COMPANIES_HOUSE_API_KEY"));
        assertTrue(chKeys.isEmpty(), chKeys.toString());
        ctx.completeNow();
      })));
  }

  /** Every open register's host, sent to the one fake. */
  private String overrides() {
    return RegisterFakes.overrides(registers.baseUrl());
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
