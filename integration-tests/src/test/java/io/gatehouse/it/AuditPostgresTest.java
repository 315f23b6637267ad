package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.cli.Main;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TcpProxy;
import io.gatehouse.gateway.testing.TestDatabases;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The audit trail on PostgreSQL through the gateway's HTTP interface: records in the partitioned
 * table with the fields and no key, exported by the admin route and the CLI, kept over a restart;
 * and an unreachable audit database that drops no call, the backlog and drops reported in /metrics.
 */
@ExtendWith(VertxExtension.class)
class AuditPostgresTest {

  private static final String DATABASE = "gatehouse_audit_it";
  private static final int BUFFER = 16;

  @TempDir
  Path dir;

  private String uri;
  private FakeUpstream fred;
  private TcpProxy proxy;
  private Gateway gateway;
  private WebClient web;
  private Path data;
  private Path config;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    uri = TestDatabases.ensure(DATABASE);
    Pool pool = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(uri)).using(vertx).build();
    pool.query("DROP TABLE IF EXISTS audit_records CASCADE").execute().eventually(pool::close).await();
    fred = AuditClient.fakeFred(vertx);
    proxy = new TcpProxy(vertx, "127.0.0.1", 5432).start().await();
    web = WebClient.create(vertx);
    data = dir.resolve("data");
    config = AuditClient.config(data, Map.of("type: embedded ", "type: postgres ",
      "pgUri: postgresql://postgres@127.0.0.1:5432/gatehouse", "pgUri: " + uri,
      "bufferSize: 10000", "bufferSize: " + BUFFER));
  }

  @AfterEach
  void stop() {
    if (gateway != null) gateway.stop().await();
    fred.close().await();
    proxy.close().await();
  }

  // the database outlives runs, and an email holds at most three keys: each run signs up fresh emails

  /** Keys straight on the database; the trail through the proxy, so that only the trail's database can be cut. */
  private AuditClient startGateway(Vertx vertx) {
    Map<String, String> env = new HashMap<>(AuditClient.fredEnvironment(fred));
    env.put("GATEHOUSE_AUDIT_PG_URI", "postgresql://postgres@127.0.0.1:" + proxy.port() + "/" + DATABASE);
    gateway = ConfiguredGateway.start(vertx, config, data, env).await();
    return new AuditClient(web, gateway.baseUrl());
  }

  @Test
  void recordsLandInTheMonthsPartitionWithoutTheKeyAndOutlivesARestart(Vertx vertx) throws Exception {
    AuditClient audit = startGateway(vertx);
    JsonObject dana = audit.register("dana-" + UUID.randomUUID() + "@example.com");
    String key = dana.getString("api_key");
    assertEquals(200, audit.restSeries(key, "GNPCA").statusCode());
    audit.mcpSeries(key, "UNRATE", false);
    audit.mcpSeries(key, "GDP", true);

    await().atMost(Duration.ofSeconds(5)).until(() -> audit.adminExport("").size() == 3);
    List<JsonObject> all = audit.adminExport("");
    AuditRecords.assertSeriesCall(all.get(0), dana, "GNPCA", true);
    AuditRecords.assertSeriesCall(all.get(1), dana, "UNRATE", false);
    AuditRecords.assertSeriesCall(all.get(2), dana, "GDP", false);
    assertEquals(3, audit.ownRecords(key, "tool=fred_series").size());

    Pool pool = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(uri)).using(vertx).build();
    try {
      YearMonth month = YearMonth.now(ZoneOffset.UTC);
      String partition = String.format("audit_records_%d_%02d", month.getYear(), month.getMonthValue());
      assertEquals(3, pool.query("SELECT count(*) FROM " + partition).execute().await().iterator().next().getLong(0));
      String stored = pool.query("SELECT string_agg(record::text, '') FROM audit_records").execute().await()
        .iterator().next().getString(0);
      assertTrue(!stored.contains(key), "no key in the table");
    } finally {
      pool.close().await();
    }

    Path export = dir.resolve("export.jsonl");
    Path cliConfig = AuditClient.config(data, Map.of("type: embedded ", "type: postgres ",
      "pgUri: postgresql://postgres@127.0.0.1:5432/gatehouse", "pgUri: " + uri));
    assertEquals(0, new CommandLine(new Main()).execute("--config", cliConfig.toString(), "audit",
      "--key", dana.getString("key_id"), "--from", all.get(1).getString("at"), "--output", export.toString()));
    assertEquals(all.subList(1, 3), AuditClient.lines(Files.readString(export)));
    AuditRecords.assertNoKey(List.of(key), Files.readString(export), dir);

    gateway.stop().await();
    gateway = null;
    assertEquals(all, startGateway(vertx).adminExport(""));
  }

  @Test
  void anUnreachableAuditDatabaseDropsNoCallAndReportsBacklogAndDrops(Vertx vertx) {
    AuditClient audit = startGateway(vertx);
    String key = audit.register("erin-" + UUID.randomUUID() + "@example.com").getString("api_key");
    assertEquals(200, audit.restSeries(key, "GNPCA").statusCode());
    await().atMost(Duration.ofSeconds(5)).until(() -> audit.metric("gatehouse_audit_written_total") == 1.0);

    proxy.cut();
    int calls = 3 * BUFFER;
    for (int i = 0; i < calls; i++) {
      assertEquals(200, audit.restSeries(key, "S" + i).statusCode(), "call " + i + " answers during the outage");
    }
    await().atMost(Duration.ofSeconds(10)).until(() -> audit.metric("gatehouse_audit_write_failures_total") >= 1.0);
    double backlog = audit.metric("gatehouse_audit_backlog");
    double dropped = audit.metric("gatehouse_audit_dropped_total");
    assertTrue(backlog > 0 && backlog <= 2 * BUFFER, "backlog " + backlog);
    assertTrue(dropped > 0, "past the buffer, records are dropped and counted");
    assertEquals(calls, backlog + dropped, "every call is waiting or counted as dropped");
    assertEquals(1.0 + calls, audit.metric("gatehouse_calls_total{outcome=\"ok\",plan=\"free\"}"));

    proxy.restore();
    await().atMost(Duration.ofSeconds(10)).until(() -> audit.metric("gatehouse_audit_backlog") == 0.0);
    assertEquals(1 + backlog, audit.adminExport("").size(), "what waited is stored once the database is back");
  }
}
