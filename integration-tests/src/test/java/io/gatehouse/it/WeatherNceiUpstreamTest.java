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

/** The NOAA NCEI Climate Data Online family of the weather provider through the gateway's REST routes. */
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
