package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.RecordingInvocation;
import io.gatehouse.api.testing.StubInvocation;
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
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** sanctions_refresh: every configured list fetched now, one refresh at a time, not repeated within the minimum interval. */
@ExtendWith(VertxExtension.class)
class RefreshHandlerTest {

  private static final OutputContract SCREEN = OutputContract.of("sanctions", "screen");
  private static final OutputContract REFRESH = OutputContract.of("sanctions", "refresh");

  private static final String UK = "/docs/UK-Sanctions-List.xml";
  private static final String OFAC = "/exports/sdn.csv";
  private static final String UN = "/resources/xml/en/consolidated.xml";
  private static final JsonObject UK_SOURCE = new JsonObject().put("format", "uk-xml")
    .put("url", "https://sanctionslist.fcdo.gov.uk" + UK);
  private static final JsonObject OFAC_SOURCE = new JsonObject().put("format", "ofac-csv")
    .put("url", "https://sanctionslistservice.ofac.treas.gov" + OFAC + "?token=secret");
  /** Not served by the fake publisher: answers 404. */
  private static final JsonObject UN_SOURCE = new JsonObject().put("format", "un-xml")
    .put("url", "https://scsanctions.un.org" + UN);

  @TempDir
  Path dir;

  private FakeListPublisher publisher;
  private SanctionsProvider provider;
  private TestContext context;

  @AfterEach
  void stop(VertxTestContext ctx) {
    if (provider != null) provider.stop();
    (publisher == null ? Future.<Void>succeededFuture() : publisher.close()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void loadsEverySourceAndReportsEachList(Vertx vertx, VertxTestContext ctx) {
    RecordingInvocation[] call = new RecordingInvocation[1];
    start(vertx, onDemand(UK_SOURCE, OFAC_SOURCE)).compose(v -> {
      ctx.verify(() -> assertEquals(0, publisher.hits(UK), "interval_hours 0: nothing fetched at start"));
      call[0] = call();
      return refresh(call[0]);
    }).compose(out -> {
      ctx.verify(() -> {
        assertEquals("refreshed", out.getString("status"), out.encodePrettily());
        assertFalse(out.containsKey("message"));
        assertEquals(2, out.getInteger("loaded"));
        assertEquals(0, out.getInteger("failed"));
        JsonObject uk = out.getJsonArray("lists").getJsonObject(0);
        assertEquals("uk_fcdo", uk.getString("list"));
        assertEquals("loaded", uk.getString("status"));
        assertEquals(2, uk.getInteger("rows"));
        assertEquals("2026-02-20", uk.getString("published"));
        JsonObject ofac = out.getJsonArray("lists").getJsonObject(1);
        assertEquals("ofac_sdn", ofac.getString("list"));
        assertEquals(3, ofac.getInteger("rows"));
        assertEquals("2026-03-17T06:00:00Z", ofac.getString("published"), "Last-Modified when the list has no date");
        assertEquals("https://sanctionslistservice.ofac.treas.gov" + OFAC, ofac.getString("url"), "no token cited");
        assertTrue(ofac.getString("version").length() > 0);
        JsonArray sources = out.getJsonArray("sources");
        assertEquals(2, sources.size());
        assertEquals("ok", sources.getJsonObject(0).getString("status"));
        assertEquals(ofac.getString("version"), sources.getJsonObject(1).getString("version"));
        var notes = call[0].progressNotes();
        assertEquals(2, notes.size(), notes.toString());
        assertEquals(1.0, notes.get(0).progress());
        assertEquals(2.0, notes.get(1).progress());
        assertEquals(2.0, notes.get(1).total());
        assertTrue(notes.get(0).message().startsWith("uk_fcdo: loaded 2 entries"), notes.get(0).message());
      });
      return screen("Halilov Rustam");
    }).onComplete(ctx.succeeding(screened -> ctx.verify(() -> {
      assertEquals("potential_match", screened.getString("status"), "the index is rebuilt after the refresh");
      assertEquals("90001", screened.getJsonArray("matches").getJsonObject(0).getString("entry_id"));
      ctx.completeNow();
    })));
  }

  @Test
  void aCallWithinTheMinimumIntervalAnswersTheEarlierRefresh(Vertx vertx, VertxTestContext ctx) {
    start(vertx, onDemand(UK_SOURCE, OFAC_SOURCE))
      .compose(v -> refresh(call()))
      .compose(first -> refresh(call()).map(second -> {
        ctx.verify(() -> {
          assertEquals(1, publisher.hits(UK), "not downloaded again");
          assertEquals(1, publisher.hits(OFAC));
          assertEquals("earlier_refresh", second.getString("status"));
          assertEquals(first.getString("completed_at"), second.getString("completed_at"));
          assertEquals(first.getJsonArray("lists"), second.getJsonArray("lists"));
          assertTrue(second.getString("message").contains(first.getString("completed_at")), second.getString("message"));
          assertTrue(second.getString("message").contains("60 minutes"), second.getString("message"));
          assertEquals("cached", second.getJsonArray("sources").getJsonObject(0).getString("status"));
        });
        return second;
      }))
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void withoutAMinimumIntervalEveryCallFetches(Vertx vertx, VertxTestContext ctx) {
    JsonObject refresh = onDemand(UK_SOURCE).put("min_interval_minutes", 0);
    start(vertx, refresh)
      .compose(v -> refresh(call()))
      .compose(first -> refresh(call()))
      .onComplete(ctx.succeeding(second -> ctx.verify(() -> {
        assertEquals("refreshed", second.getString("status"));
        assertEquals(2, publisher.hits(UK));
        ctx.completeNow();
      })));
  }

  @Test
  void concurrentCallsShareOneDownload(Vertx vertx, VertxTestContext ctx) {
    start(vertx, onDemand(UK_SOURCE, OFAC_SOURCE))
      .compose(v -> Future.all(refresh(call()), refresh(call())))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        JsonObject first = both.resultAt(0);
        JsonObject second = both.resultAt(1);
        assertEquals(1, publisher.hits(UK));
        assertEquals(1, publisher.hits(OFAC));
        assertEquals("refreshed", second.getString("status"), "the second call joined the refresh under way");
        assertEquals(first, second);
        ctx.completeNow();
      })));
  }

  @Test
  void aListThatFailsIsReportedWhileTheOthersLoad(Vertx vertx, VertxTestContext ctx) {
    start(vertx, onDemand(UN_SOURCE, UK_SOURCE))
      .compose(v -> refresh(call()))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("refreshed", out.getString("status"));
        assertEquals(1, out.getInteger("loaded"));
        assertEquals(1, out.getInteger("failed"));
        JsonObject un = out.getJsonArray("lists").getJsonObject(0);
        assertEquals("un_sc", un.getString("list"));
        assertEquals("failed", un.getString("status"));
        assertTrue(un.getString("error").contains("404"), un.getString("error"));
        assertEquals("loaded", out.getJsonArray("lists").getJsonObject(1).getString("status"));
        assertEquals("unavailable", out.getJsonArray("sources").getJsonObject(0).getString("status"));
        assertEquals("ok", out.getJsonArray("sources").getJsonObject(1).getString("status"));
        ctx.completeNow();
      })));
  }

  @Test
  void aScreeningAfterAPartlyFailedRefreshIsIncompleteNotClear(Vertx vertx, VertxTestContext ctx) {
    start(vertx, onDemand(UN_SOURCE, UK_SOURCE))
      .compose(v -> refresh(call()))
      .compose(out -> screen("Maria Schmidt"))
      .onComplete(ctx.succeeding(json -> ctx.verify(() -> {
        assertEquals("incomplete", json.getString("status"), json.encodePrettily());
        assertEquals(new JsonArray().add("un_sc"), json.getJsonArray("missing_lists"));
        assertTrue(json.getString("message").contains("not loaded: un_sc"), json.getString("message"));
        JsonObject uk = json.getJsonArray("lists").getJsonObject(0);
        assertEquals("uk_fcdo", uk.getString("id"));
        assertTrue(uk.getBoolean("complete"));
        assertTrue(uk.getLong("age_seconds") >= 0);
        JsonObject un = json.getJsonArray("sources").getJsonObject(1);
        assertEquals("unavailable", un.getString("status"), json.encodePrettily());
        assertEquals("https://scsanctions.un.org/resources/xml/en/consolidated.xml", un.getString("url"));
        ctx.completeNow();
      })));
  }

  @Test
  void withoutSourcesTheCallNamesTheSettingToSet(Vertx vertx, VertxTestContext ctx) {
    start(vertx, null)
      .compose(v -> refresh(call()))
      .onComplete(ctx.failing(e -> ctx.verify(() -> {
        ProviderException failure = assertInstanceOf(ProviderException.class, e);
        assertEquals(Failure.NOT_CONFIGURED, failure.failure());
        assertTrue(failure.getMessage().contains("providers.sanctions.refresh"), failure.getMessage());
        assertEquals("providers.sanctions.refresh", failure.details().getString("setting"));
        ctx.completeNow();
      })));
  }

  @Test
  void aCancelledCallStopsBeforeTheNextList(Vertx vertx, VertxTestContext ctx) {
    RecordingInvocation call = new RecordingInvocation("refresh", new JsonObject(), null, Duration.ofMinutes(1));
    start(vertx, onDemand(UK_SOURCE, OFAC_SOURCE))
      .compose(v -> {
        // the caller gives up while the first list downloads
        publisher.onRequest(path -> call.cancel());
        return refresh(call);
      })
      .onComplete(ctx.failing(e -> ctx.verify(() -> {
        assertEquals(Failure.CANCELLED, assertInstanceOf(ProviderException.class, e).failure());
        assertEquals(1, publisher.hits(UK));
        assertEquals(0, publisher.hits(OFAC), "the list after the cancellation is not fetched");
        assertTrue(Files.exists(dir.resolve("lists").resolve("uk_fcdo.jsonl.gz")), "the list already loaded stays");
        assertEquals(1, call.progressNotes().size());
        ctx.completeNow();
      })));
  }

  /** A refresh section that fetches only on demand. */
  private static JsonObject onDemand(JsonObject... sources) {
    return new JsonObject().put("interval_hours", 0).put("sources", new JsonArray(java.util.List.of((Object[]) sources)));
  }

  private Future<Void> start(Vertx vertx, JsonObject refreshOrNull) {
    return FakeListPublisher.start(vertx, Map.of(UK, "uk_sanctions_list.xml", OFAC, "ofac-csv/sdn.csv"))
      .compose(started -> {
        publisher = started;
        JsonObject config = refreshOrNull == null ? new JsonObject() : new JsonObject().put("refresh", refreshOrNull);
        context = new TestContext(vertx, config, dir, publisher.upstreams(vertx));
        provider = new SanctionsProvider();
        return provider.start(context);
      });
  }

  private RecordingInvocation call() {
    return new RecordingInvocation("refresh", new JsonObject(), context, Duration.ofMinutes(1));
  }

  private Future<JsonObject> refresh(RecordingInvocation call) {
    return provider.handlers().get("refresh").handle(call).map(Result::toJson).map(REFRESH::check);
  }

  private Future<JsonObject> screen(String name) {
    return provider.handlers().get("screen").handle(new StubInvocation("screen", new JsonObject().put("name", name), context))
      .map(result -> SCREEN.check(result.toJson()));
  }
}
