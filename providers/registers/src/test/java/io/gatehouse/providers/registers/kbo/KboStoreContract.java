package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.testing.StubProviderContext;
import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.StoreSettings;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What both stores must do: load the full extract, apply an update, survive a broken ingest, reload. */
@ExtendWith(VertxExtension.class)
abstract class KboStoreContract {

  @TempDir
  Path dir;

  private Vertx vertx;
  private KboProvider provider;
  private StubProviderContext context;
  final List<String> progress = new ArrayList<>();

  abstract StoreSettings store();

  @BeforeEach
  void setUp(Vertx vertx) {
    this.vertx = vertx;
    context = new StubProviderContext(vertx, "kbo").dataDir(dir.resolve("providers/kbo")).store(store())
      .config(new JsonObject().put("reload_seconds", 1));
    provider = new KboProvider();
  }

  @AfterEach
  void tearDown() throws Exception {
    await(provider.stop());
  }

  @Test
  void fullExtractAnswersLookupsAndSearches() throws Exception {
    JsonObject report = ingest(Fixtures.zipped("full", dir));
    assertEquals("extract 180 of 2026-10-31", report.getString("version"), report.encode());
    assertEquals(5, report.getJsonObject("files").getInteger("enterprise"));
    assertTrue(progress.stream().anyMatch(l -> l.startsWith("denomination.csv: done, 9 rows")), progress.toString());
    await(provider.start(context));

    JsonObject brewery = call("lookup", new JsonObject().put("number", "BE 0410123423").put("language", "fr"));
    assertEquals("0410.123.423", brewery.getString("number"));
    assertEquals("enterprise", brewery.getString("kind"));
    assertEquals("Actif", brewery.getJsonObject("status").getString("description"));
    assertEquals("Société anonyme", brewery.getJsonObject("juridical_form").getString("description"));
    assertEquals("1987-03-12", brewery.getString("start_date"));
    assertEquals("Gand", brewery.getJsonArray("addresses").getJsonObject(0).getString("municipality"));
    assertEquals(List.of("2.100.012.386", "2.100.023.472"), numbers(brewery.getJsonArray("establishments")));
    assertEquals("Fabrication de bière", activityDescription(brewery));
    assertEquals(2, brewery.getJsonArray("contacts").size());
    JsonObject source = brewery.getJsonArray("sources").getJsonObject(0);
    assertEquals("KBO Open Data", source.getString("name"));
    assertEquals("extract 180 of 2026-10-31", source.getString("version"));

    JsonObject inGerman = call("lookup", new JsonObject().put("number", "0420.234.583").put("language", "de"));
    assertEquals("Aktiengesellschaft", inGerman.getJsonObject("juridical_form").getString("description"));
    assertEquals("Actief", inGerman.getJsonObject("status").getString("description"), "no German text: falls back");
    assertEquals(1, inGerman.getJsonArray("branches").size());

    JsonObject unit = call("lookup", new JsonObject().put("number", "2.100.012.386"));
    assertEquals("establishment", unit.getString("kind"));
    assertEquals("0410.123.423", unit.getString("enterprise_number"));
    assertEquals("De Gouden Ketel Brouwzaal", unit.getJsonArray("names").getJsonObject(0).getString("name"));

    assertEquals(Failure.NOT_FOUND, failure("lookup", new JsonObject().put("number", "0770.789.021")));
    assertEquals(Failure.BAD_ARGUMENT, failure("lookup", new JsonObject().put("number", "0410.123.424")));

    assertEquals("0410.123.423", firstHit("gouden ketel"));
    assertEquals("0410.123.423", firstHit("Brouwery Gouden Ketl"), "misspelt");
    assertEquals("0420.234.583", firstHit("SOCIETE GENERALE DE CHOCOLATERIE SA"));
    assertEquals("0860.567.865", firstHit("cremerie elegance asbl"), "accents and legal form");
    JsonObject search = call("search", new JsonObject().put("name", "Janssens BV"));
    JsonObject hit = search.getJsonArray("results").getJsonObject(0);
    assertEquals("Bakkerij Janssens", hit.getString("matched_name"));
    assertEquals("Besloten vennootschap", hit.getJsonObject("juridical_form").getString("description"));
    assertEquals("Antwerpen", hit.getJsonObject("address").getString("municipality"));
    assertEquals(0, call("search", new JsonObject().put("name", "zzzz qqqq")).getInteger("count"));
  }

  @Test
  void updateExtractDeletesAndInserts() throws Exception {
    ingest(Fixtures.folder("full"));
    JsonObject report = ingest(Fixtures.folder("update"));
    assertEquals("update", report.getString("extract_type"));
    assertEquals("extract 182 of 2026-11-03", report.getString("version"));
    await(provider.start(context));

    assertEquals(Failure.NOT_FOUND, failure("lookup", new JsonObject().put("number", "0750.456.732")));
    JsonObject added = call("lookup", new JsonObject().put("number", "0770.789.021"));
    assertEquals("Gatewaybouw Vlaanderen", added.getJsonArray("names").getJsonObject(0).getString("name"));
    assertEquals("Brugge", added.getJsonArray("addresses").getJsonObject(0).getString("municipality"));
    JsonObject renamed = call("lookup", new JsonObject().put("number", "0530.345.619"));
    assertEquals(1, renamed.getJsonArray("names").size());
    assertEquals("Bakkerij Janssens en Zonen", renamed.getJsonArray("names").getJsonObject(0).getString("name"));
    assertEquals(1, renamed.getJsonArray("activities").size(), "untouched rows of the entity stay");
    assertEquals("0770.789.021", firstHit("gatewaybouw"));
    assertEquals("0410.123.423", firstHit("gouden ketel"), "files the update does not touch still serve");
    assertEquals("extract 182 of 2026-11-03", added.getJsonArray("sources").getJsonObject(0).getString("version"));
  }

  @Test
  void aBrokenIngestLeavesThePreviousDataServing() throws Exception {
    ingest(Fixtures.folder("full"));
    await(provider.start(context));
    String version = call("lookup", new JsonObject().put("number", "0410.123.423"))
      .getJsonArray("sources").getJsonObject(0).getString("version");

    ExecutionException full = assertThrows(ExecutionException.class,
      () -> ingest(Fixtures.corrupted("full", "address.csv", dir)));
    assertTrue(full.getCause().getMessage().contains("address.csv"), full.getCause().getMessage());
    ExecutionException update = assertThrows(ExecutionException.class,
      () -> ingest(Fixtures.corrupted("update", "denomination_insert.csv", dir)));
    assertTrue(update.getCause().getMessage().contains("denomination_insert.csv"), update.getCause().getMessage());
    // two checks end after the broken ingests: the second began after them
    long checks = provider.reloadChecks();
    Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> provider.reloadChecks() >= checks + 2);

    JsonObject brewery = call("lookup", new JsonObject().put("number", "0410.123.423"));
    assertEquals(version, brewery.getJsonArray("sources").getJsonObject(0).getString("version"));
    JsonObject doomed = call("lookup", new JsonObject().put("number", "0750.456.732"));
    assertEquals("Fietsen Peeters", doomed.getJsonArray("names").getJsonObject(0).getString("name"),
      "the failed update's deletes were not applied");
    assertEquals("0530.345.619", firstHit("bakkerij janssens"));
    assertNoLeftovers();
  }

  @Test
  void aRunningProviderPicksUpNewData() throws Exception {
    await(provider.start(context));
    assertEquals(Failure.NOT_CONFIGURED, failure("lookup", new JsonObject().put("number", "0410.123.423")));
    ingest(Fixtures.folder("full"));
    eventually().until(() -> call("lookup", new JsonObject().put("number", "0410.123.423")) != null);
    ingest(Fixtures.folder("update"));
    // on PostgreSQL the update is visible at once, its version in sources after the next reload check
    eventually().untilAsserted(() -> {
      JsonObject added = call("lookup", new JsonObject().put("number", "0770.789.021"));
      assertEquals("extract 182 of 2026-11-03", added.getJsonArray("sources").getJsonObject(0).getString("version"));
    });
  }

  /** Store-specific: nothing half-loaded is left behind. */
  abstract void assertNoLeftovers() throws Exception;

  JsonObject ingest(Path source) throws Exception {
    return await(provider.ingesters().get("kbo").ingest(source, new JsonObject(), context, progress::add));
  }

  private String firstHit(String name) throws Exception {
    JsonArray results = call("search", new JsonObject().put("name", name)).getJsonArray("results");
    assertFalse(results.isEmpty(), "no hit for " + name);
    return results.getJsonObject(0).getString("number");
  }

  private JsonObject call(String operation, JsonObject arguments) throws Exception {
    Invocation invocation = new StubInvocation(operation, arguments, context);
    Promise<Result> result = Promise.promise();
    vertx.runOnContext(v -> provider.handlers().get(operation).handle(invocation).onComplete(result));
    return await(result.future()).toJson();
  }

  private Failure failure(String operation, JsonObject arguments) {
    ExecutionException e = assertThrows(ExecutionException.class, () -> call(operation, arguments));
    return assertInstanceOf(ProviderException.class, e.getCause()).failure();
  }

  private static String activityDescription(JsonObject entity) {
    return entity.getJsonArray("activities").getJsonObject(0).getString("description");
  }

  private static List<String> numbers(JsonArray units) {
    List<String> numbers = new ArrayList<>();
    units.forEach(u -> numbers.add(((JsonObject) u).getString("number")));
    return numbers;
  }

  /** Until a reload check has swapped the new data in: the checks come every second. */
  private static ConditionFactory eventually() {
    return Awaitility.await().atMost(Duration.ofSeconds(30)).ignoreExceptions();
  }

  static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }
}
