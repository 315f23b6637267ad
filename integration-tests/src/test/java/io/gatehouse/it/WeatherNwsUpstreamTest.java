package io.gatehouse.it;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The NWS family of the weather provider through the gateway's REST routes against a fake api.weather.gov. */
@ExtendWith(VertxExtension.class)
class WeatherNwsUpstreamTest {

  private static final String GEO = "application/geo+json";
  private static final String PROBLEM = "application/problem+json";
  private static final String USER_AGENT = "GatehouseTest/1.0 (ops@example.org)";

  private WeatherUpstreamHarness harness;

  @BeforeEach
  void start(Vertx vertx, @TempDir Path dir, VertxTestContext ctx) {
    WeatherUpstreamHarness.start(vertx, dir, Map.of("NWS_USER_AGENT", USER_AGENT), WeatherNwsUpstreamTest::routes)
      .onComplete(ctx.succeeding(h -> {
        harness = h;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    harness.close().onComplete(ctx.succeedingThenComplete());
  }

  private static void routes(Router router) {
    router.get("/alerts").handler(rc -> {
      if ("95,-77".equals(rc.queryParams().get("point"))) {
        WeatherUpstreamHarness.answer(rc, 400, PROBLEM, problem(400, "Bad Request",
          "Parameter \"point\" is invalid: latitude must be between -90 and 90"));
      } else {
        WeatherUpstreamHarness.fixture(rc, "alerts.geojson", GEO);
      }
    });
    router.get("/stations/KDCA/observations").handler(rc -> WeatherUpstreamHarness.fixture(rc, "station_observations.geojson", GEO));
    router.get("/offices/LWX").handler(rc -> WeatherUpstreamHarness.fixture(rc, "office.json", "application/ld+json"));
    router.get("/gridpoints/LWX/1,1/forecast").handler(rc -> WeatherUpstreamHarness.answer(rc, 404, PROBLEM,
      problem(404, "Not Found", "Grid point LWX/1,1 does not exist")));
    router.get("/points/38.8894,-77.0352").handler(rc -> WeatherUpstreamHarness.fixture(rc, "point.geojson", GEO));
    router.get("/points/51.5,-0.1").handler(rc -> WeatherUpstreamHarness.answer(rc, 404, PROBLEM,
      problem(404, "Data Unavailable For Requested Point", "Unable to provide data for requested point 51.5,-0.1")));
    router.get("/gridpoints/LWX/97,71/forecast").handler(rc -> WeatherUpstreamHarness.fixture(rc, "gridpoint_forecast.geojson", GEO));
    router.get("/points/38.8894,-77.0352/stations").handler(rc -> WeatherUpstreamHarness.fixture(rc, "point_stations.geojson", GEO));
  }

  private static JsonObject problem(int status, String title, String detail) {
    return new JsonObject().put("correlationId", "5d2e8f10").put("title", title)
      .put("type", "https://api.weather.gov/problems/" + title.replace(" ", "")).put("status", status)
      .put("detail", detail).put("instance", "https://api.weather.gov/requests/5d2e8f10");
  }

  @Test
  void aPathNwsDeprecatedIsStillServed(VertxTestContext ctx) {
    harness.get("/points/38.8894/-77.0352/stations").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(200, response.statusCode(), response.bodyAsString());
      assertEquals("/points/38.8894,-77.0352/stations", harness.seen().get(0).path());
      assertEquals("FeatureCollection", response.bodyAsJsonObject().getJsonObject("data").getString("type"));
      ctx.completeNow();
    })));
  }

  @Test
  void alertPagingReachesNwsAsCursorAndLimitWithItsHeaders(VertxTestContext ctx) {
    harness.get("/alerts?area=VA,MD&limit=2&cursor=eyJ0IjoxfQ").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(200, response.statusCode(), response.bodyAsString());
      RedirectedGateway.Seen seen = harness.seen().get(0);
      assertEquals("/alerts", seen.path());
      assertEquals("2", seen.query().get("limit"));
      assertEquals("eyJ0IjoxfQ", seen.query().get("cursor"));
      assertEquals("VA,MD", seen.query().get("area"));
      assertEquals(USER_AGENT, seen.headers().get("User-Agent"));
      assertEquals(GEO, seen.headers().get("Accept"));
      JsonObject body = response.bodyAsJsonObject();
      assertTrue(body.getJsonObject("data").getJsonObject("pagination").getString("next").contains("cursor="),
        "the next page link is passed on as NWS returned it");
      String source = body.getJsonArray("sources").getJsonObject(0).getString("url");
      assertTrue(source.startsWith("https://api.weather.gov/alerts?"), source);
      ctx.completeNow();
    })));
  }

  @Test
  void observationPagingReachesNwsUnderItsOwnNames(VertxTestContext ctx) {
    harness.get("/stations/KDCA/observations?start=2026-09-01T00:00:00Z&limit=2&cursor=abc")
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        RedirectedGateway.Seen seen = harness.seen().get(0);
        assertEquals("2026-09-01T00:00:00Z", seen.query().get("start"));
        assertEquals("2", seen.query().get("limit"));
        assertEquals("abc", seen.query().get("cursor"));
        ctx.completeNow();
      })));
  }

  @Test
  void jsonLdOnlyEndpointsAskForJsonLd(VertxTestContext ctx) {
    harness.get("/offices/LWX").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(200, response.statusCode(), response.bodyAsString());
      assertEquals("application/ld+json", harness.seen().get(0).headers().get("Accept"));
      assertEquals("Baltimore/Washington", response.bodyAsJsonObject().getJsonObject("data").getString("name"));
      ctx.completeNow();
    })));
  }

  @Test
  void nwsProblemNotFoundBecomesNotFoundWithItsDetail(VertxTestContext ctx) {
    harness.get("/gridpoints/LWX/1/1/forecast").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(404, response.statusCode());
      JsonObject problem = response.bodyAsJsonObject();
      assertTrue(problem.getString("type").endsWith("/not-found"), problem.encode());
      assertTrue(problem.getString("detail").contains("Grid point LWX/1,1 does not exist"), problem.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void nwsProblemBadRequestBecomesBadArgumentWithItsDetail(VertxTestContext ctx) {
    harness.get("/alerts?point=95,-77").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(400, response.statusCode());
      JsonObject problem = response.bodyAsJsonObject();
      assertTrue(problem.getString("type").endsWith("/bad-argument"), problem.encode());
      assertTrue(problem.getString("detail").contains("latitude must be between -90 and 90"), problem.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void argumentsOutsideTheSchemaNeverReachNws(VertxTestContext ctx) {
    harness.get("/alerts?limit=501").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(400, response.statusCode());
      assertEquals("limit", response.bodyAsJsonObject().getString("field"), response.bodyAsString());
      assertTrue(harness.seen().isEmpty(), "rejected before any upstream call");
      ctx.completeNow();
    })));
  }

  @Test
  void forecastForPointFollowsTheForecastLinkOfThePoint(VertxTestContext ctx) {
    harness.get("/points/38.8894/-77.0352/forecast").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(200, response.statusCode(), response.bodyAsString());
      JsonObject body = response.bodyAsJsonObject();
      assertEquals("LWX", body.getJsonObject("point").getString("gridId"));
      assertEquals("Washington", body.getJsonObject("point").getString("city"));
      assertEquals("This Afternoon", body.getJsonObject("forecast").getJsonObject("properties")
        .getJsonArray("periods").getJsonObject(0).getString("name"));
      assertEquals(2, body.getJsonArray("sources").size());
      assertEquals("https://api.weather.gov/gridpoints/LWX/97,71/forecast?units=us",
        body.getJsonArray("sources").getJsonObject(1).getString("url"));
      assertEquals("/gridpoints/LWX/97,71/forecast", harness.seen().get(1).path());
      ctx.completeNow();
    })));
  }

  @Test
  void forecastForAPointOutsideCoverageIsNotFound(VertxTestContext ctx) {
    harness.get("/points/51.5/-0.1/forecast").onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(404, response.statusCode());
      assertTrue(response.bodyAsJsonObject().getString("detail").contains("Unable to provide data for requested point"),
        response.bodyAsString());
      ctx.completeNow();
    })));
  }
}
