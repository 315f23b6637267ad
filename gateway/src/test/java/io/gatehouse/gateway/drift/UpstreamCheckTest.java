package io.gatehouse.gateway.drift;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How one check classifies what the upstream client hands back, and what it records. */
class UpstreamCheckTest {

  private static final Instant NOW = Instant.parse("2026-11-27T09:30:00Z");

  @TempDir
  Path dir;

  private final AtomicReference<UpstreamRequest> sent = new AtomicReference<>();

  private static Catalog catalog(String readingsPath) {
    JsonObject readings = new JsonObject().put("id", "readings").put("description", "Readings of a station.")
      .put("parameters", new JsonObject().put("type", "object")
        .put("properties", new JsonObject().put("station", new JsonObject().put("type", "string")
          .put("examples", new JsonArray().add("S1"))))
        .put("required", new JsonArray().add("station")))
      .put("output", new JsonObject().put("type", "array").put("items", new JsonObject()
        .put("required", new JsonArray().add("station").add("value"))))
      .put("deprecated", new JsonObject().put("reason", "The old service retires").put("replacedBy", "water_levels"))
      .put("upstream", new JsonObject().put("upstream", "water").put("path", readingsPath)
        .put("query", new JsonObject().put("site", "{station}")));
    JsonObject levels = new JsonObject().put("id", "levels").put("description", "Water levels.")
      .put("upstream", new JsonObject().put("upstream", "water").put("path", "/levels"));
    Manifest manifest = Manifest.fromJson(new JsonObject().put("id", "water")
      .put("upstreams", new JsonObject().put("water", new JsonObject().put("source", "Water Service")
        .put("baseUrl", "https://water.example/api")))
      .put("operations", new JsonArray().add(readings).add(levels)));
    return Catalog.build(List.of(new LoadedProvider(() -> "water", manifest, "test")), new ArrayList<>());
  }

  private DriftResult check(DriftRecords records, String tool, Function<UpstreamRequest, Future<UpstreamResponse>> upstream) {
    UpstreamCheck check = new UpstreamCheck(op -> new UpstreamClient() {
      @Override
      public Future<UpstreamResponse> send(UpstreamRequest request) {
        sent.set(request);
        return upstream.apply(request);
      }

      @Override
      public String baseUrl() {
        return "http://127.0.0.1:1";
      }
    }, records, Duration.ofSeconds(5), Clock.fixed(NOW, ZoneOffset.UTC));
    return check.check(catalog("/readings").tool(tool)).result();
  }

  private static Future<UpstreamResponse> answer(int status, String contentType, String body, String... headers) {
    MultiMap map = MultiMap.caseInsensitiveMultiMap();
    if (contentType != null) map.set("Content-Type", contentType);
    for (int i = 0; i < headers.length; i += 2) map.set(headers[i], headers[i + 1]);
    return Future.succeededFuture(new UpstreamResponse(status, map, Buffer.buffer(body),
      Source.upstream("Water Service", "https://water.example/api/readings", NOW)));
  }

  @Test
  void theExampleCallGoesOutUncachedWithoutFollowingRedirects() {
    DriftResult result = check(DriftRecords.load(dir), "water_readings",
      r -> answer(200, "application/json", "[{\"station\":\"S1\",\"value\":3}]"));
    assertEquals(DriftStatus.OK, result.status());
    assertEquals("https://water.example/api/readings?site=S1", result.url());
    assertEquals("S1", sent.get().query().get("site"));
    assertFalse(sent.get().followsRedirects());
    assertTrue(sent.get().cacheTtl().isZero());
    assertEquals(NOW, result.checkedAt());
  }

  @Test
  void eachAnswerHasItsStatus() {
    DriftRecords records = DriftRecords.load(dir);
    assertEquals(DriftStatus.UNAUTHORIZED, check(records, "water_levels", r -> answer(403, "text/plain", "no")).status());
    assertEquals(DriftStatus.REJECTED, check(records, "water_levels", r -> answer(400, "text/plain", "bad")).status());
    DriftResult moved = check(records, "water_levels", r -> answer(308, null, "", "Location", "https://water.example/v2/levels"));
    assertEquals(DriftStatus.MOVED, moved.status());
    assertEquals("moved permanently to https://water.example/v2/levels", moved.detail());
    assertEquals(DriftStatus.OK, check(records, "water_levels", r -> answer(302, null, "", "Location", "/elsewhere")).status());
    assertEquals(DriftStatus.OK, check(records, "water_levels", r -> answer(200, "text/csv", "a,b\n1,2")).status());
    assertEquals(DriftStatus.UNAUTHORIZED, check(records, "water_levels", r -> Future.failedFuture(
      new ProviderException(Failure.MISSING_CREDENTIAL, "set WATER_KEY"))).status());
    DriftResult limited = check(records, "water_levels", r -> Future.failedFuture(new ProviderException(Failure.RATE_LIMITED,
      "Water Service is rate limiting requests", new JsonObject().put("status", 429), 30L)));
    assertEquals(DriftStatus.RATE_LIMITED, limited.status());
    assertEquals(429, limited.http());
    assertEquals(DriftStatus.UNREACHABLE, check(records, "water_levels", r -> Future.failedFuture(new ProviderException(
      Failure.UPSTREAM_UNAVAILABLE, "Water Service is unavailable (HTTP 503)", new JsonObject().put("status", 503), null))).status());
  }

  @Test
  void theOutputSchemaPromisesFields() {
    DriftResult changed = check(DriftRecords.load(dir), "water_readings",
      r -> answer(200, "application/json", "[{\"station\":\"S1\",\"reading\":3}]"));
    assertEquals(DriftStatus.SHAPE_CHANGED, changed.status());
    assertEquals("missing fields: value", changed.detail());
    DriftResult html = check(DriftRecords.load(dir), "water_readings", r -> answer(200, "text/html", "<html></html>"));
    assertEquals(DriftStatus.SHAPE_CHANGED, html.status());
    assertEquals(DriftStatus.OK, check(DriftRecords.load(dir), "water_readings",
      r -> answer(200, "application/json", "[]")).status(), "no items cannot show a missing field");
  }

  @Test
  void goneRetiresTheOperationUntilTheManifestRepointsItOrItAnswersAgain() {
    DriftRecords records = DriftRecords.load(dir);
    DriftResult gone = check(records, "water_readings", r -> answer(410, "text/html", "<h1>Gone</h1>"));
    assertEquals(DriftStatus.GONE, gone.status());
    records.save();

    DriftRecords reread = DriftRecords.load(dir);
    RetiredOperations retired = new RetiredOperations(reread);
    ProviderException refusal = retired.refusal(catalog("/readings").tool("water_readings"));
    assertNotNull(refusal);
    assertEquals(Failure.RETIRED, refusal.failure());
    assertEquals("water_readings is retired: Water Service answered 410 Gone for it on 2026-11-27. Use water_levels instead.",
      refusal.getMessage());
    assertEquals("water_levels", refusal.details().getString("replaced_by"));
    assertNull(retired.refusal(catalog("/readings").tool("water_levels")));
    assertNull(retired.refusal(catalog("/v2/readings").tool("water_readings")), "a re-pointed operation is served again");

    check(reread, "water_readings", r -> answer(200, "application/json", "[{\"station\":\"S1\",\"value\":3}]"));
    assertNull(retired.refusal(catalog("/readings").tool("water_readings")), "answering again ends the retirement");
  }

  @Test
  void theFirstGoodAnswerIsTheRecordedExample() {
    DriftRecords records = DriftRecords.load(dir);
    check(records, "water_levels", r -> answer(200, "application/json", "{\"site\":\"S1\",\"levels\":[],\"unit\":\"m\"}"));
    records.save();
    DriftResult changed = check(DriftRecords.load(dir), "water_levels",
      r -> answer(200, "application/json", "{\"site\":\"S1\",\"data\":[],\"unit\":\"m\"}"));
    assertEquals(DriftStatus.SHAPE_CHANGED, changed.status());
    assertEquals("missing fields: levels", changed.detail());
  }
}
