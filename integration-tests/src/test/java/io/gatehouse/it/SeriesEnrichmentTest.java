package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Enrichment of the series endpoints whose answers mix several series (Water Data features of
 * several time series, CDO records of several data types): only the first row's series is
 * analysed, the enrichment names it, and exactly the planted spike is flagged.
 */
@ExtendWith(VertxExtension.class)
class SeriesEnrichmentTest {

  private static final String MAIN_SERIES = "e3c1f0a94b2d4d5c8a7f6b5e4d3c2b1a";
  private static final String OTHER_SERIES = "0a1b2c3d4e5f60718293a4b5c6d7e8f9";

  @TempDir
  Path dir;

  private FakeUpstream upstream;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    upstream = FakeUpstream.create(vertx)
      .get("/ogcapi/v0/collections/daily/items", rc -> waterData(rc, 90, t -> LocalDate.of(2024, 1, 1).plusDays(t).toString(), 7, 40))
      .get("/ogcapi/v0/collections/continuous/items", rc -> waterData(rc, 288,
        t -> OffsetDateTime.of(2024, 6, 8, 0, 0, 0, 0, ZoneOffset.UTC).plusMinutes(15L * t).toString(), 96, 200))
      .get("/cdo-web/api/v2/data", this::climateData);
    upstream.start(vertx)
      .compose(u -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES",
        "api.waterdata.usgs.gov=" + u.baseUrl() + ",www.ncei.noaa.gov=" + u.baseUrl(), "NCEI_TOKEN", "test-token")))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).compose(v -> upstream.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  /** A noisy cycle of {@code period} steps with one spike at {@code spike}: the series a test expects flagged there only. */
  private static double value(Random noise, int t, int period, int spike) {
    return 500 + 0.5 * t + 40 * Math.sin(2 * Math.PI * t / period) + 3 * noise.nextGaussian() + (t == spike ? 60 : 0);
  }

  /** Features of two time series interleaved, as the OGC API pages them; values as text. */
  private static void waterData(RoutingContext rc, int n, java.util.function.IntFunction<String> time, int period, int spike) {
    Random noise = new Random(5);
    JsonArray features = new JsonArray();
    for (int t = 0; t < n; t++) {
      features.add(feature(MAIN_SERIES, time.apply(t), value(noise, t, period, spike)));
      features.add(feature(OTHER_SERIES, time.apply(t), 3 + 0.01 * t));
    }
    rc.response().putHeader("Content-Type", "application/geo+json").end(new JsonObject().put("type", "FeatureCollection")
      .put("features", features).put("numberReturned", features.size()).put("links", new JsonArray()).encode());
  }

  private static JsonObject feature(String series, String time, double value) {
    return new JsonObject().put("type", "Feature").put("id", series + "-" + time)
      .put("geometry", new JsonObject().put("type", "Point").put("coordinates", new JsonArray().add(-77.13).add(38.95)))
      .put("properties", new JsonObject().put("monitoring_location_id", "USGS-01646500").put("parameter_code", "00060")
        .put("time_series_id", series).put("unit_of_measure", "ft^3/s").put("approval_status", "Provisional")
        .put("time", time).put("value", String.format(java.util.Locale.ROOT, "%.1f", value)));
  }

  /** CDO's {metadata, results}: daily TMAX and TMIN of one station, one record per date and data type. */
  private void climateData(RoutingContext rc) {
    Random noise = new Random(9);
    JsonArray results = new JsonArray();
    for (int t = 0; t < 70; t++) {
      String date = LocalDate.of(2026, 5, 1).plusDays(t) + "T00:00:00";
      results.add(record(date, "TMAX", value(noise, t, 7, 50)));
      results.add(record(date, "TMIN", -20 + t));
    }
    rc.response().putHeader("Content-Type", "application/json").end(new JsonObject()
      .put("metadata", new JsonObject().put("resultset", new JsonObject().put("offset", 1).put("count", 140).put("limit", 1000)))
      .put("results", results).encode());
  }

  private static JsonObject record(String date, String type, double value) {
    return new JsonObject().put("date", date).put("datatype", type).put("station", "GHCND:USW00013743")
      .put("attributes", ",,W,2400").put("value", Math.round(value * 10) / 10.0);
  }

  @Test
  void waterDataDailyValuesFlagTheSpikeOfTheFirstSeriesOnly(VertxTestContext ctx) {
    enriched("/api/v1/usgs/water/ogc/collections/daily/items?monitoring_location_id=USGS-01646500&enrich=anomalies")
      .onComplete(ctx.succeeding(enrichment -> ctx.verify(() -> {
        assertEquals(90, enrichment.getJsonObject("series").getInteger("points"), enrichment.encode());
        assertEquals(MAIN_SERIES, enrichment.getJsonObject("series_of").getString("properties.time_series_id"));
        assertEquals(List.of("2024-02-10"), dates(enrichment));
        ctx.completeNow();
      })));
  }

  @Test
  void waterDataContinuousValuesFlagTheSpikeOnly(VertxTestContext ctx) {
    enriched("/api/v1/usgs/water/ogc/collections/continuous/items?monitoring_location_id=USGS-01646500&enrich=anomalies,forecast")
      .onComplete(ctx.succeeding(enrichment -> ctx.verify(() -> {
        assertEquals(288, enrichment.getJsonObject("series").getInteger("points"), enrichment.encode());
        assertEquals(96, enrichment.getJsonObject("series").getInteger("season_length"), enrichment.encode());
        assertEquals(List.of("2024-06-10T02:00Z"), dates(enrichment).stream()
          .map(d -> OffsetDateTime.parse(d).withOffsetSameInstant(ZoneOffset.UTC).toString()).toList());
        assertEquals(12, enrichment.getJsonArray("forecast").size());
        ctx.completeNow();
      })));
  }

  @Test
  void climateDataAnalysesOneStationAndDataType(VertxTestContext ctx) {
    enriched("/api/v1/weather/cdo/data?datasetid=GHCND&startdate=2026-05-01&enddate=2026-07-09&stationid=GHCND:USW00013743&enrich=anomalies")
      .onComplete(ctx.succeeding(enrichment -> ctx.verify(() -> {
        assertEquals(70, enrichment.getJsonObject("series").getInteger("points"), enrichment.encode());
        assertEquals(new JsonObject().put("station", "GHCND:USW00013743").put("datatype", "TMAX"),
          enrichment.getJsonObject("series_of"));
        assertEquals(List.of("2026-06-20T00:00:00"), dates(enrichment));
        ctx.completeNow();
      })));
  }

  private static List<String> dates(JsonObject enrichment) {
    return enrichment.getJsonArray("anomalies").stream().map(a -> ((JsonObject) a).getString("date")).toList();
  }

  private Future<JsonObject> enriched(String path) {
    return client.postAbs(gateway.baseUrl() + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "series@example.com").put("name", "Series"))
      .map(r -> r.bodyAsJsonObject().getString("api_key"))
      .compose(key -> client.getAbs(gateway.baseUrl() + path).putHeader("X-API-Key", key).send())
      .map(r -> {
        if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject().getJsonObject("enrichment");
      });
  }
}
