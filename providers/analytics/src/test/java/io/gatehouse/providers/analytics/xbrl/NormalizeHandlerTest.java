package io.gatehouse.providers.analytics.xbrl;

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

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class NormalizeHandlerTest {

  static JsonObject fixture() {
    try (InputStream in = NormalizeHandlerTest.class.getResourceAsStream("/fixtures/companyfacts_example.json")) {
      return new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new RuntimeException(e);
    }
  }

  private static JsonObject concept(JsonObject body, String name, String unit) {
    return body.getJsonArray("concepts").stream().map(JsonObject.class::cast)
      .filter(c -> c.getString("name").equals(name) && c.getString("unit").equals(unit)).findFirst().orElseThrow();
  }

  private static JsonObject at(JsonArray values, String end) {
    return values.stream().map(JsonObject.class::cast).filter(v -> v.getString("end").equals(end)).findFirst().orElseThrow();
  }

  @Test
  void derivesQuartersAndTrailingTwelveMonthsAndKeepsTheLatestFiling(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "xbrl");
    new NormalizeHandler("1.0.0").handle(new StubInvocation("normalize",
        new JsonObject().put("companyfacts", fixture()), context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject body = result.toJson();
        assertEquals("EXAMPLE ROBOTICS CORP.", body.getJsonObject("entity").getString("name"));
        JsonObject revenue = concept(body, "revenue", "USD");
        // the older tag fills the year the newer one lacks
        assertEquals(new JsonArray().add("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax").add("us-gaap:Revenues"),
          revenue.getJsonArray("source_concepts"));
        assertEquals(2, revenue.getJsonArray("annual").size());
        JsonObject q4 = at(revenue.getJsonArray("quarterly"), "2023-01-31");
        assertEquals(300_000_000L, q4.getLong("value"));
        assertEquals("ytd-difference", q4.getString("derivation"));
        assertEquals("2022-11-01", q4.getString("start"));
        // the restated first quarter (filed a year later) replaces the original
        JsonObject q1 = at(revenue.getJsonArray("quarterly"), "2022-04-30");
        assertEquals(205_000_000L, q1.getLong("value"));
        assertEquals("0001234567-23-000027", q1.getString("accn"));
        JsonArray ttm = revenue.getJsonArray("ttm");
        assertEquals(1_005_000_000L, at(ttm, "2023-01-31").getLong("value"));
        assertEquals(1_080_000_000L, at(ttm, "2023-04-30").getLong("value"));
        assertEquals("sum-of-4-quarters", at(ttm, "2023-04-30").getString("derivation"));

        JsonObject stats = body.getJsonObject("stats");
        assertEquals(2, stats.getInteger("duplicates_removed"), stats.encode());
        assertEquals(1, stats.getInteger("restatements_replaced"), stats.encode());

        JsonObject payable = concept(body, "accounts_payable", "USD");
        assertEquals(1, payable.getJsonArray("instants").size());
        // per-share figures are not differenced into quarters
        assertTrue(concept(body, "eps_diluted", "USD/shares").getJsonArray("quarterly").isEmpty());
        assertTrue(body.getJsonArray("sources").encode().contains("Gatehouse analytics"), body.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void fetchesByCikThroughTheSecProvider(Vertx vertx, VertxTestContext ctx) {
    JsonObject secSource = new JsonObject().put("name", "SEC EDGAR")
      .put("url", "https://data.sec.gov/api/xbrl/companyfacts/CIK0001234567.json")
      .put("retrieved_at", "2026-11-22T00:00:00Z").put("status", "ok");
    StubProviderContext context = new StubProviderContext(vertx, "xbrl").peers((provider, op, args) -> {
      if (!provider.equals("sec") || !op.equals("company_facts") || !args.getString("cik").equals("1234567")) {
        return Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + provider + "_" + op));
      }
      return Future.succeededFuture(new JsonObject().put("data", fixture()).put("sources", new JsonArray().add(secSource)));
    });
    new NormalizeHandler("1.0.0").handle(new StubInvocation("normalize",
        new JsonObject().put("cik", "1234567").put("concepts", new JsonArray().add("revenue")), context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject body = result.toJson();
        assertEquals(1, body.getJsonArray("concepts").size());
        assertEquals("SEC EDGAR", body.getJsonArray("sources").getJsonObject(0).getString("name"));
        ctx.completeNow();
      })));
  }

  @Test
  void needsExactlyOneInput(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "xbrl");
    new NormalizeHandler("1.0.0").handle(new StubInvocation("normalize", new JsonObject(), context))
      .onComplete(ctx.failing(e -> ctx.verify(() -> {
        assertInstanceOf(ProviderException.class, e);
        assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) e).failure());
        ctx.completeNow();
      })));
  }
}
