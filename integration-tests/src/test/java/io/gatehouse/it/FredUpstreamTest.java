package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** FRED through the gateway's REST routes against a fake api.stlouisfed.org. */
@ExtendWith(VertxExtension.class)
class FredUpstreamTest {

  private static final String KEY = "abcdefghijklmnopqrstuvwxyz123456";
  private static final String PAGE = """
    {"realtime_start":"2025-03-14","realtime_end":"2025-03-14","order_by":"series_id","sort_order":"asc",
     "count":2,"offset":10,"limit":5,"seriess":[{"id":"PAYEMS","title":"All Employees, Total Nonfarm"}]}""";
  private static final String BULK = """
    {"has_more":false,"next_cursor":"","release":{"release_id":53,"name":"Gross Domestic Product"},"series":[]}""";

  private final List<RedirectedGateway.Seen> seen = new CopyOnWriteArrayList<>();
  private FakeUpstream fake;
  private WebClient client;
  private final List<Gateway> gateways = new ArrayList<>();
  @TempDir
  Path dir;

  @BeforeEach
  void startFake(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    fake = FakeUpstream.create(vertx)
      .get("/fred/category/series", rc -> answer(rc, 200, PAGE))
      .get("/fred/v2/release/observations", rc -> answer(rc, 200, BULK))
      // a body cut off half way, as a broken proxy or a dropped connection leaves it
      .get("/fred/category/children", rc -> answer(rc, 200, "{\"categories\":[{\"id\":13,\"name\":\"U.S. Tr"))
      // a body that trickles in: whole and valid, only slow
      .get("/fred/category/related", rc -> {
        seen.add(RedirectedGateway.Seen.of(rc));
        rc.response().setChunked(true).putHeader("Content-Type", "application/json").write("{\"categories\":");
        rc.vertx().setTimer(300, t -> rc.response().end("[{\"id\":32073,\"name\":\"Alabama\"}]}"));
      })
      .get("/fred/series", rc -> answer(rc, 400,
        "{\"error_code\":400,\"error_message\":\"Bad Request.  The series does not exist.\"}"))
      .get("/fred/series/observations", rc -> {
        seen.add(RedirectedGateway.Seen.of(rc));
        rc.response().setStatusCode(429).putHeader("Retry-After", "0").putHeader("Content-Type", "application/json")
          .end("{\"error_code\":429,\"error_message\":\"Too Many Requests.  Exceeded Rate Limit\"}");
      });
    fake.start(vertx).onComplete(ctx.succeedingThenComplete());
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    Future.all(gateways.stream().map(Gateway::stop).toList())
      .compose(v -> fake.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void offsetPagingReachesFredUnderItsOwnNamesWithTheKeyAndJson(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> get(g, "/api/v1/fred/categories/125/series?limit=5&offset=10"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        var query = seen.get(0).query();
        assertEquals("125", query.get("category_id"));
        assertEquals("5", query.get("limit"));
        assertEquals("10", query.get("offset"));
        assertEquals("json", query.get("file_type"));
        assertEquals(KEY, query.get("api_key"));
        JsonObject body = response.bodyAsJsonObject();
        assertEquals("PAYEMS", body.getJsonObject("data").getJsonArray("seriess").getJsonObject(0).getString("id"));
        String source = body.getJsonArray("sources").getJsonObject(0).getString("url");
        assertTrue(source.startsWith("https://api.stlouisfed.org/fred/category/series"), source);
        assertFalse(source.contains(KEY), "the key never appears in sources");
        ctx.completeNow();
      })));
  }

  @Test
  void cursorPagingReachesTheV2BulkApiAsNextCursorWithABearerKey(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> get(g, "/api/v1/fred/releases/53/observations?cursor=GDPC1,2024-01-01&limit=1000"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        RedirectedGateway.Seen call = seen.get(0);
        assertEquals("GDPC1,2024-01-01", call.query().get("next_cursor"));
        assertEquals("1000", call.query().get("limit"));
        assertEquals("json", call.query().get("format"));
        assertNull(call.query().get("api_key"), "v2 takes the key in a header");
        assertEquals("Bearer " + KEY, call.headers().get("Authorization"));
        ctx.completeNow();
      })));
  }

  @Test
  void fredsBadRequestBecomesABadArgumentProblemCarryingFredsMessage(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> get(g, "/api/v1/fred/series/NOSUCHSERIES"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(400, response.statusCode());
        assertEquals("application/problem+json", response.getHeader("Content-Type"));
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/bad-argument"), problem.encode());
        assertTrue(problem.getString("detail").contains("The series does not exist."), problem.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void aMissingKeyAnswers503NamingTheVariableWithoutCallingFred(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of())
      .compose(g -> get(g, "/api/v1/fred/categories/125/series"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(503, response.statusCode());
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/missing-credential"), problem.encode());
        assertEquals("FRED_API_KEY", problem.getString("variable"));
        assertTrue(problem.getString("detail").contains("FRED_API_KEY"));
        assertTrue(seen.isEmpty(), "FRED is not called without a key");
        ctx.completeNow();
      })));
  }

  @Test
  void aRepeatedReadIsAnsweredByTheGatewayAndSaysSo(Vertx vertx, VertxTestContext ctx) {
    String path = "/api/v1/fred/categories/125/series?limit=5&offset=10";
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> get(g, path).compose(first -> get(g, "/api/v1/fred/categories/125/series?offset=10&limit=5")
        .compose(second -> get(g, path).map(third -> List.of(first, second, third))))
        .compose(responses -> get(g, "/metrics").map(metrics -> {
          // the third read was the gateway's: its read cache counts one hit
          ctx.verify(() -> assertTrue(metrics.bodyAsString().lines().anyMatch(line -> line.startsWith("cache_gets_total")
            && line.contains("cache=\"gatehouse.read.cache\"") && line.contains("result=\"hit\"") && line.endsWith(" 1.0")),
            metrics.bodyAsString()));
          // and the gateway's own HTTP meters timed the three reads under their route
          ctx.verify(() -> assertTrue(metrics.bodyAsString().lines().anyMatch(line ->
            line.startsWith("http_server_requests_seconds_count{code=\"200\",method=\"GET\",route=\"/api/v1/{provider}/*\"}")
              && line.endsWith(" 3")), metrics.bodyAsString()));
          return responses;
        })))
      .onComplete(ctx.succeeding(responses -> ctx.verify(() -> {
        assertEquals(1, seen.size(), "one upstream call for three identical reads");
        List<String> statuses = responses.stream().map(r -> {
          assertEquals(200, r.statusCode(), r.bodyAsString());
          JsonObject body = r.bodyAsJsonObject();
          assertEquals("PAYEMS", body.getJsonObject("data").getJsonArray("seriess").getJsonObject(0).getString("id"));
          return body.getJsonArray("sources").getJsonObject(0).getString("status");
        }).toList();
        assertEquals(List.of("ok", "cached", "cached"), statuses);
        ctx.completeNow();
      })));
  }

  @Test
  void aMalformedBodyIsABadGatewayAnswerNeverPassedOn(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> get(g, "/api/v1/fred/categories/0/children"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(502, response.statusCode(), response.bodyAsString());
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/upstream-rejected"), problem.encode());
        assertTrue(problem.getString("detail").contains("not valid JSON"), problem.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void aSlowBodyIsWaitedForAndPassedOnWhole(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> get(g, "/api/v1/fred/categories/27281/related"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        JsonObject data = response.bodyAsJsonObject().getJsonObject("data");
        assertEquals("Alabama", data.getJsonArray("categories").getJsonObject(0).getString("name"));
        ctx.completeNow();
      })));
  }

  @Test
  void fredsRateLimitAnswerBecomesA429Problem(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> get(g, "/api/v1/fred/series/GNPCA/observations"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(429, response.statusCode());
        assertTrue(response.bodyAsJsonObject().getString("type").endsWith("/rate-limited"));
        assertTrue(seen.size() >= 1);
        ctx.completeNow();
      })));
  }

  @Test
  void callsBeyondTheBurstAreSpacedToOneHundredTwentyPerMinute(Vertx vertx, VertxTestContext ctx) {
    int calls = 12;
    long[] start = new long[1];
    gateway(vertx, Map.of("FRED_API_KEY", KEY))
      .compose(g -> {
        start[0] = System.nanoTime();
        List<Future<HttpResponse<Buffer>>> all = new ArrayList<>();
        // distinct categories so that no answer comes from the cache
        for (int i = 0; i < calls; i++) all.add(get(g, "/api/v1/fred/categories/" + (200 + i) + "/series"));
        return Future.all(all).map(done -> all.stream().map(Future::result).toList());
      })
      .onComplete(ctx.succeeding(responses -> ctx.verify(() -> {
        responses.forEach(r -> assertEquals(200, r.statusCode(), r.bodyAsString()));
        assertEquals(calls, seen.size());
        // a burst of 10, then one call every 500 ms: the 12th cannot arrive before 1 s
        long lastMs = (seen.get(calls - 1).atNanos() - start[0]) / 1_000_000;
        assertTrue(lastMs >= 990, "12 calls reached FRED within " + lastMs + " ms");
        ctx.completeNow();
      })));
  }

  private Future<Gateway> gateway(Vertx vertx, Map<String, String> env) {
    return RedirectedGateway.start(vertx, dir, "fred", fake, env).onSuccess(gateways::add);
  }

  private Future<HttpResponse<Buffer>> get(Gateway gateway, String path) {
    return client.getAbs(gateway.baseUrl() + path).send();
  }

  private void answer(RoutingContext rc, int status, String body) {
    seen.add(RedirectedGateway.Seen.of(rc));
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body);
  }
}
