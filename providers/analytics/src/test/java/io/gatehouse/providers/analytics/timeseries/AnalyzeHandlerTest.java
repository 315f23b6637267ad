package io.gatehouse.providers.analytics.timeseries;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class AnalyzeHandlerTest {

  /** Five years of a monthly seasonal series as FRED writes it (values as strings, "." for missing), one spike. */
  static JsonArray monthly() {
    JsonArray points = new JsonArray();
    LocalDate month = LocalDate.of(2019, 1, 1);
    java.util.Random noise = new java.util.Random(3);
    for (int t = 0; t < 60; t++) {
      double v = 200 + 0.8 * t + 15 * Math.sin(2 * Math.PI * t / 12) + 2 * noise.nextGaussian();
      if (t == 40) v += 30;
      Object value = t == 17 ? "." : String.format(java.util.Locale.ROOT, "%.3f", v);
      points.add(new JsonObject().put("date", month.plusMonths(t).toString()).put("value", value));
    }
    return points;
  }

  @Test
  void forecastsAnomaliesChangepointsAndTrendWithTheirMethod(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "timeseries");
    JsonObject args = new JsonObject().put("points", monthly()).put("horizon", 6);
    new AnalyzeHandler("1.0.0").handle(new StubInvocation("analyze", args, context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject body = result.toJson();
        JsonObject series = body.getJsonObject("series");
        assertEquals(59, series.getInteger("points"));
        assertEquals(1, series.getInteger("dropped"));
        assertEquals(1, series.getInteger("filled"));
        assertEquals("monthly", series.getString("cadence"));
        assertEquals(12, series.getInteger("season_length"));

        JsonArray forecast = body.getJsonArray("forecast");
        assertEquals(6, forecast.size());
        JsonObject first = forecast.getJsonObject(0);
        assertEquals("2024-01-01", first.getString("date"));
        assertTrue(first.getDouble("lower") < first.getDouble("mean") && first.getDouble("mean") < first.getDouble("upper"));
        // intervals widen with the horizon
        JsonObject last = forecast.getJsonObject(5);
        assertTrue(last.getDouble("upper") - last.getDouble("lower") > first.getDouble("upper") - first.getDouble("lower"));

        // the planted spike scores highest; a short noisy series may show a marginal one or two more
        JsonObject top = body.getJsonArray("anomalies").stream().map(JsonObject.class::cast)
          .max(java.util.Comparator.comparingDouble(a -> Math.abs(a.getDouble("score")))).orElseThrow();
        assertEquals("2022-05-01", top.getString("date"));
        assertTrue(top.getDouble("score") > 10, top.encode());

        assertEquals("increasing", body.getJsonObject("trend").getString("direction"));
        JsonObject method = body.getJsonObject("method").getJsonObject("forecast");
        assertEquals(12, method.getInteger("season_length"));
        assertTrue(method.getDouble("alpha") > 0 && method.getDouble("alpha") < 1, method.encode());
        assertTrue(method.containsKey("validation"), method.encode());
        assertEquals("Gatehouse analytics: " + method.getString("name") + " and decomposition",
          body.getJsonArray("sources").getJsonObject(0).getString("name"));
        ctx.completeNow();
      })));
  }

  @Test
  void onlyTheAskedTasksAreComputed(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "timeseries");
    JsonObject args = new JsonObject().put("points", monthly()).put("tasks", new JsonArray().add("trend"));
    new AnalyzeHandler("1.0.0").handle(new StubInvocation("analyze", args, context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject body = result.toJson();
        assertFalse(body.containsKey("forecast"));
        assertFalse(body.containsKey("anomalies"));
        assertTrue(body.containsKey("trend"));
        ctx.completeNow();
      })));
  }

  @Test
  void tooFewPointsIsABadArgument(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "timeseries");
    JsonArray three = new JsonArray();
    for (int i = 1; i <= 3; i++) three.add(new JsonObject().put("date", "2024-0" + i + "-01").put("value", i));
    new AnalyzeHandler("1.0.0").handle(new StubInvocation("analyze", new JsonObject().put("points", three), context))
      .onComplete(ctx.failing(e -> ctx.verify(() -> {
        assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) e).failure());
        assertEquals("points", ((ProviderException) e).details().getString("field"));
        ctx.completeNow();
      })));
  }
}
