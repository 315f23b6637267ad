package io.gatehouse.providers.sanctions;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
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
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The provider as the gateway runs it: start, ingest through its ingester, screen. */
@ExtendWith(VertxExtension.class)
class SanctionsProviderTest {

  private static final OutputContract SCREEN = OutputContract.of("sanctions", "screen");

  @TempDir
  Path dir;

  private SanctionsProvider provider;

  @AfterEach
  void stop() {
    if (provider != null) provider.stop();
  }

  @Test
  void withoutListsTheAnswerSaysSo(Vertx vertx, VertxTestContext ctx) {
    TestContext context = context(vertx, new JsonObject());
    provider = new SanctionsProvider();
    provider.start(context)
      .compose(v -> screen(context, new JsonObject().put("name", "Viktor Petrenko")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject json = result.toJson();
        assertEquals("no_lists_loaded", json.getString("status"));
        assertTrue(json.getString("message").contains("ingest sanctions"));
        assertEquals("unavailable", json.getJsonArray("sources").getJsonObject(0).getString("status"));
        assertEquals(new JsonArray().add("eu_fsf").add("ofac_sdn").add("un_sc").add("uk_fcdo"),
          json.getJsonArray("missing_lists"), "without configuration every official list is expected");
        ctx.completeNow();
      })));
  }

  @Test
  void ingestedListsAreScreenedWithVersionsAndSources(Vertx vertx, VertxTestContext ctx) {
    TestContext context = context(vertx, new JsonObject().put("threshold", 0.8));
    provider = new SanctionsProvider();
    List<String> progress = new ArrayList<>();
    provider.start(context)
      .compose(v -> ingest(context, Fixtures.path("eu_fsf.xml"), new JsonObject(), progress))
      .compose(report -> {
        ctx.verify(() -> {
          assertEquals("eu_fsf", report.getString("list"));
          assertEquals(3, report.getInteger("rows"));
          assertEquals("150123", report.getString("version"));
          assertFalse(progress.isEmpty());
        });
        return ingest(context, Fixtures.path("ofac-csv"), new JsonObject(), progress);
      })
      .compose(report -> screen(context, new JsonObject().put("name", "Petrenko Viktor").put("country", "Russia")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject json = result.toJson();
        assertEquals("potential_match", json.getString("status"), json.encodePrettily());
        assertEquals(0.8, json.getDouble("threshold"));
        JsonObject match = json.getJsonArray("matches").getJsonObject(0);
        assertEquals("eu_fsf", match.getString("list"));
        assertEquals("EU.9101.11", match.getString("entry_id"));
        assertEquals(new JsonArray().add("UKR"), match.getJsonArray("programmes"));
        assertEquals("RU", json.getJsonObject("query").getString("country"));
        assertEquals(2, json.getJsonArray("lists").size());
        assertEquals(new JsonArray().add("un_sc").add("uk_fcdo"), json.getJsonArray("missing_lists"));
        JsonArray sources = json.getJsonArray("sources");
        assertEquals(4, sources.size(), "the two lists searched, then the two configured ones missing");
        assertEquals("unavailable", sources.getJsonObject(3).getString("status"));
        JsonObject eu = sources.getJsonObject(0);
        assertEquals("150123", eu.getString("version"));
        assertFalse(eu.getString("url").contains("token"), eu.getString("url"));
        ctx.completeNow();
      })));
  }

  @Test
  void noMatchIsClearOnlyWhenEveryConfiguredListIsLoaded(Vertx vertx, VertxTestContext ctx) {
    // the fixtures' publication dates lie in the past: their age is another test's concern
    TestContext context = context(vertx, new JsonObject().put("lists", new JsonArray().add("eu_fsf").add("un_sc"))
      .put("max_age_days", UNLIMITED_AGE));
    provider = new SanctionsProvider();
    provider.start(context)
      .compose(v -> ingest(context, Fixtures.path("eu_fsf.xml"), new JsonObject(), new ArrayList<>()))
      .compose(eu -> screen(context, new JsonObject().put("name", "Maria Schmidt")))
      .compose(onlyEu -> {
        ctx.verify(() -> {
          JsonObject json = onlyEu.toJson();
          assertEquals("incomplete", json.getString("status"), json.encodePrettily());
          assertEquals(new JsonArray().add("un_sc"), json.getJsonArray("missing_lists"));
          assertTrue(json.getString("message").contains("not loaded: un_sc"), json.getString("message"));
        });
        return ingest(context, Fixtures.path("un_consolidated.xml"), new JsonObject(), new ArrayList<>());
      })
      .compose(un -> screen(context, new JsonObject().put("name", "Maria Schmidt")))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        JsonObject json = both.toJson();
        assertEquals("clear", json.getString("status"), json.encodePrettily());
        assertEquals(new JsonArray(), json.getJsonArray("missing_lists"));
        assertFalse(json.containsKey("message"));
        for (Object list : json.getJsonArray("lists")) {
          assertTrue(((JsonObject) list).getBoolean("complete"));
          assertEquals(new JsonArray(), ((JsonObject) list).getJsonArray("missing_parts"));
        }
        ctx.completeNow();
      })));
  }

  @Test
  void aListPublishedLongerAgoThanItsMaximumAgeIsStaleAndNoMatchIsNotClear(Vertx vertx, VertxTestContext ctx) {
    // the EU fixture was generated 2026-03-02T10:15+01:00, the UN one 2026-01-10: older than 30 days since 2026-02-10
    Instant now = Instant.now();
    TestContext context = context(vertx, new JsonObject().put("lists", new JsonArray().add("eu_fsf").add("un_sc"))
      .put("max_age_days", new JsonObject().put("default", 30).put("eu_fsf", UNLIMITED_AGE)));
    provider = new SanctionsProvider();
    provider.start(context)
      .compose(v -> ingest(context, Fixtures.path("eu_fsf.xml"), new JsonObject(), new ArrayList<>()))
      .compose(eu -> ingest(context, Fixtures.path("un_consolidated.xml"), new JsonObject(), new ArrayList<>()))
      .compose(un -> screen(context, new JsonObject().put("name", "Maria Schmidt")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject json = result.toJson();
        assertEquals("incomplete", json.getString("status"), json.encodePrettily());
        assertEquals(new JsonArray(), json.getJsonArray("missing_lists"));
        assertEquals(new JsonArray().add("un_sc"), json.getJsonArray("stale_lists"));
        assertTrue(json.getString("message").contains("stale: un_sc (published 2026-01-10"), json.getString("message"));
        JsonObject un = json.getJsonArray("lists").stream().map(JsonObject.class::cast)
          .filter(l -> l.getString("id").equals("un_sc")).findFirst().orElseThrow();
        assertTrue(un.getBoolean("stale"));
        assertEquals("published", un.getString("age_from"));
        assertEquals(30.0, un.getDouble("max_age_days"));
        long expectedAge = Duration.between(Instant.parse("2026-01-10T00:00:05.120Z"), now).toSeconds();
        assertTrue(Math.abs(un.getLong("age_seconds") - expectedAge) < 600, un.encodePrettily());
        JsonObject eu = json.getJsonArray("lists").stream().map(JsonObject.class::cast)
          .filter(l -> l.getString("id").equals("eu_fsf")).findFirst().orElseThrow();
        assertFalse(eu.getBoolean("stale"));
        ctx.completeNow();
      })));
  }

  @Test
  void ofacCsvWithoutItsAliasFileIsAPartialList(Vertx vertx, VertxTestContext ctx) throws Exception {
    Path ofac = Files.createDirectories(dir.resolve("ofac"));
    for (String file : List.of("sdn.csv", "add.csv", "sdn_comments.csv")) {
      Files.copy(Fixtures.path("ofac-csv/" + file), ofac.resolve(file));
    }
    TestContext context = context(vertx, new JsonObject().put("lists", new JsonArray().add("ofac_sdn")));
    provider = new SanctionsProvider();
    provider.start(context)
      .compose(v -> ingest(context, ofac, new JsonObject(), new ArrayList<>()))
      .compose(report -> screen(context, new JsonObject().put("name", "Maria Schmidt")))
      .compose(noMatch -> {
        ctx.verify(() -> {
          JsonObject json = noMatch.toJson();
          assertEquals("incomplete", json.getString("status"), json.encodePrettily());
          assertEquals(new JsonArray(), json.getJsonArray("missing_lists"));
          JsonObject list = json.getJsonArray("lists").getJsonObject(0);
          assertFalse(list.getBoolean("complete"));
          assertEquals(new JsonArray().add("aliases"), list.getJsonArray("missing_parts"));
          assertTrue(json.getString("message").contains("ofac_sdn (without aliases)"), json.getString("message"));
        });
        return screen(context, new JsonObject().put("name", "Rustam Khalilov"));
      })
      .onComplete(ctx.succeeding(match -> ctx.verify(() -> {
        assertEquals("potential_match", match.toJson().getString("status"), "a match is a match, whatever the coverage");
        ctx.completeNow();
      })));
  }

  @Test
  void zippedListsAndNamedFormatsAreIngested(Vertx vertx, VertxTestContext ctx) throws Exception {
    Path zip = dir.resolve("un.zip");
    try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
      out.putNextEntry(new ZipEntry("lists/un_consolidated.xml"));
      out.write(Files.readAllBytes(Fixtures.path("un_consolidated.xml")));
      out.closeEntry();
    }
    TestContext context = context(vertx, new JsonObject());
    provider = new SanctionsProvider();
    provider.start(context)
      .compose(v -> ingest(context, zip, new JsonObject(), new ArrayList<>()))
      .compose(un -> ingest(context, Fixtures.path("uk_sanctions_list.xml"), new JsonObject().put("format", "uk-xml"),
        new ArrayList<>()))
      .compose(uk -> screen(context, new JsonObject().put("name", "Noor al Huda Charitable Trust")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject json = result.toJson();
        assertEquals("QDe.901", json.getJsonArray("matches").getJsonObject(0).getString("entry_id"), json.encodePrettily());
        ctx.completeNow();
      })));
  }

  @Test
  void aFailedIngestKeepsThePreviousList(Vertx vertx, VertxTestContext ctx) throws Exception {
    Path broken = dir.resolve("broken.xml");
    Files.writeString(broken, "<export generationDate=\"2026-01-01\"><sanctionEntity>");
    TestContext context = context(vertx, new JsonObject());
    provider = new SanctionsProvider();
    provider.start(context)
      .compose(v -> ingest(context, Fixtures.path("eu_fsf.xml"), new JsonObject(), new ArrayList<>()))
      .compose(ok -> ingest(context, broken, new JsonObject(), new ArrayList<>())
        .map(r -> "ingested")
        .otherwise(e -> {
          ctx.verify(() -> assertTrue(e.getMessage().contains("not well-formed"), e.getMessage()));
          return "failed";
        }))
      .compose(outcome -> {
        ctx.verify(() -> assertEquals("failed", outcome));
        return screen(context, new JsonObject().put("name", "Jurgen Gross"));
      })
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertEquals("potential_match", result.toJson().getString("status"));
        ctx.completeNow();
      })));
  }

  @Test
  void listsIngestedByAnotherProcessAreLoadedAtStart(Vertx vertx, VertxTestContext ctx) {
    TestContext context = context(vertx, new JsonObject());
    // the ingest command runs the ingester without starting the provider
    new SanctionsProvider().ingesters().get("sanctions")
      .ingest(Fixtures.path("ofac_sdn.xml"), new JsonObject(), context, line -> { })
      .compose(report -> {
        provider = new SanctionsProvider();
        return provider.start(context);
      })
      .compose(v -> screen(context, new JsonObject().put("name", "Hector Manuel Morales Quintero")
        .put("birth_date", "1968-03-12").put("type", "person")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject match = result.toJson().getJsonArray("matches").getJsonObject(0);
        assertEquals("91001", match.getString("entry_id"));
        assertEquals(1.0, match.getDouble("score"));
        JsonObject list = result.toJson().getJsonArray("lists").getJsonObject(0);
        assertEquals("2026-03-15", list.getString("published"));
        ctx.completeNow();
      })));
  }

  @Test
  void badArgumentsNameTheField(Vertx vertx, VertxTestContext ctx) {
    TestContext context = context(vertx, new JsonObject());
    provider = new SanctionsProvider();
    provider.start(context)
      .compose(v -> screen(context, new JsonObject().put("name", "Someone").put("country", "Atlantis")))
      .onComplete(ctx.failing(e -> ctx.verify(() -> {
        ProviderException failure = (ProviderException) e;
        assertEquals(Failure.BAD_ARGUMENT, failure.failure());
        assertEquals("country", failure.details().getString("field"));
        ctx.completeNow();
      })));
  }

  /** A maximum list age no fixture reaches. */
  private static final int UNLIMITED_AGE = 365_000;

  private TestContext context(Vertx vertx, JsonObject config) {
    return new TestContext(vertx, config, dir.resolve("data"), Map.of());
  }

  private Future<JsonObject> ingest(TestContext context, Path file, JsonObject options, List<String> progress) {
    return provider.ingesters().get("sanctions").ingest(file, options, context, progress::add);
  }

  private Future<Result> screen(TestContext context, JsonObject arguments) {
    return provider.handlers().get("screen").handle(new StubInvocation("screen", arguments, context))
      .map(SCREEN::check);
  }
}
