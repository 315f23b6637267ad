package io.gatehouse.providers.analytics.earthquakes;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class AnalyzeHandlerTest {

  /**
   * USGS-shaped features: an M5.8 with 30 aftershocks within 15 km over ten days, and 20 scattered
   * events. Magnitudes follow Gutenberg-Richter-like steps.
   */
  static JsonArray features() {
    Random r = new Random(7);
    JsonArray out = new JsonArray();
    long t0 = 1_750_000_000_000L;
    out.add(feature("ci9000000", t0, -117.60, 35.77, 8.2, 5.8, "15km W of Ridgecrest, CA"));
    for (int k = 0; k < 30; k++) {
      double km = 15 * r.nextDouble();
      double angle = 2 * Math.PI * r.nextDouble();
      out.add(feature("ci90001" + String.format("%02d", k), t0 + (long) (r.nextDouble() * 10 * 86_400_000L),
        -117.60 + km / 90.2 * Math.cos(angle), 35.77 + km / 111.2 * Math.sin(angle), 5 + r.nextDouble() * 5,
        1.0 + Math.floor(-Math.log(1 - r.nextDouble()) / Math.log(10) * 10) / 10, null));
    }
    for (int k = 0; k < 20; k++) {
      out.add(feature("nc7000" + k, t0 + (long) (r.nextDouble() * 200 * 86_400_000L), -124 + 3 * r.nextDouble(),
        38 + 3 * r.nextDouble(), 10, 1.5 + r.nextDouble(), null));
    }
    return out;
  }

  static JsonObject feature(String id, long time, double lon, double lat, double depth, double mag, String place) {
    JsonObject props = new JsonObject().put("mag", mag).put("time", time).put("status", "reviewed").put("magType", "ml");
    if (place != null) props.put("place", place);
    return new JsonObject().put("type", "Feature").put("id", id).put("properties", props)
      .put("geometry", new JsonObject().put("type", "Point").put("coordinates", new JsonArray().add(lon).add(lat).add(depth)));
  }

  @Test
  void clustersAndSequencesFromGivenFeatures(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "earthquakes");
    EarthquakesProvider provider = new EarthquakesProvider();
    provider.start(context);
    JsonObject args = new JsonObject().put("features", features()).put("eps_km", 20).put("eps_hours", 96);
    provider.handlers().get("analyze").handle(new StubInvocation("analyze", args, context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject body = result.toJson();
        assertEquals(51, body.getInteger("events"));
        JsonObject cluster = body.getJsonArray("clusters").getJsonObject(0);
        assertTrue(cluster.getInteger("size") >= 28, cluster.encode());
        assertEquals("ci9000000", cluster.getJsonObject("largest").getString("id"));
        JsonObject sequence = body.getJsonArray("aftershock_sequences").getJsonObject(0);
        assertEquals("ci9000000", sequence.getJsonObject("mainshock").getString("id"));
        assertEquals(30, sequence.getInteger("aftershocks"));
        assertEquals("15km W of Ridgecrest, CA", sequence.getJsonObject("mainshock").getString("place"));
        assertTrue(body.getJsonObject("b_value") != null, body.encode());
        assertTrue(body.getJsonObject("method").getJsonObject("clustering").getDouble("eps_km") == 20.0);
        ctx.completeNow();
      })));
  }

  @Test
  void queryIsFetchedThroughWhicheverUsgsOperationExists(Vertx vertx, VertxTestContext ctx) {
    List<String> tried = new ArrayList<>();
    JsonObject usgsSource = new JsonObject().put("name", "USGS Earthquake Hazards Program")
      .put("url", "https://earthquake.usgs.gov/fdsnws/event/1/query").put("retrieved_at", "2026-11-22T00:00:00Z")
      .put("status", "ok");
    StubProviderContext context = new StubProviderContext(vertx, "earthquakes")
      .config(new JsonObject().put("usgs_operations", new JsonArray().add("event_query").add("fdsn_query")))
      .peers((provider, op, args) -> {
        tried.add(provider + "_" + op);
        if (!op.equals("fdsn_query")) {
          return Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + provider + "_" + op));
        }
        assertEquals("geojson", args.getString("format"));
        assertEquals(2.5, args.getDouble("minmagnitude"));
        // answered as text, the way a GeoJSON content type may arrive
        JsonObject collection = new JsonObject().put("type", "FeatureCollection").put("features", features());
        return Future.succeededFuture(new JsonObject().put("data", collection.encode())
          .put("sources", new JsonArray().add(usgsSource)));
      });
    EarthquakesProvider provider = new EarthquakesProvider();
    provider.start(context);
    JsonObject args = new JsonObject().put("query", new JsonObject().put("minmagnitude", 2.5).put("starttime", "2025-06-01"));
    provider.handlers().get("analyze").handle(new StubInvocation("analyze", args, context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertEquals(List.of("usgs_event_query", "usgs_fdsn_query"), tried);
        JsonObject body = result.toJson();
        assertEquals(51, body.getInteger("events"));
        JsonArray sources = body.getJsonArray("sources");
        assertEquals("USGS Earthquake Hazards Program", sources.getJsonObject(0).getString("name"));
        assertTrue(sources.getJsonObject(1).getString("name").startsWith("Gatehouse analytics"));
        ctx.completeNow();
      })));
  }

  @Test
  void withoutAUsgsProviderTheCallerIsToldToPassFeatures(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "earthquakes").peers((provider, op, args) ->
      Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + provider + "_" + op)));
    EarthquakesProvider provider = new EarthquakesProvider();
    provider.start(context);
    provider.handlers().get("analyze").handle(new StubInvocation("analyze",
        new JsonObject().put("query", new JsonObject().put("minmagnitude", 4)), context))
      .onComplete(ctx.failing(e -> ctx.verify(() -> {
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, ((ProviderException) e).failure());
        assertTrue(e.getMessage().contains("pass the events as features"), e.getMessage());
        ctx.completeNow();
      })));
  }
}
