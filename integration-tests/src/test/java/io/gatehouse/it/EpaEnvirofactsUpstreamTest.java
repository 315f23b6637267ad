package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
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

/**
 * Envirofacts through the gateway's REST routes: the table URL in the current Data Service syntax
 * (which the fake insists on), its row window, errors, rate limit.
 */
@ExtendWith(VertxExtension.class)
class EpaEnvirofactsUpstreamTest {

  @TempDir
  Path dir;

  private final Map<String, String> paths = new ConcurrentHashMap<>();
  private final Map<String, EnvirofactsTableFake.Read> reads = new ConcurrentHashMap<>();
  private final List<Long> arrivals = Collections.synchronizedList(new ArrayList<>());
  private FakeUpstream envirofacts;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    var tables = EnvirofactsTableFake.serving(reads);
    envirofacts = FakeUpstream.create(vertx)
      .get("/efservice/tri.tri_facility/*", tables)
      .get("/dmapservice/getEnvirofactsUVHOURLY/*", rc -> {
        paths.put("uv", rc.request().path());
        rc.response().putHeader("Content-Type", "application/json").end("[]");
      })
      .get("/efservice/sdwis.violation/*", rc -> rc.response().setStatusCode(404)
        .putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("error", "Table or column not found: no_such_column").encode()))
      .get("/efservice/sems.envirofacts_site/*", rc -> {
        arrivals.add(System.nanoTime());
        tables.handle(rc);
      });
    client = WebClient.create(vertx);
    envirofacts.start(vertx)
      .compose(f -> RedirectedGateway.start(vertx, dir, "epa", f, Map.of()))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> envirofacts.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void filterOperatorAndRowWindowFillTheTablePath(VertxTestContext ctx) {
    get("/envirofacts/tri/facility?column=state_abbr&value=VA&operator=beginsWith&first_row=11&last_row=20")
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        assertEquals(new EnvirofactsTableFake.Read("tri.tri_facility", "state_abbr", "beginsWith", "VA", 11, 20),
          reads.get("tri.tri_facility"));
        JsonObject body = r.bodyAsJsonObject();
        JsonArray rows = body.getJsonArray("data");
        assertEquals(10, rows.size());
        assertEquals(11, rows.getJsonObject(0).getInteger("row_number"));
        assertEquals(20, rows.getJsonObject(9).getInteger("row_number"));
        assertEquals("EPA Envirofacts", body.getJsonArray("sources").getJsonObject(0).getString("name"));
        ctx.completeNow();
      })));
  }

  @Test
  void theDefaultWindowIsTheFirstHundredRowsWithEquals(VertxTestContext ctx) {
    get("/envirofacts/tri/facility?column=state_abbr&value=VA").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(200, r.statusCode(), r.bodyAsString());
      assertEquals(new EnvirofactsTableFake.Read("tri.tri_facility", "state_abbr", "equals", "VA", 1, 100),
        reads.get("tri.tri_facility"));
      assertEquals(100, r.bodyAsJsonObject().getJsonArray("data").size());
      ctx.completeNow();
    })));
  }

  @Test
  void aValueWithASlashStaysOneSegment(VertxTestContext ctx) {
    get("/envirofacts/tri/facility?column=facility_name&operator=contains&value=A%2FS%20PLANT")
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        assertEquals("A/S PLANT", reads.get("tri.tri_facility").value());
        ctx.completeNow();
      })));
  }

  @Test
  void uvCityAndStateAreSentUpperCase(VertxTestContext ctx) {
    get("/envirofacts/uv/hourly/city/dc/Washington").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(200, r.statusCode(), r.bodyAsString());
      assertEquals("/dmapservice/getEnvirofactsUVHOURLY/CITY/WASHINGTON/STATE/DC/JSON", paths.get("uv"));
      ctx.completeNow();
    })));
  }

  @Test
  void aColumnEnvirofactsDoesNotKnowIsANotFoundCarryingItsMessage(VertxTestContext ctx) {
    get("/envirofacts/sdwis/violation?column=no_such_column&value=1").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(404, r.statusCode());
      JsonObject problem = r.bodyAsJsonObject();
      assertTrue(problem.getString("type").endsWith("not-found"), problem.encode());
      assertTrue(problem.getString("detail").contains("no_such_column"), problem.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aColumnNameThatCouldBreakThePathIsRefused(VertxTestContext ctx) {
    get("/envirofacts/tri/facility?column=state_abbr%2Fequals&value=VA").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(400, r.statusCode());
      assertEquals("column", r.bodyAsJsonObject().getString("field"));
      ctx.completeNow();
    })));
  }

  @Test
  void callsBeyondTheBurstWaitForTheRateLimit(VertxTestContext ctx) {
    List<Future<HttpResponse<Buffer>>> calls = new ArrayList<>();
    long start = System.nanoTime();
    for (int i = 0; i < 8; i++) calls.add(get("/envirofacts/sems/envirofacts-site?column=fk_ref_state_code&value=M" + (char) ('A' + i)));
    Future.all(calls).onComplete(ctx.succeeding(all -> ctx.verify(() -> {
      calls.forEach(c -> assertEquals(200, c.result().statusCode()));
      // measured from the first send: arrivals can bunch, turns cannot come early
      long spanMs = (Collections.max(arrivals) - start) / 1_000_000;
      assertTrue(spanMs >= 590, "calls spread over " + spanMs + " ms");
      ctx.completeNow();
    })));
  }

  private Future<HttpResponse<Buffer>> get(String path) {
    return client.getAbs(gateway.baseUrl() + "/api/v1/epa" + path).send();
  }
}
