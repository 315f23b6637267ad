package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
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
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Opt-in enrichment on a data endpoint: FRED observations with a forecast and anomalies added. */
@ExtendWith(VertxExtension.class)
class EnrichmentTest {

  @TempDir
  Path dir;

  private FakeUpstream fred;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    fred = FakeUpstream.create(vertx).get("/fred/series/observations", rc -> {
      JsonArray observations = new JsonArray();
      for (int t = 0; t < 60; t++) {
        double v = 200 + t + 15 * Math.sin(2 * Math.PI * t / 12) + (t == 40 ? 90 : 0);
        observations.add(new JsonObject().put("realtime_start", "2026-11-20").put("realtime_end", "2026-11-20")
          .put("date", LocalDate.of(2020, 1, 1).plusMonths(t).toString()).put("value", String.format("%.3f", v)));
      }
      rc.response().putHeader("Content-Type", "application/json").end(new JsonObject()
        .put("units", "lin").put("count", observations.size()).put("offset", 0).put("limit", 100000)
        .put("observations", observations).encode());
    });
    // NWIS daily values, in its WaterML-JSON shape: values nested in a time series list
    fred.get("/nwis/dv/", rc -> {
      JsonArray values = new JsonArray();
      for (int t = 0; t < 60; t++) {
        values.add(new JsonObject().put("value", String.valueOf(5000 + 10 * t + (t == 45 ? 4000 : 0)))
          .put("qualifiers", new JsonArray().add("P"))
          .put("dateTime", LocalDate.of(2024, 5, 1).plusDays(t) + "T00:00:00.000"));
      }
      JsonObject series = new JsonObject().put("name", "USGS:01646500:00060:00003")
        .put("values", new JsonArray().add(new JsonObject().put("value", values)));
      rc.response().putHeader("Content-Type", "application/json").end(new JsonObject()
        .put("name", "ns1:timeSeriesResponseType")
        .put("value", new JsonObject().put("timeSeries", new JsonArray().add(series))).encode());
    });
    fred.start(vertx)
      .compose(u -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES",
        "api.stlouisfed.org=" + u.baseUrl() + ",waterservices.usgs.gov=" + u.baseUrl(),
        "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456")))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).compose(v -> fred.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void observationsComeWithForecastAndAnomaliesWhenAsked(VertxTestContext ctx) {
    key().compose(key -> client.getAbs(gateway.baseUrl() + "/api/v1/fred/series/TEST/observations?enrich=forecast,anomalies")
        .putHeader("X-API-Key", key).send())
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        JsonObject body = r.bodyAsJsonObject();
        assertEquals(60, body.getJsonObject("data").getJsonArray("observations").size(), "the data is untouched");
        JsonObject enrichment = body.getJsonObject("enrichment");
        assertFalse(enrichment.getJsonArray("forecast").isEmpty(), enrichment.encode());
        assertTrue(enrichment.getJsonArray("anomalies").stream().map(JsonObject.class::cast)
          .anyMatch(a -> a.getString("date").equals("2023-05-01")), enrichment.getJsonArray("anomalies").encode());
        String sources = body.getJsonArray("sources").encode();
        assertTrue(sources.contains("FRED") && sources.contains("analytics"), sources);
        ctx.completeNow();
      })));
  }

  @Test
  void waterSeriesNestedInListsAreEnrichedToo(VertxTestContext ctx) {
    key().compose(key -> client.getAbs(gateway.baseUrl() + "/api/v1/usgs/water/nwis/dv?sites=01646500&enrich=anomalies")
        .putHeader("X-API-Key", key).send())
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        JsonObject enrichment = r.bodyAsJsonObject().getJsonObject("enrichment");
        assertTrue(enrichment.getJsonArray("anomalies").stream().map(JsonObject.class::cast)
          .anyMatch(a -> a.getString("date").startsWith("2024-06-15")), enrichment.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void withoutTheArgumentTheAnswerIsPlain(VertxTestContext ctx) {
    key().compose(key -> client.getAbs(gateway.baseUrl() + "/api/v1/fred/series/TEST/observations")
        .putHeader("X-API-Key", key).send())
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        assertFalse(r.bodyAsJsonObject().containsKey("enrichment"));
        ctx.completeNow();
      })));
  }

  @Test
  void anUnknownTaskIsABadArgument(VertxTestContext ctx) {
    key().compose(key -> client.getAbs(gateway.baseUrl() + "/api/v1/fred/series/TEST/observations?enrich=astrology")
        .putHeader("X-API-Key", key).send())
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(400, r.statusCode(), r.bodyAsString());
        assertEquals("enrich", r.bodyAsJsonObject().getString("field"));
        ctx.completeNow();
      })));
  }

  private Future<String> key() {
    return client.postAbs(gateway.baseUrl() + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "enrich@example.com").put("name", "Enrich"))
      .map(r -> r.bodyAsJsonObject().getString("api_key"));
  }
}
