package io.gatehouse.it.faults;

import io.gatehouse.gateway.cli.Main;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.gatehouse.it.AuditClient;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The fat jar on the embedded store, its server killed with SIGKILL: every call answered more than a second
 * before the kill is in its audit trail afterwards (the writer stores a record within a second,
 * and a stored record is in the file, not in the process).
 */
class AuditKillFaultTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path JAR = ROOT.resolve("gateway/target/gateway.jar");
  private static final int CALLS = 20;

  @TempDir
  Path dir;

  private Vertx vertx;
  private Process process;

  @AfterEach
  void stop() throws Exception {
    if (process != null && process.isAlive()) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    if (vertx != null) vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  @Test
  void aKilledGatewayKeepsEveryRecordOlderThanASecond() throws Exception {
    assumeTrue("true".equals(System.getenv("CI")) || Files.isRegularFile(JAR), "the fat jar is built by package");
    vertx = Vertx.vertx();
    FakeUpstream fred = FakeUpstream.create(vertx).get("/fred/series", rc -> rc.response()
      .putHeader("Content-Type", "application/json").end(AuditClient.series(rc.queryParams().get("series_id"))));
    fred.start(vertx).await(10, TimeUnit.SECONDS);
    Path data = dir.resolve("data");
    int port = TestGateway.freePort();
    ProcessBuilder builder = new ProcessBuilder("java", "-jar", JAR.toString()).directory(ROOT.toFile()).redirectErrorStream(true);
    builder.environment().put("GATEHOUSE_HTTP_PORT", Integer.toString(port));
    builder.environment().put("GATEHOUSE_DATA_DIR", data.toString());
    builder.environment().put("GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + fred.baseUrl());
    builder.environment().put("FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456");
    process = builder.start();
    listening().get(90, TimeUnit.SECONDS);

    AuditClient audit = new AuditClient(WebClient.create(vertx), "http://127.0.0.1:" + port);
    JsonObject issued = audit.register("kill@example.com");
    // a cold process's first scrape is slow: not the trail's time
    assertEquals(0.0, audit.metric("gatehouse_audit_written_total"));
    for (int i = 0; i < CALLS; i++) {
      assertEquals(200, audit.restSeries(issued.getString("api_key"), "S" + i).statusCode());
    }
    long answered = System.nanoTime();
    await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(20))
      .until(() -> audit.metric("gatehouse_audit_written_total") == CALLS);
    long storedMs = (System.nanoTime() - answered) / 1_000_000;
    assertTrue(storedMs < 1000, "stored " + storedMs + " ms after the last answer, scrapes included");
    // SIGKILL to the server's own JVM (the launcher's child), the launcher then ending with it
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    assertTrue(process.waitFor(10, TimeUnit.SECONDS));
    assertEquals(137, process.exitValue(), "the launcher ends with its server's exit code");

    Path export = dir.resolve("after-kill.jsonl");
    assertEquals(0, new CommandLine(new Main()).execute("--config", ShippedConfig.pointingAt(data).toString(),
      "audit", "--key", issued.getString("key_id"), "--output", export.toString()));
    List<JsonObject> records = AuditClient.lines(Files.readString(export));
    assertEquals(CALLS, records.size(), records.toString());
    for (int i = 0; i < CALLS; i++) {
      assertEquals("GET /api/v1/fred/series/S" + i, records.get(i).getString("route"));
      assertEquals("ok", records.get(i).getString("outcome"));
    }
  }

  private CompletableFuture<Void> listening() {
    CompletableFuture<Void> listening = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = in.readLine()) != null) {
          if (line.contains("Gatehouse listening on")) listening.complete(null);
        }
        listening.completeExceptionally(new IOException("the gateway exited"));
      } catch (IOException e) {
        listening.completeExceptionally(e);
      }
    });
    reader.setDaemon(true);
    reader.start();
    return listening;
  }
}
