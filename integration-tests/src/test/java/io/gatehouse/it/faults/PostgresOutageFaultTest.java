package io.gatehouse.it.faults;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TcpProxy;
import io.gatehouse.gateway.testing.TestDatabases;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.it.AuditClient;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gateway with its keys and audit trail on a PostgreSQL that goes away, through a relay the test
 * controls: cut (connections closed and refused) or black-holed (connections accepted, nothing
 * answered, everything delivered late once restored). Calls with a key in use answer, each within
 * its deadline, past the key cache's freshness and past the trail's statement timeout; signup
 * answers 503 {@code store-unavailable} in time; readiness is 503 saying why. Once the database
 * answers, the trail holds every answered call exactly once.
 */
@ExtendWith(VertxExtension.class)
class PostgresOutageFaultTest {

  private static final String DATABASE = "gatehouse_outage_it";
  /** The store's query timeout here; a call meets the store at most twice (key, usage). */
  private static final long QUERY_MS = 500;
  private static final long CALL_DEADLINE_MS = 3_000;
  /** Past the key cache's five seconds of freshness and more than twice the trail's statement timeout. */
  private static final Duration OUTAGE = Duration.ofSeconds(7);

  @TempDir
  Path dir;
  private String uri;
  private FakeUpstream fred;
  private TcpProxy proxy;
  private Gateway gateway;
  private WebClient web;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    uri = TestDatabases.ensure(DATABASE);
    fred = AuditClient.fakeFred(vertx);
    proxy = new TcpProxy(vertx, "127.0.0.1", 5432).start().await();
    web = WebClient.create(vertx);
    Path data = dir.resolve("data");
    Path config = AuditClient.config(data, Map.of("type: embedded ", "type: postgres ",
      "pgUri: postgresql://postgres@127.0.0.1:5432/gatehouse",
      "pgUri: postgresql://postgres@127.0.0.1:" + proxy.port() + "/" + DATABASE,
      "queryTimeoutMs: 2000", "queryTimeoutMs: " + QUERY_MS,
      "staleKeysSeconds: 600", "staleKeysSeconds: 60",
      "timeoutMs: 10000", "timeoutMs: 1500"));
    gateway = ConfiguredGateway.start(vertx, config, data, new HashMap<>(AuditClient.fredEnvironment(fred))).await();
  }

  @AfterEach
  void stop() {
    if (gateway != null) gateway.stop().await();
    web.close();
    fred.close().await();
    proxy.close().await();
  }

  @ParameterizedTest
  @ValueSource(strings = {"cut", "blackhole"})
  void callsWithAKeyInUseAnswerInTimeAndTheTrailKeepsEachOnce(String outage, Vertx vertx) {
    AuditClient audit = new AuditClient(web, gateway.baseUrl());
    String key = audit.register("olga-" + UUID.randomUUID() + "@example.com").getString("api_key");
    String run = UUID.randomUUID().toString().substring(0, 8);
    List<String> answered = new ArrayList<>();
    assertEquals(200, call(key, run + "-0").statusCode());
    answered.add(run + "-0");

    if (outage.equals("cut")) proxy.cut();
    else proxy.blackhole();
    long outageStarted = System.nanoTime();
    HttpResponse<Buffer> notReady = timed(web.getAbs(gateway.baseUrl() + "/health/ready").send());
    assertEquals(503, notReady.statusCode(), notReady.bodyAsString());
    String reason = notReady.bodyAsString();
    assertTrue(reason.contains("key store PostgreSQL at") && (outage.equals("cut") || reason.contains("no answer within")),
      reason);
    HttpResponse<Buffer> signup = timed(web.postAbs(gateway.baseUrl() + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "p-" + UUID.randomUUID() + "@example.com").put("name", "P")));
    assertEquals(503, signup.statusCode(), signup.bodyAsString());
    assertEquals(Problem.type("store-unavailable"), signup.bodyAsJsonObject().getString("type"));

    while (System.nanoTime() - outageStarted < OUTAGE.toNanos()) {
      String id = run + "-" + (answered.size());
      HttpResponse<Buffer> response = call(key, id);
      assertEquals(200, response.statusCode(), "a key in use is served through the outage: " + response.bodyAsString());
      answered.add(id);
    }

    proxy.restore();
    await().atMost(Duration.ofSeconds(15)).until(() -> timed(web.getAbs(gateway.baseUrl() + "/health/ready").send())
      .statusCode() == 200);
    await().atMost(Duration.ofSeconds(20)).until(() -> audit.metric("gatehouse_audit_backlog") == 0.0);
    assertTrue(audit.metric("gatehouse_audit_write_failures_total") >= 1.0, "the trail's batches failed and were tried again");
    assertEquals(0.0, audit.metric("gatehouse_audit_dropped_total"));
    assertEquals(stored(vertx, run), answered.stream().collect(java.util.stream.Collectors.toMap(id -> id, id -> 1L)),
      "every answered call stored exactly once");
  }

  /** A REST call of a fresh series with this request id, which must end within the call's deadline. */
  private HttpResponse<Buffer> call(String key, String requestId) {
    return timed(web.getAbs(gateway.baseUrl() + "/api/v1/fred/series/S" + requestId.replace("-", ""))
      .putHeader("X-API-Key", key).putHeader("X-Request-Id", requestId).send());
  }

  private static HttpResponse<Buffer> timed(io.vertx.core.Future<HttpResponse<Buffer>> request) {
    long started = System.nanoTime();
    HttpResponse<Buffer> response = request.await();
    long tookMs = (System.nanoTime() - started) / 1_000_000;
    assertTrue(tookMs < CALL_DEADLINE_MS, "answered within " + CALL_DEADLINE_MS + " ms, took " + tookMs);
    return response;
  }

  /** How many times each request id of this run is stored, read straight from the database. */
  private Map<String, Long> stored(Vertx vertx, String run) {
    Pool pool = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(uri)).using(vertx).build();
    try {
      Map<String, Long> counts = new HashMap<>();
      for (Row row : pool.preparedQuery("SELECT record->>'request_id', count(*) FROM audit_records "
        + "WHERE record->>'request_id' LIKE $1 GROUP BY 1").execute(Tuple.of(run + "-%")).await()) {
        counts.put(row.getString(0), row.getLong(1));
      }
      return counts;
    } finally {
      pool.close().await();
    }
  }
}
