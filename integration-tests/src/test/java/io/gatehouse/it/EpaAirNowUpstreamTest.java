package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
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
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** AirNow through the gateway's REST routes: its API_KEY credential, its refusals and its rate limiting. */
@ExtendWith(VertxExtension.class)
class EpaAirNowUpstreamTest {

  private static final String KEY = "airnow-test-key";

  @TempDir
  Path dir;

  private final AtomicReference<MultiMap> seen = new AtomicReference<>();
  private FakeUpstream airnow;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    JsonArray observations = new JsonArray().add(new JsonObject()
      .put("DateObserved", "2024-06-01 ").put("HourObserved", 11).put("LocalTimeZone", "EST")
      .put("ReportingArea", "Metropolitan Washington").put("StateCode", "DC")
      .put("ParameterName", "O3").put("AQI", 38).put("Category", new JsonObject().put("Number", 1).put("Name", "Good")));
    airnow = FakeUpstream.create(vertx)
      .get("/aq/observation/current/ziplatlong/", rc -> {
        if (rc.queryParams().contains("latitude")) {
          rc.response().setStatusCode(429).putHeader("Retry-After", "1").end("Too many requests");
          return;
        }
        seen.set(rc.queryParams());
        rc.response().putHeader("Content-Type", "application/json").end(observations.encode());
      })
      .get("/aq/forecast/current/", rc -> rc.response().setStatusCode(401).putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("WebServiceError", new JsonArray().add(new JsonObject()
          .put("Message", "Invalid API key"))).encode()));
    client = WebClient.create(vertx);
    airnow.start(vertx).onComplete(ctx.succeedingThenComplete());
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> airnow.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void theKeyAndArgumentsReachAirNowUnderItsOwnNamesButNeverTheSources(Vertx vertx, VertxTestContext ctx) {
    withGateway(vertx, Map.of("AIRNOW_API_KEY", KEY))
      .compose(v -> get("/airnow/observations/zip/current?zip=20002"))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        MultiMap q = seen.get();
        assertEquals(KEY, q.get("API_KEY"));
        assertEquals("20002", q.get("zipCode"));
        assertNull(q.get("distance"), "the current service takes no distance");
        assertEquals("application/json", q.get("format"));
        JsonObject body = r.bodyAsJsonObject();
        assertEquals(38, body.getJsonArray("data").getJsonObject(0).getInteger("AQI"));
        JsonObject source = body.getJsonArray("sources").getJsonObject(0);
        assertEquals("EPA AirNow", source.getString("name"));
        assertFalse(source.getString("url").contains(KEY), "the key stays out of sources");
        ctx.completeNow();
      })));
  }

  @Test
  void withoutTheKeyTheAnswerNamesTheVariableToSet(Vertx vertx, VertxTestContext ctx) {
    withGateway(vertx, Map.of())
      .compose(v -> get("/airnow/observations/zip/current?zip=20002"))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(503, r.statusCode());
        JsonObject problem = r.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("missing-credential"), problem.encode());
        assertEquals("AIRNOW_API_KEY", problem.getString("variable"));
        assertTrue(problem.getString("detail").contains("AIRNOW_API_KEY"));
        assertNull(seen.get(), "AirNow was not called");
        ctx.completeNow();
      })));
  }

  @Test
  void aRefusedKeyIsReportedAsTheUpstreamRejectingIt(Vertx vertx, VertxTestContext ctx) {
    withGateway(vertx, Map.of("AIRNOW_API_KEY", KEY))
      .compose(v -> get("/airnow/forecast/zip?zip=20002"))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(502, r.statusCode());
        JsonObject problem = r.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("upstream-rejected"), problem.encode());
        assertTrue(problem.getString("detail").contains("Invalid API key"), problem.encode());
        assertEquals(401, problem.getInteger("upstream_status"));
        ctx.completeNow();
      })));
  }

  @Test
  void airNowsRateLimitIsPassedOnWithRetryAfter(Vertx vertx, VertxTestContext ctx) {
    withGateway(vertx, Map.of("AIRNOW_API_KEY", KEY))
      .compose(v -> get("/airnow/observations/location/current?latitude=38.9&longitude=-77.0"))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(429, r.statusCode());
        assertTrue(r.bodyAsJsonObject().getString("type").endsWith("rate-limited"));
        assertTrue(Long.parseLong(r.getHeader("Retry-After")) >= 1);
        ctx.completeNow();
      })));
  }

  private Future<Void> withGateway(Vertx vertx, Map<String, String> env) {
    return RedirectedGateway.start(vertx, dir, "epa", airnow, env).map(g -> {
      gateway = g;
      return null;
    });
  }

  private Future<HttpResponse<Buffer>> get(String path) {
    return client.getAbs(gateway.baseUrl() + "/api/v1/epa" + path).send();
  }
}
