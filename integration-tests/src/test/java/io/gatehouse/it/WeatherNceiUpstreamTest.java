package io.gatehouse.it;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The NOAA NCEI families of the weather provider through the gateway's REST routes: Climate Data
 * Online (token) and the Access Data Service (no token); and the NWS contact rule.
 */
@ExtendWith(VertxExtension.class)
class WeatherNceiUpstreamTest {

  private static final String CDO = "/cdo-web/api/v2";
  private static final String TOKEN = "test-ncei-token";
  private static final String DATA = "/cdo/data?datasetid=GHCND&startdate=2026-08-01&enddate=2026-08-07";

  @TempDir
  Path dir;
  private WeatherUpstreamHarness harness;

  @AfterEach
  void stop(VertxTestContext ctx) {
    if (harness == null) ctx.completeNow();
    else harness.close().onComplete(ctx.succeedingThenComplete());
  }

  private Future<WeatherUpstreamHarness> start(Vertx vertx, Map<String, String> env) {
    return WeatherUpstreamHarness.start(vertx, dir, env, WeatherNceiUpstreamTest::routes).onSuccess(h -> harness = h);
  }

  private static void routes(Router router) {
    router.get("/access/services/data/v1").handler(rc ->
      WeatherUpstreamHarness.fixture(rc, "access_daily_summaries.json", "application/json"));
    router.get(CDO + "/data").handler(rc -> {
      if ("2020-01-01".equals(rc.queryParams().get("startdate"))) {
        WeatherUpstreamHarness.answer(rc, 400, "application/json", new JsonObject().put("status", "400")
          .put("message", "The date range must be less than 1 year."));
      } else {
        WeatherUpstreamHarness.fixture(rc, "cdo_data.json", "application/json");
      }
    });
    router.get(CDO + "/datasets/:id").handler(rc -> WeatherUpstreamHarness.answer(rc, 200, "application/json",
      new JsonObject().put("id", rc.pathParam("id")).put("name", "Daily Summaries")));
  }

  @Test
  void pagingReachesCdoAsLimitAndOffsetWithTheTokenHeader(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of("NCEI_TOKEN", TOKEN))
      .compose(h -> h.get(DATA + "&limit=2&offset=26&units=metric"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        RedirectedGateway.Seen seen = harness.seen().get(0);
        assertEquals(CDO + "/data", seen.path());
        assertEquals("2", seen.query().get("limit"));
        assertEquals("26", seen.query().get("offset"));
        assertEquals("metric", seen.query().get("units"));
        assertEquals(TOKEN, seen.headers().get("token"));
        JsonObject body = response.bodyAsJsonObject();
        assertEquals(28, body.getJsonObject("data").getJsonObject("metadata").getJsonObject("resultset").getInteger("count"));
        String source = body.getJsonArray("sources").getJsonObject(0).getString("url");
        assertTrue(source.startsWith("https://www.ncei.noaa.gov/cdo-web/api/v2/data?"), source);
        assertFalse(source.contains(TOKEN), "the token never appears in sources");
        ctx.completeNow();
      })));
  }

  @Test
  void cdoErrorMessageBecomesBadArgument(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of("NCEI_TOKEN", TOKEN))
      .compose(h -> h.get("/cdo/data?datasetid=GHCND&startdate=2020-01-01&enddate=2026-01-01"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(400, response.statusCode());
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/bad-argument"), problem.encode());
        assertTrue(problem.getString("detail").contains("The date range must be less than 1 year."), problem.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void withoutATokenTheAnswerNamesTheVariableToSet(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of())
      .compose(h -> h.get("/cdo/datasets/GHCND"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(503, response.statusCode());
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/missing-credential"), problem.encode());
        assertEquals("NCEI_TOKEN", problem.getString("variable"));
        assertTrue(problem.getString("detail").contains("NCEI_TOKEN"), problem.encode());
        assertTrue(harness.seen().isEmpty(), "CDO is not called without a token");
        ctx.completeNow();
      })));
  }

  @Test
  void accessDataServiceNeedsNoTokenAndGetsItsDocumentedParameters(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of())
      .compose(h -> h.get("/access/daily-summaries?stations=USW00013743&start_date=2026-08-01&end_date=2026-08-07"
        + "&data_types=TMAX,TMIN&units=metric&include_station_name=true"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        RedirectedGateway.Seen seen = harness.seen().get(0);
        assertEquals("/access/services/data/v1", seen.path());
        assertEquals("daily-summaries", seen.query().get("dataset"));
        assertEquals("USW00013743", seen.query().get("stations"));
        assertEquals("2026-08-01", seen.query().get("startDate"));
        assertEquals("2026-08-07", seen.query().get("endDate"));
        assertEquals("TMAX,TMIN", seen.query().get("dataTypes"));
        assertEquals("metric", seen.query().get("units"));
        assertEquals("true", seen.query().get("includeStationName"));
        assertEquals("json", seen.query().get("format"));
        assertEquals(null, seen.headers().get("token"), "the Access Data Service takes no token");
        JsonObject row = response.bodyAsJsonObject().getJsonArray("data").getJsonObject(0);
        assertEquals("USW00013743", row.getString("STATION"));
        assertEquals("2026-08-01", row.getString("DATE"));
        ctx.completeNow();
      })));
  }

  /** NWS asks for a contact in the User-Agent: without NWS_USER_AGENT nothing goes to NWS. */
  @Test
  void withoutAContactNwsIsNotCalledAndTheAnswerNamesTheVariable(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of("NCEI_TOKEN", TOKEN))
      .compose(h -> h.get("/glossary"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(503, response.statusCode());
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/missing-credential"), problem.encode());
        assertEquals("NWS_USER_AGENT", problem.getString("variable"));
        assertTrue(harness.seen().isEmpty(), "NWS is not called without a contact");
        ctx.completeNow();
      })));
  }

  @Test
  void requestsToCdoAreSpreadToFivePerSecond(Vertx vertx, VertxTestContext ctx) {
    int calls = 10;
    long[] sent = new long[1];
    start(vertx, Map.of("NCEI_TOKEN", TOKEN)).compose(h -> {
      sent[0] = System.nanoTime();
      List<Future<HttpResponse<Buffer>>> all = new ArrayList<>();
      // distinct offsets, so neither the cache nor coalescing can answer in CDO's place
      for (int i = 1; i <= calls; i++) all.add(h.get(DATA + "&offset=" + i));
      return Future.all(all).map(f -> all);
    }).onComplete(ctx.succeeding(responses -> ctx.verify(() -> {
      responses.forEach(r -> assertEquals(200, r.result().statusCode(), r.result().bodyAsString()));
      List<RedirectedGateway.Seen> seen = harness.seen();
      assertEquals(calls, seen.size());
      long spanMs = (seen.get(calls - 1).atNanos() - sent[0]) / 1_000_000;
      // a burst of 5, then one every 200 ms: the tenth cannot arrive before a second
      assertTrue(spanMs >= 990, "ten calls spread over " + spanMs + " ms");
      long inFirstWindow = seen.stream().filter(s -> (s.atNanos() - sent[0]) / 1_000_000 < 150).count();
      assertTrue(inFirstWindow <= 5, inFirstWindow + " calls reached CDO in the first 150 ms");
      ctx.completeNow();
    })));
  }
}
