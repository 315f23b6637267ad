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

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The four analytics tools over the Public Data Service's MCP endpoint, as shipped: a key from
 * {@code /api/v1/auth/register}, the {@code X-API-Key} header, and {@code tools/call} through the
 * whole gateway.
 */
@ExtendWith(VertxExtension.class)
class AnalyticsMcpTest {

  private static final String ENDPOINT = "/api/v1/data/query";

  @TempDir
  Path dir;

  private Gateway gateway;
  private WebClient client;
  private FakeUpstream usgs;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    // the FDSN event service, answering a query with a small sequence in its GeoJSON shape
    usgs = FakeUpstream.create(vertx).get("/fdsnws/event/1/query", rc -> {
      JsonArray features = new JsonArray().add(quake("us7000main", 1_760_000_000_000L, -155.28, 19.41, 6.1));
      for (int k = 0; k < 12; k++) {
        features.add(quake("hv7" + k, 1_760_000_000_000L + k * 3_600_000L, -155.28 + 0.01 * k, 19.41, 2.5 + 0.1 * k));
      }
      rc.response().putHeader("Content-Type", "application/json").end(new JsonObject().put("type", "FeatureCollection")
        .put("metadata", new JsonObject().put("count", features.size())).put("features", features).encode());
    });
    usgs.start(vertx)
      .compose(u -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES",
        "earthquake.usgs.gov=" + u.baseUrl())))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).compose(v -> usgs.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void toolsAreListedWithOutputSchemas(VertxTestContext ctx) {
    signup().compose(key -> listAll(key, null, new JsonArray()))
      .onComplete(ctx.succeeding(tools -> ctx.verify(() -> {
        for (String name : new String[] {"timeseries_analyze", "earthquakes_analyze", "entities_match", "xbrl_normalize"}) {
          JsonObject tool = tools.stream().map(JsonObject.class::cast).filter(t -> t.getString("name").equals(name))
            .findFirst().orElseThrow(() -> new AssertionError(name + " not listed"));
          assertTrue(tool.containsKey("outputSchema"), name);
        }
        // some model APIs reject ["number", "null"]: the gateway publishes anyOf instead
        assertEquals(List.of(), SchemaWalk.typeLists(tools));
        ctx.completeNow();
      })));
  }

  /** Every page of tools/list: the Public Data catalog holds hundreds of tools. */
  private Future<JsonArray> listAll(String key, String cursor, JsonArray into) {
    JsonObject params = cursor == null ? new JsonObject() : new JsonObject().put("cursor", cursor);
    return rpc(key, "tools/list", null, params).compose(page -> {
      page.getJsonArray("tools").forEach(into::add);
      String next = page.getString("nextCursor");
      return next == null ? Future.succeededFuture(into) : listAll(key, next, into);
    });
  }

  @Test
  void timeseriesAnalyze(VertxTestContext ctx) {
    JsonArray points = new JsonArray();
    Random noise = new Random(5);
    LocalDate month = LocalDate.of(2016, 1, 1);
    for (int t = 0; t < 96; t++) {
      double v = 1000 + 4 * t + 60 * Math.sin(2 * Math.PI * t / 12) + 8 * noise.nextGaussian() + (t == 70 ? 150 : 0);
      points.add(new JsonObject().put("date", month.plusMonths(t).toString()).put("value", String.valueOf(v)));
    }
    call("timeseries_analyze", new JsonObject().put("points", points).put("horizon", 12))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals(12, out.getJsonArray("forecast").size());
        assertEquals("2024-01-01", out.getJsonArray("forecast").getJsonObject(0).getString("date"));
        assertTrue(out.getJsonArray("anomalies").stream().map(JsonObject.class::cast)
          .anyMatch(a -> a.getString("date").equals("2021-11-01")), out.getJsonArray("anomalies").encode());
        JsonObject forecast = out.getJsonObject("method").getJsonObject("forecast");
        assertEquals(12, forecast.getInteger("season_length"));
        assertTrue(forecast.containsKey("alpha") && forecast.containsKey("gamma"), forecast.encode());
        assertTrue(out.getJsonArray("sources").getJsonObject(0).getString("name").startsWith("Gatehouse analytics"));
        ctx.completeNow();
      })));
  }

  @Test
  void earthquakesAnalyze(VertxTestContext ctx) {
    JsonArray features = new JsonArray();
    Random r = new Random(11);
    long t0 = 1_760_000_000_000L;
    features.add(quake("us7000main", t0, -155.28, 19.41, 6.1));
    for (int k = 0; k < 40; k++) {
      features.add(quake("hv7" + k, t0 + (long) (r.nextDouble() * 5 * 86_400_000L), -155.28 + 0.1 * (r.nextDouble() - 0.5),
        19.41 + 0.1 * (r.nextDouble() - 0.5), 2.0 + Math.round(-Math.log(1 - r.nextDouble()) / Math.log(10) * 10) / 10.0));
    }
    call("earthquakes_analyze", new JsonObject().put("features", features).put("mc", 2.0))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals(41, out.getInteger("events"));
        JsonObject sequence = out.getJsonArray("aftershock_sequences").getJsonObject(0);
        assertEquals("us7000main", sequence.getJsonObject("mainshock").getString("id"));
        assertEquals(40, sequence.getInteger("aftershocks"));
        assertEquals(1, out.getInteger("cluster_count"));
        assertTrue(out.getJsonObject("b_value").getDouble("b") > 0, out.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void earthquakesAnalyzeFetchesAQueryThroughTheUsgsProvider(VertxTestContext ctx) {
    call("earthquakes_analyze", new JsonObject().put("query", new JsonObject().put("minmagnitude", 2.5)).put("mc", 2.5))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals(13, out.getInteger("events"), out.encode());
        assertTrue(out.getJsonArray("sources").encode().contains("USGS"), out.getJsonArray("sources").encode());
        ctx.completeNow();
      })));
  }

  @Test
  void analysisIsAlsoARestPost(VertxTestContext ctx) {
    JsonArray points = new JsonArray();
    for (int t = 0; t < 48; t++) {
      points.add(new JsonObject().put("date", LocalDate.of(2020, 1, 1).plusMonths(t).toString())
        .put("value", 100 + t + 10 * Math.sin(2 * Math.PI * t / 12)));
    }
    signup().compose(key -> client.postAbs(gateway.baseUrl() + "/api/v1/timeseries/analyze").putHeader("X-API-Key", key)
        .sendJsonObject(new JsonObject().put("points", points).put("horizon", 6)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        assertEquals(6, r.bodyAsJsonObject().getJsonArray("forecast").size());
        ctx.completeNow();
      })));
  }

  @Test
  void entitiesMatch(VertxTestContext ctx) {
    JsonArray left = new JsonArray().add(new JsonObject().put("id", "0001234567").put("name", "EXAMPLE ROBOTICS CORP")
      .put("source", "sec")).add(new JsonObject().put("name", "Harbor Point Energy Partners, L.P.").put("source", "sec"));
    JsonArray right = new JsonArray().add(new JsonObject().put("id", "110000123").put("name", "Example Robotics Corporation")
      .put("source", "epa")).add(new JsonObject().put("name", "Harbor Point Capital Partners LP").put("source", "epa"));
    call("entities_match", new JsonObject().put("left", left).put("right", right))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        JsonArray matches = out.getJsonArray("matches");
        assertEquals(1, out.getInteger("matched"), out.encode());
        JsonObject match = matches.getJsonObject(0);
        assertEquals("110000123", match.getJsonObject("right").getString("id"));
        assertEquals("match", match.getString("decision"));
        assertEquals("example robotics", match.getJsonObject("explanation").getJsonArray("normalized").getString(0));
        ctx.completeNow();
      })));
  }

  @Test
  void xbrlNormalize(VertxTestContext ctx) throws IOException {
    JsonObject facts;
    try (InputStream in = getClass().getResourceAsStream("/fixtures/analytics/companyfacts_example.json")) {
      facts = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    call("xbrl_normalize", new JsonObject().put("companyfacts", facts).put("concepts", new JsonArray().add("revenue")))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        JsonObject revenue = out.getJsonArray("concepts").getJsonObject(0);
        assertEquals("revenue", revenue.getString("name"));
        JsonObject q4 = revenue.getJsonArray("quarterly").stream().map(JsonObject.class::cast)
          .filter(v -> v.getString("end").equals("2023-01-31")).findFirst().orElseThrow();
        assertEquals(300_000_000L, q4.getLong("value"));
        assertFalse(revenue.getJsonArray("ttm").isEmpty());
        ctx.completeNow();
      })));
  }

  private static JsonObject quake(String id, long time, double lon, double lat, double mag) {
    return new JsonObject().put("type", "Feature").put("id", id)
      .put("properties", new JsonObject().put("mag", mag).put("time", time).put("type", "earthquake"))
      .put("geometry", new JsonObject().put("type", "Point").put("coordinates", new JsonArray().add(lon).add(lat).add(10.0)));
  }

  /** Signs up, calls the tool and returns its structured content, failing on a tool error. */
  private Future<JsonObject> call(String tool, JsonObject arguments) {
    return signup()
      .compose(key -> rpc(key, "tools/call", tool, new JsonObject().put("name", tool).put("arguments", arguments)))
      .map(result -> {
        if (result.getBoolean("isError", false)) throw new AssertionError(result.encode());
        return result.getJsonObject("structuredContent");
      });
  }

  private Future<JsonObject> rpc(String key, String method, String name, JsonObject params) {
    JsonObject body = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", method)
      .put("params", params.copy().put("_meta", new JsonObject()
        .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
        .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
        .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1"))));
    var request = client.postAbs(gateway.baseUrl() + ENDPOINT).putHeader("X-API-Key", key)
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", method);
    if (name != null) request.putHeader("Mcp-Name", name);
    return request.sendJsonObject(body).map(r -> {
      if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
      JsonObject json = r.bodyAsJsonObject();
      if (json.containsKey("error")) throw new AssertionError(json.encode());
      return json.getJsonObject("result");
    });
  }

  private Future<String> signup() {
    return client.postAbs(gateway.baseUrl() + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "analyst@example.com").put("name", "Analyst"))
      .map(r -> {
        if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject().getString("api_key");
      });
  }
}
