package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import static io.gatehouse.it.UsgsGateway.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The api.waterdata.usgs.gov upstreams (OGC API, Statistics, NGWMN, Samples) through the gateway's REST routes. */
@ExtendWith(VertxExtension.class)
class UsgsWaterDataUpstreamTest {

  private static final String DAILY = "/ogcapi/v0/collections/daily/items";
  private static final String PAGE = "{\"type\":\"FeatureCollection\",\"features\":[],\"numberReturned\":0,\"links\":["
    + "{\"rel\":\"next\",\"type\":\"application/geo+json\",\"href\":\"https://api.waterdata.usgs.gov/ogcapi/v0/collections/daily/items?cursor=Y3Vyc29yMg&limit=2\"}]}";

  @TempDir
  Path dir;

  private UsgsGateway gateway;

  @AfterEach
  void stop() throws Exception {
    if (gateway != null) gateway.close();
  }

  @Test
  void cursorAndLimitReachTheOgcApiAndTheNextLinkComesBack(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get(DAILY, answer(seen, 200, "application/geo+json", PAGE)), Map.of());

    HttpResponse<Buffer> response = gateway.get(
      "/water/ogc/collections/daily/items?monitoring_location_id=USGS-01646500&parameter_code=00060&limit=2&cursor=Y3Vyc29yMQ&skip_geometry=true");

    assertEquals(200, response.statusCode(), response.bodyAsString());
    assertEquals("2", seen.param("limit"));
    assertEquals("Y3Vyc29yMQ", seen.param("cursor"));
    assertEquals("json", seen.param("f"));
    assertEquals("true", seen.param("skipGeometry"));
    assertEquals("USGS-01646500", seen.param("monitoring_location_id"));
    String next = response.bodyAsJsonObject().getJsonObject("data").getJsonArray("links").getJsonObject(0).getString("href");
    assertTrue(next.contains("cursor=Y3Vyc29yMg"), next);
  }

  /**
   * A burst to a slow upstream is sent side by side, not queued behind a few pooled connections:
   * the Water Data APIs allow bursts of 150, and each call here takes 300 ms.
   */
  @Test
  void aBurstToASlowUpstreamIsSentSideBySide(Vertx vertx) throws Exception {
    int burst = 24;
    AtomicInteger inFlight = new AtomicInteger();
    AtomicInteger most = new AtomicInteger();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx).get(DAILY, rc -> {
      most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
      rc.vertx().setTimer(300, t -> {
        inFlight.decrementAndGet();
        rc.response().putHeader("Content-Type", "application/geo+json").end(PAGE);
      });
    }), Map.of());
    WebClient client = WebClient.create(vertx, new WebClientOptions(), new PoolOptions().setHttp1MaxSize(burst));
    try {
      // a page size of its own for each call, so none is coalesced with another or answered from cache
      List<Future<HttpResponse<Buffer>>> calls = IntStream.rangeClosed(1, burst)
        .mapToObj(i -> client.getAbs(gateway.baseUrl() + "/api/v1/usgs/water/ogc/collections/daily/items?limit=" + i)
          .send())
        .toList();
      UsgsGateway.await(Future.all(calls));
      calls.forEach(call -> assertEquals(200, call.result().statusCode(), call.result().bodyAsString()));
      assertTrue(most.get() >= 20, "at most " + most.get() + " calls reached the upstream at once");
    } finally {
      client.close();
    }
  }

  @Test
  void theOptionalKeyIsSentAsAHeaderAndNeverCited(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get(DAILY, answer(seen, 200, "application/geo+json", PAGE)), Map.of("USGS_API_KEY", "abc123key"));

    HttpResponse<Buffer> response = gateway.get("/water/ogc/collections/daily/items?limit=1");

    assertEquals(200, response.statusCode());
    assertEquals("abc123key", seen.header("X-Api-Key"));
    assertFalse(response.bodyAsString().contains("abc123key"), "the key stays out of the answer");
  }

  @Test
  void withoutAKeyCallsStillWork(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get(DAILY, answer(seen, 200, "application/geo+json", PAGE)), Map.of());

    assertEquals(200, gateway.get("/water/ogc/collections/daily/items").statusCode());
    assertNull(seen.header("X-Api-Key"));
    assertEquals("100", seen.param("limit"));
  }

  @Test
  void anOgcExceptionBecomesABadArgumentProblem(Vertx vertx) throws Exception {
    String error = "{\"code\":\"InvalidParameterValue\",\"type\":\"InvalidParameterValue\","
      + "\"description\":\"Bad CQL text: unexpected token 'AND' at position 17\"}";
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get(DAILY, answer(new UsgsGateway.Seen(), 400, "application/json", error)), Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/ogc/collections/daily/items?filter=value%20%3E%20AND");

    assertEquals(400, response.statusCode());
    JsonObject problem = response.bodyAsJsonObject();
    assertTrue(problem.getString("type").endsWith("/bad-argument"), problem.encode());
    assertTrue(problem.getString("detail").contains("Bad CQL text"), problem.encode());
  }

  @Test
  void anUnknownFeatureIsNotFound(Vertx vertx) throws Exception {
    String error = "{\"code\":\"NotFound\",\"description\":\"identifier not found\"}";
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get("/ogcapi/v0/collections/monitoring-locations/items/:id", answer(new UsgsGateway.Seen(), 404, "application/json", error)),
      Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/ogc/collections/monitoring-locations/items/USGS-00000000");

    assertEquals(404, response.statusCode());
    assertTrue(response.bodyAsJsonObject().getString("type").endsWith("/not-found"));
  }

  @Test
  void apiDataGovThrottlingIsPassedOn(Vertx vertx) throws Exception {
    String error = "{\"error\":{\"code\":\"OVER_RATE_LIMIT\",\"message\":\"You have exceeded your rate limit.\"}}";
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get(DAILY, rc -> rc.response().setStatusCode(429).putHeader("Retry-After", "300")
        .putHeader("Content-Type", "application/json").end(error)), Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/ogc/collections/daily/items");

    assertEquals(429, response.statusCode());
    assertEquals("300", response.getHeader("Retry-After"));
  }

  @Test
  void aRejectedKeyIsReportedAsSuch(Vertx vertx) throws Exception {
    String error = "{\"error\":{\"code\":\"API_KEY_INVALID\",\"message\":\"An invalid api_key was supplied.\"}}";
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get(DAILY, answer(new UsgsGateway.Seen(), 403, "application/json", error)), Map.of("USGS_API_KEY", "wrong"));

    HttpResponse<Buffer> response = gateway.get("/water/ogc/collections/daily/items");

    assertEquals(502, response.statusCode());
    JsonObject problem = response.bodyAsJsonObject();
    assertTrue(problem.getString("detail").contains("refused the credential"), problem.encode());
    assertTrue(problem.getString("detail").contains("An invalid api_key was supplied."), problem.encode());
  }

  @Test
  void statisticsPagingUsesPageSizeAndNextToken(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx).get("/statistics/v0/observationNormals",
      answer(seen, 200, "application/json", "{\"type\":\"FeatureCollection\",\"features\":[],\"next\":null}")), Map.of());

    HttpResponse<Buffer> response = gateway.get(
      "/water/statistics/normals?monitoring_location_id=USGS-05114000&parameter_code=00060&limit=25&cursor=eyJwIjoyfQ");

    assertEquals(200, response.statusCode(), response.bodyAsString());
    assertEquals("25", seen.param("page_size"));
    assertEquals("eyJwIjoyfQ", seen.param("next_token"));
    assertEquals("USGS-05114000", seen.param("monitoring_location_id"));
  }

  @Test
  void ngwmnPagesByCursorToo(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx).get("/ngwmn/ogcapi/collections/waterLevelObs/items",
      answer(seen, 200, "application/geo+json", "{\"type\":\"FeatureCollection\",\"features\":[]}")), Map.of());

    assertEquals(200, gateway.get("/water/ngwmn/collections/waterLevelObs/items?monitoring_location_id=USGS-423114090161101"
      + "&limit=500&cursor=MTAwMA").statusCode());
    assertEquals("500", seen.param("limit"));
    assertEquals("MTAwMA", seen.param("cursor"));
  }

  @Test
  void samplesFiltersAreRenamedAndTheProfileChoosesThePath(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx).get("/samples-data/results/narrow",
      answer(seen, 200, "text/csv", "Org_Identifier,Location_Identifier\nUSGS,USGS-01646500\n")), Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/samples/results?profile=narrow&monitoring_location_id=USGS-01646500"
      + "&usgs_pcode=00400&activity_start_date_lower=2023-01-01");

    assertEquals(200, response.statusCode(), response.bodyAsString());
    assertEquals("USGS-01646500", seen.param("monitoringLocationIdentifier"));
    assertEquals("00400", seen.param("usgsPCode"));
    assertEquals("2023-01-01", seen.param("activityStartDateLower"));
    assertEquals("text/csv", seen.param("mimeType"));
    assertTrue(response.bodyAsJsonObject().getString("data").startsWith("Org_Identifier"));
  }
}
