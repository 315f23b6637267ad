package io.gatehouse.it;

import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.cli.Main;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
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
import picocli.CommandLine;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Drift detection against a fake USGS that has changed under the gateway: NWIS daily values answer
 * 410, NWIS sites moved permanently, a Water Data collection is gone (404), another never answers, the
 * daily collection may change its shape, the significant-earthquakes feed still answers.
 */
@ExtendWith(VertxExtension.class)
class UpstreamDriftTest {

  private static final String GONE_PAGE = "<html><body><h1>410 Gone</h1><p>NWIS daily values were decommissioned</p></body></html>";
  private static final String NEW_SITES = "https://api.waterdata.usgs.gov/ogcapi/v0/collections/monitoring-locations/items";
  private static final List<String> OPERATIONS = List.of("usgs_nwis_daily_values", "usgs_nwis_site_info",
    "usgs_monitoring_locations_items", "usgs_continuous_items", "usgs_daily_items", "usgs_feed_significant_week");

  @TempDir
  Path dir;

  private final AtomicBoolean reshaped = new AtomicBoolean();
  private final HttpClient http = HttpClient.newHttpClient();
  private FakeUpstream usgs;
  private Gateway gateway;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) throws Exception {
    JsonObject daily = new JsonObject(Files.readString(Fixtures.path("fixtures/usgs/daily_items.geojson")));
    String feed = Files.readString(Fixtures.path("fixtures/usgs/feed_significant_week.geojson"));
    usgs = FakeUpstream.create(vertx)
      .get("/nwis/dv/", rc -> rc.response().setStatusCode(410).putHeader("Content-Type", "text/html").end(GONE_PAGE))
      .get("/nwis/site/", rc -> rc.response().setStatusCode(301).putHeader("Location", NEW_SITES).end())
      .get("/ogcapi/v0/collections/monitoring-locations/items", rc -> rc.response().setStatusCode(404)
        .putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("code", "NotFound").put("description", "Collection not found").encode()))
      .get("/ogcapi/v0/collections/continuous/items", rc -> {
        // never answers: the check times out
      })
      .get("/ogcapi/v0/collections/daily/items", rc -> {
        JsonObject body = daily.copy();
        if (reshaped.get()) body.put("items", body.remove("features"));
        rc.response().putHeader("Content-Type", "application/geo+json").end(body.encode());
      })
      .get("/earthquakes/feed/v1.0/summary/significant_week.geojson",
        rc -> rc.response().putHeader("Content-Type", "application/geo+json").end(feed));
    usgs.start(vertx).onComplete(ctx.succeedingThenComplete());
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> usgs.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void theCheckCommandClassifiesEveryAnswerAndExitsNonZero() throws Exception {
    Path report = dir.resolve("drift.jsonl");
    assertEquals(1, check("--operations", String.join(",", OPERATIONS), "--timeout", "2", "--output", report.toString()));
    Map<String, JsonObject> lines = lines(report);
    assertEquals("gone", status(lines, "usgs_nwis_daily_values"));
    assertEquals(410, lines.get("usgs_nwis_daily_values").getInteger("http"));
    assertEquals("https://waterservices.usgs.gov/nwis/dv/?format=json", lines.get("usgs_nwis_daily_values").getString("url").split("&")[0]);
    assertEquals("moved", status(lines, "usgs_nwis_site_info"));
    assertEquals(301, lines.get("usgs_nwis_site_info").getInteger("http"));
    assertTrue(lines.get("usgs_nwis_site_info").getString("detail").contains(NEW_SITES));
    assertEquals("not_found", status(lines, "usgs_monitoring_locations_items"));
    assertEquals("timeout", status(lines, "usgs_continuous_items"));
    assertEquals(null, lines.get("usgs_continuous_items").getInteger("http"));
    assertEquals("ok", status(lines, "usgs_daily_items"));
    assertEquals("ok", status(lines, "usgs_feed_significant_week"));
    JsonObject summary = lines.get("summary").getJsonObject("summary");
    assertEquals(6, summary.getInteger("checked"));
    assertEquals(2, summary.getInteger("ok"));
    assertEquals(1, summary.getJsonObject("by_status").getInteger("gone"));

    // the first good answer is the recorded example: an answer without its fields has changed shape
    reshaped.set(true);
    assertEquals(1, check("--operations", "usgs_daily_items", "--output", report.toString()));
    JsonObject changed = lines(report).get("usgs_daily_items");
    assertEquals("shape_changed", changed.getString("status"));
    assertEquals("missing fields: features", changed.getString("detail"));
    reshaped.set(false);
    assertEquals(0, check("--providers", "usgs", "--operations", "usgs_daily_items,usgs_feed_significant_week",
      "--output", report.toString()));
  }

  @Test
  void theScheduledCheckFeedsHealthAndMetricsAndServesTheGoneOperationAsRetired(Vertx vertx) throws Exception {
    JsonObject config = TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("no-plugins"), "usgs")
      .put("upstreams", new JsonObject().put("check", new JsonObject().put("enabled", true)
        .put("intervalSeconds", 3).put("timeoutSeconds", 1).put("operations", new JsonArray(OPERATIONS))));
    gateway = TestGateway.start(vertx, config, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", overrides()))
      .toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
    await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
      .until(() -> drift().getInteger("checked") == OPERATIONS.size());

    JsonObject drift = drift();
    JsonObject ops = drift.getJsonObject("operations");
    assertEquals("gone", ops.getJsonObject("usgs_nwis_daily_values").getString("status"));
    assertEquals("moved", ops.getJsonObject("usgs_nwis_site_info").getString("status"));
    assertEquals("not_found", ops.getJsonObject("usgs_monitoring_locations_items").getString("status"));
    assertEquals("timeout", ops.getJsonObject("usgs_continuous_items").getString("status"));
    assertEquals("ok", ops.getJsonObject("usgs_daily_items").getString("status"));
    assertEquals("usgs_daily_items", drift.getJsonObject("retired").getJsonObject("usgs_nwis_daily_values")
      .getString("replaced_by"));
    String metrics = get("/metrics").body();
    assertTrue(metrics.lines().anyMatch(l -> l.startsWith("gatehouse_upstream_drift{")
      && l.contains("operation=\"usgs_nwis_daily_values\"") && l.contains("status=\"gone\"") && l.endsWith(" 1.0")), metrics);
    assertTrue(metrics.lines().anyMatch(l -> l.startsWith("gatehouse_upstream_drift{")
      && l.contains("operation=\"usgs_daily_items\"") && l.contains("status=\"ok\"") && l.endsWith(" 1.0")), metrics);

    HttpResponse<String> retired = get("/api/v1/usgs/water/nwis/dv");
    assertEquals(410, retired.statusCode(), retired.body());
    JsonObject problem = new JsonObject(retired.body());
    assertTrue(problem.getString("type").endsWith("retired"), problem.encode());
    String today = LocalDate.now(ZoneOffset.UTC).toString();
    assertTrue(problem.getString("detail").contains(today), problem.encode());
    assertTrue(problem.getString("detail").contains("Use usgs_daily_items instead"), problem.encode());
    assertEquals("usgs_daily_items", problem.getString("replaced_by"));
    assertFalse(retired.body().contains("decommissioned"), "never the upstream's 410 page");

    JsonObject overMcp = McpCalls.callTool(WebClient.create(vertx), gateway.baseUrl() + "/test/mcp", "none",
      "usgs_nwis_daily_values", new JsonObject()).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    assertEquals(Boolean.TRUE, overMcp.getBoolean("isError"), overMcp.encode());
    assertTrue(overMcp.encode().contains("is retired") && overMcp.encode().contains("usgs_daily_items"), overMcp.encode());
    assertEquals(1, usgs.hits("/nwis/dv/"), "the retired operation is not called again, by callers or checks");
  }

  /** Without the scheduled check a caller still learns that the endpoint is gone and what replaces it. */
  @Test
  void aCallThatMeets410SaysRetiredNotTheUpstreamsPage(Vertx vertx) throws Exception {
    gateway = TestGateway.start(vertx, TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("no-plugins"), "usgs"),
      Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", overrides())).toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
    HttpResponse<String> gone = get("/api/v1/usgs/water/nwis/dv");
    assertEquals(410, gone.statusCode(), gone.body());
    JsonObject problem = new JsonObject(gone.body());
    assertTrue(problem.getString("type").endsWith("retired"), problem.encode());
    assertEquals("USGS NWIS WaterServices answered 410 Gone: it no longer serves this. "
      + "Use usgs_daily_items instead.", problem.getString("detail"));
    assertFalse(gone.body().contains("decommissioned"), "never the upstream's 410 page");
  }

  private JsonObject drift() throws Exception {
    JsonObject health = new JsonObject(get("/health").body());
    return health.getJsonArray("checks").stream().map(JsonObject.class::cast)
      .filter(c -> c.getString("id").equals("drift")).findFirst().orElseThrow().getJsonObject("data");
  }

  private HttpResponse<String> get(String path) throws Exception {
    return http.send(HttpRequest.newBuilder(URI.create(gateway.baseUrl() + path)).GET().build(),
      HttpResponse.BodyHandlers.ofString());
  }

  private int check(String... args) throws Exception {
    Path config = dir.resolve("gateway.yaml");
    Files.writeString(config, TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("no-plugins"), "usgs")
      .put("upstreamOverrides", overrides()).encodePrettily());
    String[] all = new String[args.length + 4];
    all[0] = "--config";
    all[1] = config.toString();
    all[2] = "upstreams";
    all[3] = "check";
    System.arraycopy(args, 0, all, 4, args.length);
    return new CommandLine(new Main()).execute(all);
  }

  private String overrides() {
    return ProviderSmoke.classpathOperations("usgs").stream()
      .flatMap(op -> op.manifest().upstreams().values().stream())
      .map(UpstreamSpec::host).distinct()
      .map(host -> host + "=" + usgs.baseUrl())
      .collect(Collectors.joining(","));
  }

  private static Map<String, JsonObject> lines(Path report) throws Exception {
    return Files.readAllLines(report).stream().map(JsonObject::new)
      .collect(Collectors.toMap(l -> l.getString("operation", "summary"), l -> l));
  }

  private static String status(Map<String, JsonObject> lines, String operation) {
    JsonObject line = lines.get(operation);
    assertTrue(line != null, operation + " is reported: " + lines.keySet());
    return line.getString("status");
  }
}
