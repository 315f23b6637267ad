package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static io.gatehouse.it.UsgsGateway.answer;
import static io.gatehouse.it.UsgsGateway.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The earthquake upstreams (FDSN event service and GeoJSON feeds) through the gateway's REST routes. */
@ExtendWith(VertxExtension.class)
class UsgsEarthquakeUpstreamTest {

  private static final String QUERY = "/fdsnws/event/1/query";
  private static final String EMPTY = "{\"type\":\"FeatureCollection\",\"metadata\":{\"status\":200,\"count\":0},\"features\":[]}";

  @TempDir
  Path dir;

  private UsgsGateway gateway;

  @AfterEach
  void stop() throws Exception {
    if (gateway != null) gateway.close();
  }

  private UsgsGateway start(Vertx vertx, FakeUpstream fake) throws Exception {
    gateway = UsgsGateway.start(vertx, dir, fake, Map.of());
    return gateway;
  }

  @Test
  void pagingAndFiltersReachFdsnUnderItsOwnNames(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    start(vertx, FakeUpstream.create(vertx).get(QUERY, answer(seen, 200, "application/json", EMPTY)));

    HttpResponse<Buffer> response = gateway.get("/earthquakes/events?minmagnitude=4.5&starttime=2024-06-01&limit=50&offset=51");

    assertEquals(200, response.statusCode(), response.bodyAsString());
    assertEquals("50", seen.param("limit"));
    assertEquals("51", seen.param("offset"));
    assertEquals("4.5", seen.param("minmagnitude"));
    assertEquals("2024-06-01", seen.param("starttime"));
    assertEquals("geojson", seen.param("format"));
    JsonObject body = response.bodyAsJsonObject();
    assertEquals("FeatureCollection", body.getJsonObject("data").getString("type"));
    JsonObject source = body.getJsonArray("sources").getJsonObject(0);
    assertTrue(source.getString("url").startsWith("https://earthquake.usgs.gov/fdsnws/event/1/query?"), source.encode());
  }

  @Test
  void anUnboundedSearchIsSentWithTheDefaultPage(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    start(vertx, FakeUpstream.create(vertx).get(QUERY, answer(seen, 200, "application/json", EMPTY)));

    assertEquals(200, gateway.get("/earthquakes/events").statusCode());
    assertEquals("100", seen.param("limit"));
    assertEquals("1", seen.param("offset"));
    assertEquals("time", seen.param("orderby"));
  }

  @Test
  void fdsnErrorTextBecomesABadArgumentProblem(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    String error = "Error 400: Bad Request\n\n20321 matching events exceeds search limit of 20000. Modify the search to match fewer events.\n\n"
      + "Usage details are available from https://earthquake.usgs.gov/fdsnws/event/1\n";
    start(vertx, FakeUpstream.create(vertx).get(QUERY, answer(seen, 400, "text/plain", error)));

    HttpResponse<Buffer> response = gateway.get("/earthquakes/events?minmagnitude=0&limit=20000");

    assertEquals(400, response.statusCode());
    assertEquals("application/problem+json", response.getHeader("Content-Type"));
    JsonObject problem = response.bodyAsJsonObject();
    assertTrue(problem.getString("type").endsWith("/bad-argument"), problem.encode());
    assertTrue(problem.getString("detail").contains("exceeds search limit of 20000"), problem.encode());
  }

  @Test
  void argumentsOutsideTheSchemaNeverReachTheUpstream(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    start(vertx, FakeUpstream.create(vertx).get(QUERY, answer(seen, 200, "application/json", EMPTY)));

    HttpResponse<Buffer> response = gateway.get("/earthquakes/events?starttime=yesterday&limit=50000");

    assertEquals(400, response.statusCode());
    assertEquals(0, gateway.hits(QUERY));
  }

  @Test
  void anUnknownEventIsNotFound(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    start(vertx, FakeUpstream.create(vertx).get("/earthquakes/feed/v1.0/detail/:file",
      answer(seen, 404, "text/html", "<html><body><h1>Not Found</h1></body></html>")));

    HttpResponse<Buffer> response = gateway.get("/earthquakes/feeds/detail/us0000zzzz");

    assertEquals(404, response.statusCode());
    assertTrue(response.bodyAsJsonObject().getString("type").endsWith("/not-found"));
    assertEquals(1, gateway.hits("/earthquakes/feed/v1.0/detail/us0000zzzz.geojson"));
  }

  @Test
  void upstreamThrottlingIsPassedOnWithItsRetryAfter(Vertx vertx) throws Exception {
    start(vertx, FakeUpstream.create(vertx).get("/earthquakes/feed/v1.0/summary/all_hour.geojson",
      rc -> rc.response().setStatusCode(429).putHeader("Retry-After", "120").end("Too Many Requests")));

    HttpResponse<Buffer> response = gateway.get("/earthquakes/feeds/all/hour");

    assertEquals(429, response.statusCode(), response.bodyAsString());
    assertEquals("120", response.getHeader("Retry-After"));
    assertTrue(response.bodyAsJsonObject().getString("type").endsWith("/rate-limited"));
  }

  /** The FDSN upstream allows 5 requests a second after a burst of 10: a flood is spread out, not refused. */
  @Test
  void theLocalRateLimitSpacesAFlood(Vertx vertx) throws Exception {
    List<Long> arrivals = new CopyOnWriteArrayList<>();
    start(vertx, FakeUpstream.create(vertx).get(QUERY, rc -> {
      arrivals.add(System.nanoTime());
      rc.response().putHeader("Content-Type", "application/json").end(EMPTY);
    }));

    List<Future<HttpResponse<Buffer>>> calls = new ArrayList<>();
    long start = System.nanoTime();
    for (int i = 0; i < 16; i++) {
      // distinct arguments, so neither the cache nor coalescing absorbs a call
      calls.add(gateway.getAsync("/earthquakes/events?minmagnitude=" + (1 + i / 10.0)));
    }
    for (Future<HttpResponse<Buffer>> call : calls) assertEquals(200, await(call).statusCode());

    assertEquals(16, arrivals.size());
    // measured from the first send: arrivals can bunch, turns cannot come early
    long spreadMs = (arrivals.stream().mapToLong(Long::longValue).max().orElseThrow() - start) / 1_000_000;
    assertTrue(spreadMs >= 1190, "6 calls past the burst at 5/s take over a second, took " + spreadMs + " ms");
  }

  @Test
  void noCredentialIsNeeded(Vertx vertx) throws Exception {
    start(vertx, FakeUpstream.create(vertx).get("/earthquakes/feed/v1.0/summary/significant_month.geojson",
      answer(new UsgsGateway.Seen(), 200, "application/geo+json", EMPTY)));

    assertEquals(200, gateway.get("/earthquakes/feeds/significant/month").statusCode());
  }
}
