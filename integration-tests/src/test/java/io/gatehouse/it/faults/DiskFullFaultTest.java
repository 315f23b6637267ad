package io.gatehouse.it.faults;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.cli.Main;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.store.impl.Frames;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.it.AuditClient;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The gateway on the embedded store whose data folder is a small tmpfs that the test fills to the
 * last byte mid-run: writes that still fit are acknowledged and kept, the first that does not is
 * refused with 503 {@code store-unavailable} (signup on both products, an admin key change),
 * readiness turns 503 naming the full disk, existing keys keep calling over REST and MCP, audit
 * records wait in the backlog or are dropped and counted, usage counts wait in memory and still
 * show. Once the filler is deleted everything recovers by itself, and after a restart every
 * acknowledged key and count is there, the journal verifies clean and every audit file is whole
 * frames only. A gateway started on the full disk serves its keys and is not ready until space
 * returns.
 */
@ExtendWith(VertxExtension.class)
class DiskFullFaultTest {

  /** The least backlog the trail allows, so that the calls made while the disk is full overflow it. */
  private static final int AUDIT_BUFFER = 16;
  private static final int CALLS_WHILE_FULL = 40;
  /** More attempts than small records fit in a file's last, partly used 4 KiB page. */
  private static final int ATTEMPTS = 60;

  @TempDir
  Path dir;

  private SmallDisk disk;
  private FakeUpstream fred;
  private Gateway gateway;
  private WebClient web;
  private Path data;
  private Path config;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    disk = SmallDisk.mount(dir.resolve("disk"), 4);
    fred = AuditClient.fakeFred(vertx);
    web = WebClient.create(vertx);
    data = disk.root().resolve("data");
    config = AuditClient.config(data, Map.of("bufferSize: 10000", "bufferSize: " + AUDIT_BUFFER));
  }

  @AfterEach
  void stop() throws Exception {
    if (gateway != null) gateway.stop().await();
    if (web != null) web.close();
    if (fred != null) fred.close().await();
    if (disk != null) disk.close();
  }

  @Test
  void aFullDiskRefusesWhatItCannotKeepServesTheRestAndRecoversWhenSpaceReturns(Vertx vertx) throws Exception {
    AuditClient audit = startGateway(vertx);
    JsonObject alice = audit.register("alice@example.com");
    JsonObject bob = audit.register("bob@example.com");
    String aliceKey = alice.getString("api_key");
    assertEquals(200, audit.restSeries(aliceKey, "BEFORE").statusCode());
    await().atMost(Duration.ofSeconds(10)).until(() -> audit.metric("gatehouse_audit_written_total") == 1.0);
    assertEquals(1.0, audit.metric("gatehouse_key_store_writable"));

    disk.fill();
    // small admin changes take what is left in the journal's last page, then one is refused; from
    // then on no record of a key fits (signups are throttled per address, so they come after)
    assertOutage(untilRefused(i -> web.putAbs(gateway.baseUrl() + "/admin/keys/" + bob.getString("key_id") + "/scope")
      .putHeader("Authorization", "Bearer " + AuditClient.ADMIN)
      .sendJsonObject(new JsonObject().put("scope", i % 2 == 0 ? "fred" : null)).await()));
    assertOutage(post("/api/v1/auth/register", new JsonObject().put("email", "carol@example.com").put("name", "Full")));
    assertOutage(post("/v1/keys/create", new JsonObject().put("email", "dave@example.com")));

    assertEquals(503, get("/health/ready").statusCode());
    JsonObject check = keyStoreCheck();
    assertEquals("DOWN", check.getString("status"));
    assertTrue(check.getJsonObject("data").getString("reason").contains("No space left on device"), check.encode());
    assertEquals(0.0, audit.metric("gatehouse_key_store_writable"));
    assertTrue(audit.metric("gatehouse_key_store_write_failures_total") >= 3);

    // existing keys keep calling; the trail keeps what it can wait for and counts what it drops
    for (int i = 0; i < CALLS_WHILE_FULL; i++) {
      assertEquals(200, audit.restSeries(aliceKey, "FULL" + i).statusCode());
    }
    assertNotNull(audit.mcpSeries(aliceKey, "MCP", false));
    int calls = 1 + CALLS_WHILE_FULL + 1;
    await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
      assertTrue(audit.metric("gatehouse_audit_write_failures_total") >= 1, "a refused append");
      assertTrue(audit.metric("gatehouse_audit_dropped_total") > 0, "records dropped past the backlog's bound");
      assertEquals(calls, audit.metric("gatehouse_audit_backlog") + audit.metric("gatehouse_audit_written_total")
        + audit.metric("gatehouse_audit_dropped_total"), "every call's record written, waiting or dropped");
    });
    double dropped = audit.metric("gatehouse_audit_dropped_total");
    // the usage flush is refused too; the counts wait in memory and are shown all the same
    assertEquals(calls, callsToday(aliceKey));
    assertTrue(audit.metric("gatehouse_audit_backlog") > 0);

    disk.free();
    await().atMost(Duration.ofSeconds(10)).until(() -> get("/health/ready").statusCode() == 200);
    assertEquals(1.0, audit.metric("gatehouse_key_store_writable"));
    HttpResponse<Buffer> after = post("/v1/keys/create", new JsonObject().put("email", "after@example.com"));
    assertEquals(201, after.statusCode(), after.bodyAsString());
    await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
      assertEquals(0.0, audit.metric("gatehouse_audit_backlog"), "backlog");
      assertEquals(calls - dropped, audit.metric("gatehouse_audit_written_total"), "written");
    });
    assertEquals(dropped, audit.metric("gatehouse_audit_dropped_total"));

    gateway.stop().await();
    gateway = null;
    assertEquals(0, new CommandLine(new Main()).execute("--config", config.toString(), "keys", "verify"));
    assertWholeFramesOnly(data.resolve("audit"));
    AuditClient restarted = startGateway(vertx);
    assertEquals(calls, callsToday(aliceKey), "the usage counted while the disk was full is stored");
    List<JsonObject> records = restarted.adminExport("limit=1000");
    assertEquals(calls - dropped, records.size(), "every stored record");
    assertEquals(records.size(), new HashSet<>(records).size(), "none twice");
    for (JsonObject key : List.of(alice, bob)) {
      assertEquals(200, restarted.restSeries(key.getString("api_key"), "AFTER").statusCode());
    }
    assertEquals(200, web.getAbs(gateway.baseUrl() + "/v1/keys/usage")
      .putHeader("Authorization", "Bearer " + after.bodyAsJsonObject().getString("api_key")).send().await().statusCode());
  }

  @Test
  void aGatewayStartedOnAFullDiskServesItsKeysIsNotReadyAndRecoversWhenSpaceReturns(Vertx vertx) throws Exception {
    String key = startGateway(vertx).register("erin@example.com").getString("api_key");
    gateway.stop().await();
    gateway = null;
    disk.fill();

    AuditClient audit = startGateway(vertx);
    assertEquals(503, get("/health/ready").statusCode());
    assertTrue(keyStoreCheck().getJsonObject("data").getString("reason").contains("No space left on device"));
    assertEquals(0.0, audit.metric("gatehouse_key_store_writable"));
    assertEquals(200, audit.restSeries(key, "FULL").statusCode());

    disk.free();
    await().atMost(Duration.ofSeconds(10)).until(() -> get("/health/ready").statusCode() == 200);
    assertEquals(201, post("/v1/keys/create", new JsonObject().put("email", "frank@example.com")).statusCode());
  }

  private AuditClient startGateway(Vertx vertx) {
    gateway = ConfiguredGateway.start(vertx, config, data, AuditClient.fredEnvironment(fred)).await();
    return new AuditClient(web, gateway.baseUrl());
  }

  /** Sends attempt after attempt until one is refused, and returns the refusal. */
  private HttpResponse<Buffer> untilRefused(IntFunction<HttpResponse<Buffer>> attempt) {
    for (int i = 0; i < ATTEMPTS; i++) {
      HttpResponse<Buffer> response = attempt.apply(i);
      if (response.statusCode() != 200) {
        return response;
      }
    }
    throw new AssertionError("the full disk took " + ATTEMPTS + " writes");
  }

  private static void assertOutage(HttpResponse<Buffer> refused) {
    assertEquals(503, refused.statusCode(), refused.bodyAsString());
    assertEquals("5", refused.getHeader("Retry-After"));
    JsonObject problem = refused.bodyAsJsonObject();
    assertEquals(Problem.type("store-unavailable"), problem.getString("type"));
    assertTrue(problem.getString("detail").contains("cannot write"), problem.encode());
  }

  /** Every audit file holds whole records, one after another, and nothing else. */
  private static void assertWholeFramesOnly(Path auditDir) throws Exception {
    try (Stream<Path> files = Files.list(auditDir)) {
      for (Path file : files.toList()) {
        byte[] bytes = Files.readAllBytes(file);
        for (int at = 0; at < bytes.length; ) {
          Frames.Decoded decoded = Frames.decode(bytes, at, bytes.length);
          assertNotNull(decoded.entry(), file.getFileName() + " at " + at + ": " + decoded.damage());
          assertEquals('\n', bytes[decoded.end()], file.getFileName() + " at " + decoded.end());
          at = decoded.end() + 1;
        }
      }
    }
  }

  private long callsToday(String dataKey) {
    HttpResponse<Buffer> usage = web.getAbs(gateway.baseUrl() + "/api/v1/auth/usage").putHeader("X-API-Key", dataKey)
      .send().await();
    assertEquals(200, usage.statusCode(), usage.bodyAsString());
    return usage.bodyAsJsonObject().getJsonObject("today").getLong("calls");
  }

  private JsonObject keyStoreCheck() {
    return get("/health").bodyAsJsonObject().getJsonArray("checks").stream().map(JsonObject.class::cast)
      .filter(c -> c.getString("id").equals("key-store")).findFirst().orElseThrow();
  }

  private HttpResponse<Buffer> post(String path, JsonObject body) {
    return web.postAbs(gateway.baseUrl() + path).sendJsonObject(body).await();
  }

  private HttpResponse<Buffer> get(String path) {
    return web.getAbs(gateway.baseUrl() + path).send().await();
  }
}
