package io.gatehouse.providers.sanctions;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The scheduled refresh fetches the configured lists through the upstream clients and swaps the index. */
@ExtendWith(VertxExtension.class)
class RefreshTest {

  private static final OutputContract SCREEN = OutputContract.of("sanctions", "screen");

  @TempDir
  Path dir;

  private FakeListPublisher publisher;
  private SanctionsProvider provider;

  @AfterEach
  void stop(VertxTestContext ctx) {
    if (provider != null) provider.stop();
    (publisher == null ? Future.<Void>succeededFuture() : publisher.close()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void refreshLoadsEveryConfiguredSource(Vertx vertx, VertxTestContext ctx) {
    FakeListPublisher.start(vertx, Map.of(
      "/docs/UK-Sanctions-List.xml", "uk_sanctions_list.xml",
      "/exports/sdn.csv", "ofac-csv/sdn.csv",
      "/exports/alt.csv", "ofac-csv/alt.csv")).compose(started -> {
      publisher = started;
      JsonObject config = new JsonObject().put("refresh", new JsonObject().put("interval_hours", 24)
        .put("sources", new JsonArray()
          .add(new JsonObject().put("format", "uk-xml").put("url", "https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml"))
          .add(new JsonObject().put("format", "ofac-csv").put("url", "https://sanctionslistservice.ofac.treas.gov/exports/sdn.csv"))));
      TestContext context = new TestContext(vertx, config, dir, publisher.upstreams(vertx));
      provider = new SanctionsProvider();
      return provider.start(context).map(context);
    }).onComplete(ctx.succeeding(context -> awaitLists(vertx, context, ctx, 50)));
  }

  @Test
  void aListThatCouldNotBeFetchedIsMissingSaysWhyAndIsTriedAgainSoon(Vertx vertx, VertxTestContext ctx) {
    String uk = "/docs/UK-Sanctions-List.xml";
    FakeListPublisher.start(vertx, Map.of()).compose(started -> {
      publisher = started;
      JsonObject config = new JsonObject().put("max_age_days", 365_000).put("refresh", new JsonObject()
        .put("interval_hours", 24).put("retry_minutes", 0.005)
        .put("sources", new JsonArray().add(new JsonObject().put("format", "uk-xml").put("url", "https://sanctionslist.fcdo.gov.uk" + uk))));
      TestContext context = new TestContext(vertx, config, dir, publisher.upstreams(vertx));
      provider = new SanctionsProvider();
      return provider.start(context).map(context);
    }).compose(context -> until(vertx, context, json -> json.getString("message", "").contains("failed"), 100)
      .compose(offline -> {
        ctx.verify(() -> {
          // nothing loaded, but the list is configured: incomplete, naming it, not "no lists loaded"
          assertEquals("incomplete", offline.getString("status"), offline.encodePrettily());
          assertEquals(new JsonArray().add("uk_fcdo"), offline.getJsonArray("missing_lists"));
          assertTrue(offline.getString("message").contains("not loaded: uk_fcdo"), offline.getString("message"));
          assertTrue(offline.getString("message").contains("uk_fcdo (https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml answered HTTP 404)"), offline.getString("message"));
          assertTrue(offline.getString("message").contains("It tries again at"), offline.getString("message"));
        });
        publisher.serve(uk, "uk_sanctions_list.xml");
        return until(vertx, context, json -> !json.getJsonArray("lists").isEmpty(), 100);
      }))
      .onComplete(ctx.succeeding(online -> ctx.verify(() -> {
        assertEquals(new JsonArray(), online.getJsonArray("missing_lists"));
        assertEquals("clear", online.getString("status"), online.encodePrettily());
        assertTrue(publisher.hits(uk) >= 2, "tried again after the failure, long before the daily refresh");
        ctx.completeNow();
      })));
  }

  /** Screens a name until the answer satisfies the condition (or the attempts run out: the last answer). */
  private Future<JsonObject> until(Vertx vertx, TestContext context, java.util.function.Predicate<JsonObject> condition,
                                   int attempts) {
    return provider.handlers().get("screen").handle(new StubInvocation("screen", new JsonObject().put("name", "Annelies de Vries"), context))
      .map(SCREEN::check).map(Result::toJson)
      .compose(json -> condition.test(json) || attempts == 0 ? Future.succeededFuture(json)
        : Future.<Void>future(p -> vertx.setTimer(100, id -> p.complete())).compose(v -> until(vertx, context, condition, attempts - 1)));
  }

  private void awaitLists(Vertx vertx, TestContext context, VertxTestContext ctx, int attempts) {
    provider.handlers().get("screen").handle(new StubInvocation("screen", new JsonObject().put("name", "Halilov Rustam"), context))
      .map(SCREEN::check)
      .onComplete(ctx.succeeding((Result result) -> {
        JsonObject json = result.toJson();
        if (json.getJsonArray("lists").size() < 2 && attempts > 0) {
          vertx.setTimer(100, id -> awaitLists(vertx, context, ctx, attempts - 1));
          return;
        }
        ctx.verify(() -> {
          assertEquals(2, json.getJsonArray("lists").size(), json.encodePrettily());
          assertEquals("90001", json.getJsonArray("matches").getJsonObject(0).getString("entry_id"));
          JsonObject ofac = json.getJsonArray("lists").stream().map(JsonObject.class::cast)
            .filter(l -> l.getString("id").equals("ofac_sdn")).findFirst().orElseThrow();
          assertEquals("2026-03-17T06:00:00Z", ofac.getString("published"), "Last-Modified when the list has no date");
          assertEquals("https://sanctionslistservice.ofac.treas.gov/exports/sdn.csv", ofac.getString("url"));
          assertEquals(1, publisher.hits("/exports/alt.csv"));
          assertEquals(1, publisher.hits("/exports/add.csv"), "a missing companion file is tried and skipped");
          // without add.csv and sdn_comments.csv the list is loaded in part, and says so
          assertEquals(false, ofac.getBoolean("complete"));
          assertEquals(new JsonArray().add("remarks").add("addresses"), ofac.getJsonArray("missing_parts"));
          assertEquals("potential_match", json.getString("status"), "a match is reported whatever the coverage");
          assertTrue(Files.exists(dir.resolve("lists").resolve("uk_fcdo.jsonl.gz")));
        });
        ctx.completeNow();
      }));
  }
}
