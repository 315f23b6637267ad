package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.cli.Main;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The audit trail on the embedded store, through the gateway's HTTP interface: every REST data call
 * and MCP tool call (direct and through call_tool) leaves one record with its caller, tool, digest,
 * outcome, sources, latency and trace, and never the key; the admin route, the key holder's route
 * and the CLI filter and export it as JSON Lines; the records outlive a restart.
 */
@ExtendWith(VertxExtension.class)
class AuditTrailTest {

  @TempDir
  Path dir;

  private FakeUpstream fred;
  private Gateway gateway;
  private WebClient web;
  private Path data;
  private Path config;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    fred = AuditClient.fakeFred(vertx);
    web = WebClient.create(vertx);
    data = dir.resolve("data");
    config = AuditClient.config(data, Map.of());
  }

  @AfterEach
  void stop() {
    if (gateway != null) gateway.stop().await();
    fred.close().await();
  }

  private AuditClient startGateway(Vertx vertx) {
    gateway = ConfiguredGateway.start(vertx, config, data, AuditClient.fredEnvironment(fred)).await();
    return new AuditClient(web, gateway.baseUrl());
  }

  @Test
  void everyCallLeavesOneRecordWithoutTheKeyAndOutlivesARestart(Vertx vertx) throws Exception {
    AuditClient audit = startGateway(vertx);
    JsonObject alice = audit.register("alice@example.com");
    JsonObject bob = audit.register("bob@example.com");
    String aliceKey = alice.getString("api_key");

    assertEquals(200, audit.restSeries(aliceKey, "GNPCA").statusCode());
    audit.mcpSeries(aliceKey, "UNRATE", false);
    audit.mcpSeries(aliceKey, "GDP", true);
    assertEquals(200, audit.restSeries(bob.getString("api_key"), "FEDFUNDS").statusCode());
    // refused for its arguments: a record too, with the failure's type as outcome
    assertEquals(400, audit.restSeries(aliceKey, "bad%20id!").statusCode());

    await().atMost(Duration.ofSeconds(5)).until(() -> audit.adminExport("").size() == 5);
    List<JsonObject> all = audit.adminExport("");
    AuditRecords.assertSeriesCall(all.get(0), alice, "GNPCA", true);
    AuditRecords.assertSeriesCall(all.get(1), alice, "UNRATE", false);
    AuditRecords.assertSeriesCall(all.get(2), alice, "GDP", false);
    AuditRecords.assertSeriesCall(all.get(3), bob, "FEDFUNDS", true);
    assertEquals("bad-argument", all.get(4).getString("outcome"), all.get(4).encode());

    // filters: by key, by tool, by time
    assertEquals(4, audit.adminExport("key=" + alice.getString("key_id")).size());
    assertEquals(0, audit.adminExport("tool=sec_company_facts").size());
    assertEquals(5, audit.adminExport("tool=fred_series&from=" + all.get(0).getString("at")).size());
    assertEquals(0, audit.adminExport("to=" + all.get(0).getString("at")).size());
    assertEquals(2, audit.adminExport("limit=2").size());

    // a key holder reads its own records only, whatever key it names
    List<JsonObject> own = audit.ownRecords(bob.getString("api_key"), "key=" + alice.getString("key_id"));
    assertEquals(1, own.size(), own.toString());
    assertEquals(bob.getString("key_id"), own.get(0).getString("key_id"));

    // the CLI exports the same records as JSON Lines, with the same filters
    Path export = dir.resolve("export.jsonl");
    assertEquals(0, new CommandLine(new Main()).execute("--config", config.toString(), "audit",
      "--key", alice.getString("key_id"), "--tool", "fred_series", "--output", export.toString()));
    List<JsonObject> exported = AuditClient.lines(Files.readString(export));
    assertEquals(all.subList(0, 3), exported.subList(0, 3));
    assertEquals(4, exported.size());

    assertEquals(4.0, audit.metric("gatehouse_calls_total{outcome=\"ok\",plan=\"free\"}"));
    assertEquals(1.0, audit.metric("gatehouse_calls_total{outcome=\"bad-argument\",plan=\"free\"}"));
    assertEquals(0.0, audit.metric("gatehouse_audit_backlog"));
    assertEquals(0.0, audit.metric("gatehouse_audit_dropped_total"));
    assertEquals(5.0, audit.metric("gatehouse_audit_written_total"));

    String everything = Files.readString(export) + audit.adminExport("").toString();
    AuditRecords.assertNoKey(List.of(aliceKey, bob.getString("api_key")), everything, data);

    gateway.stop().await();
    gateway = null;
    AuditClient restarted = startGateway(vertx);
    assertEquals(all, restarted.adminExport(""));
  }

  @Test
  void theTrailCanBeTurnedOffWhileCallsAreStillCounted(Vertx vertx) {
    Map<String, String> env = new HashMap<>(AuditClient.fredEnvironment(fred));
    env.put("GATEHOUSE_AUDIT", "false");
    gateway = ConfiguredGateway.start(vertx, config, data, env).await();
    AuditClient audit = new AuditClient(web, gateway.baseUrl());
    JsonObject carol = audit.register("carol@example.com");
    assertEquals(200, audit.restSeries(carol.getString("api_key"), "GNPCA").statusCode());
    assertEquals(1.0, audit.metric("gatehouse_calls_total{outcome=\"ok\",plan=\"free\"}"));
    assertEquals(List.of(), audit.adminExport(""));
    assertTrue(Files.notExists(data.resolve("audit")), "nothing written");
  }
}
