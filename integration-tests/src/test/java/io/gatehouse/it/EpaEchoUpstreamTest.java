package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
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
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ECHO through the gateway's REST routes: QID paging names, ECHO's error bodies, its rate limit. */
@ExtendWith(VertxExtension.class)
class EpaEchoUpstreamTest {

  @TempDir
  Path dir;

  private final Map<String, MultiMap> seen = new ConcurrentHashMap<>();
  private final List<Long> dfrArrivals = Collections.synchronizedList(new ArrayList<>());
  private FakeUpstream echo;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    echo = FakeUpstream.create(vertx)
      .get("/echo/cwa_rest_services.get_facilities", rc -> {
        seen.put("facilities", rc.queryParams());
        json(rc.response(), 200, new JsonObject().put("Results", new JsonObject()
          .put("Message", "Success").put("QueryRows", "1843").put("QueryID", "5150")));
      })
      .get("/echo/cwa_rest_services.get_qid", rc -> {
        seen.put("qid", rc.queryParams());
        json(rc.response(), 200, new JsonObject().put("Results", new JsonObject()
          .put("Message", "Success").put("QueryID", "5150").put("PageNo", rc.queryParams().get("pageno"))));
      })
      .get("/echo/air_rest_services.get_facilities", rc -> json(rc.response(), 400, new JsonObject()
        .put("Results", new JsonObject().put("Error", new JsonObject()
          .put("ErrorMessage", "p_st: ZZ is not a valid state or territory")))))
      .get("/echo/dfr_rest_services.get_permits", rc -> {
        dfrArrivals.add(System.nanoTime());
        json(rc.response(), 200, new JsonObject().put("Results", new JsonObject().put("Message", "Success")));
      });
    client = WebClient.create(vertx);
    echo.start(vertx)
      .compose(f -> RedirectedGateway.start(vertx, dir, "epa", f, Map.of()))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> echo.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void limitCursorAndOffsetReachEchoAsResponsesetQidAndPageno(VertxTestContext ctx) {
    get("/echo/cwa/facilities?state=VA&limit=25")
      .compose(search -> {
        ctx.verify(() -> {
          assertEquals(200, search.statusCode(), search.bodyAsString());
          MultiMap q = seen.get("facilities");
          assertEquals("VA", q.get("p_st"));
          assertEquals("25", q.get("responseset"));
          assertEquals("JSON", q.get("output"));
          JsonObject body = search.bodyAsJsonObject();
          assertEquals("5150", body.getJsonObject("data").getJsonObject("Results").getString("QueryID"));
          assertEquals("EPA ECHO", body.getJsonArray("sources").getJsonObject(0).getString("name"));
        });
        return get("/echo/cwa/qid?cursor=5150&offset=3");
      })
      .onComplete(ctx.succeeding(page -> ctx.verify(() -> {
        assertEquals(200, page.statusCode(), page.bodyAsString());
        MultiMap q = seen.get("qid");
        assertEquals("5150", q.get("qid"));
        assertEquals("3", q.get("pageno"));
        assertTrue(page.bodyAsJsonObject().getJsonArray("sources").getJsonObject(0).getString("url")
          .startsWith("https://echodata.epa.gov/echo/cwa_rest_services.get_qid?"));
        ctx.completeNow();
      })));
  }

  @Test
  void aCursorThatIsNotAQueryIdIsRefusedBeforeEcho(VertxTestContext ctx) {
    get("/echo/cwa/qid?cursor=abc").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(400, r.statusCode());
      assertEquals("cursor", r.bodyAsJsonObject().getString("field"));
      assertTrue(!seen.containsKey("qid"), "ECHO was not called");
      ctx.completeNow();
    })));
  }

  @Test
  void echosErrorBodyBecomesABadArgumentCarryingItsMessage(VertxTestContext ctx) {
    get("/echo/air/facilities?state=ZZ").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(400, r.statusCode());
      assertEquals("application/problem+json", r.getHeader("Content-Type"));
      JsonObject problem = r.bodyAsJsonObject();
      assertTrue(problem.getString("type").endsWith("bad-argument"), problem.encode());
      assertTrue(problem.getString("detail").contains("ZZ is not a valid state"), problem.encode());
      assertEquals(400, problem.getInteger("upstream_status"));
      ctx.completeNow();
    })));
  }

  @Test
  void callsBeyondTheBurstWaitForEchosRateLimit(VertxTestContext ctx) {
    // five calls a second with a burst of five: the eighth distinct call cannot leave before ~0.6 s
    List<Future<HttpResponse<Buffer>>> calls = new ArrayList<>();
    long start = System.nanoTime();
    for (int i = 0; i < 8; i++) calls.add(get("/echo/dfr/permits?id=11000035017" + i));
    Future.all(calls).onComplete(ctx.succeeding(all -> ctx.verify(() -> {
      calls.forEach(c -> assertEquals(200, c.result().statusCode()));
      assertEquals(8, dfrArrivals.size());
      // measured from the first send: arrivals can bunch, turns cannot come early
      long spanMs = (Collections.max(dfrArrivals) - start) / 1_000_000;
      assertTrue(spanMs >= 590, "calls spread over " + spanMs + " ms");
      ctx.completeNow();
    })));
  }

  private Future<HttpResponse<Buffer>> get(String path) {
    return client.getAbs(gateway.baseUrl() + "/api/v1/epa" + path).send();
  }

  private static void json(io.vertx.core.http.HttpServerResponse response, int status, JsonObject body) {
    response.setStatusCode(status).putHeader("Content-Type", "application/json").end(body.encode());
  }
}
