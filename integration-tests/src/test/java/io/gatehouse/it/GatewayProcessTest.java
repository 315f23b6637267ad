package io.gatehouse.it;

import io.gatehouse.gateway.cli.TransportChoice;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.WebClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The operator contract on the real artefacts: the fat jar started as a process from the
 * repository root with its drop-in plug-ins, ready, serving, then draining on SIGTERM.
 */
class GatewayProcessTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path JAR = ROOT.resolve("gateway/target/gateway.jar");

  @TempDir
  Path dir;

  private Vertx vertx;
  private FakeUpstream fred;
  private Process process;
  private final List<String> output = new CopyOnWriteArrayList<>();
  private final CompletableFuture<RoutingContext> fredAsked = new CompletableFuture<>();

  @BeforeEach
  void start() throws Exception {
    assumeTrue("true".equals(System.getenv("CI")) || Files.isRegularFile(JAR), "the fat jar is built by package");
    vertx = Vertx.vertx();
    // FRED holds its answer until the test releases it, so a request is in flight when the gateway is told to stop
    fred = FakeUpstream.create(vertx).get("/fred/series", fredAsked::complete);
    fred.start(vertx).toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    if (process != null && process.isAlive()) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    if (vertx != null) vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  @Test
  void servesThenDrainsInFlightRequestsOnSigterm() throws Exception {
    int port = TestGateway.freePort();
    Thread reader = startGateway(port, Map.of());
    WebClient client = WebClient.create(vertx);
    String base = "http://127.0.0.1:" + port;
    assertEquals(200, client.getAbs(base + "/health/ready").send().toCompletionStage().toCompletableFuture()
      .get(10, TimeUnit.SECONDS).statusCode());
    String key = register(client, base);

    var inFlight = client.getAbs(base + "/api/v1/fred/series/GNPCA").putHeader("X-API-Key", key).send()
      .toCompletionStage().toCompletableFuture();
    RoutingContext atFred = fredAsked.get(20, TimeUnit.SECONDS);
    // SIGTERM; Process.destroy() would also close our end of its output before the shutdown is logged
    process.toHandle().destroy();
    await().atMost(Duration.ofSeconds(20))
      .until(() -> output.stream().anyMatch(line -> line.contains("Shutting down: draining in-flight requests")));
    assertFalse(inFlight.isDone(), "the call waits for FRED while the gateway drains");
    atFred.response().putHeader("Content-Type", "application/json")
      .end(new JsonObject().put("seriess", new JsonArray()
        .add(new JsonObject().put("id", atFred.queryParams().get("series_id")))).encode());
    var answer = inFlight.get(20, TimeUnit.SECONDS);
    assertEquals(200, answer.statusCode(), answer.bodyAsString());
    assertEquals("GNPCA", answer.bodyAsJsonObject().getJsonObject("data").getJsonArray("seriess")
      .getJsonObject(0).getString("id"));
    assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the gateway stops after draining");
    reader.join(5_000);

    String log = String.join("\n", output);
    assertTrue(log.contains("Gatehouse stopped"), log);
    assertFalse(log.contains("Exception"), "a clean stop logs no exception:\n" + log);
    assertTrue(log.contains("Gatehouse listening on http://127.0.0.1:" + port), log);
    // the request above ran on the transport auto picks here: io_uring where the kernel allows it
    assertTrue(log.contains("Network transport: " + TransportChoice.pick(TransportChoice.AUTO).name()), log);
    assertFalse(log.contains(key), "the API key never reaches the log");
    try (Stream<Path> files = Files.walk(dir.resolve("data"))) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        assertFalse(Files.readString(file, StandardCharsets.ISO_8859_1).contains(key), "no plaintext key in " + file);
      }
    }
  }

  /**
   * A library's java.util.logging records (here the OpenTelemetry exporter's, failing to reach a collector
   * that is not there) are logged by logback in the gateway's own line format.
   */
  @Test
  void librariesJavaUtilLoggingRecordsAreLoggedInTheGatewaysFormat() throws Exception {
    int port = TestGateway.freePort();
    startGateway(port, Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:" + TestGateway.freePort(),
      "OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf", "OTEL_BSP_SCHEDULE_DELAY", "20",
      "OTEL_EXPORTER_OTLP_TIMEOUT", "2000"));
    WebClient client = WebClient.create(vertx);
    String base = "http://127.0.0.1:" + port;
    String key = register(client, base);
    // a traced call whose spans the exporter then fails to send
    client.getAbs(base + "/api/v1/fred/series/GNPCA").putHeader("X-API-Key", key).send();
    fredAsked.get(20, TimeUnit.SECONDS).response().putHeader("Content-Type", "application/json").end("{\"seriess\":[]}");
    Pattern logbackLine = Pattern.compile("^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} (WARN |ERROR) \\[[^]]+] \\S*HttpExporter - Failed to export \\d+ spans.*");
    await().atMost(Duration.ofSeconds(60)).until(() -> output.stream().anyMatch(l -> logbackLine.matcher(l).matches()));
    assertFalse(output.stream().anyMatch(l -> l.startsWith("SEVERE:") || l.startsWith("WARNING:")),
      "no record in java.util.logging's own console format:\n" + String.join("\n", output));
  }

  /**
   * A plain {@code java -jar} serves from a JVM of its own started with the shipped options (the launcher
   * stays small); killing the launcher ends the server at once, its port free for the next start.
   */
  @Test
  void aPlainStartServesFromAJvmOfItsOwnThatEndsWithItsLauncher() throws Exception {
    int port = TestGateway.freePort();
    startGateway(port, Map.of());
    List<ProcessHandle> servers = process.toHandle().children().toList();
    assertEquals(1, servers.size(), "one server JVM under the launcher");
    List<String> arguments = List.of(servers.get(0).info().arguments().orElseThrow());
    assertTrue(arguments.containsAll(List.of("-XX:+UseParallelGC", "-Xmn128m")), arguments.toString());
    WebClient client = WebClient.create(vertx);
    assertEquals(200, client.getAbs("http://127.0.0.1:" + port + "/health/ready").send().toCompletionStage()
      .toCompletableFuture().get(10, TimeUnit.SECONDS).statusCode());

    process.destroyForcibly();
    servers.get(0).onExit().get(10, TimeUnit.SECONDS);
    try (ServerSocket again = new ServerSocket(port, 50, InetAddress.getLoopbackAddress())) {
      assertTrue(again.isBound());
    }
  }

  /** JVM options chosen by the operator are kept: GATEHOUSE_JVM_OPTIONS empty serves from the JVM started. */
  @Test
  void anEmptyJvmOptionsVariableServesFromTheJvmStarted() throws Exception {
    int port = TestGateway.freePort();
    startGateway(port, Map.of("GATEHOUSE_JVM_OPTIONS", ""));
    assertEquals(0, process.toHandle().children().count());
    assertEquals(200, WebClient.create(vertx).getAbs("http://127.0.0.1:" + port + "/health/ready").send()
      .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS).statusCode());
  }

  /** Starts the fat jar on the port with FRED faked, plus the environment given; answers once it listens. */
  private Thread startGateway(int port, Map<String, String> env) throws Exception {
    ProcessBuilder builder = new ProcessBuilder("java", "-jar", JAR.toString())
      .directory(ROOT.toFile()).redirectErrorStream(true);
    builder.environment().put("GATEHOUSE_HTTP_PORT", Integer.toString(port));
    builder.environment().put("GATEHOUSE_DATA_DIR", dir.resolve("data").toString());
    builder.environment().put("GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + fred.baseUrl());
    builder.environment().put("FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456");
    builder.environment().putAll(env);
    process = builder.start();
    CompletableFuture<Void> listening = new CompletableFuture<>();
    Thread reader = new Thread(() -> readOutput(listening));
    reader.setDaemon(true);
    reader.start();
    listening.get(90, TimeUnit.SECONDS);
    return reader;
  }

  private static String register(WebClient client, String base) throws Exception {
    return client.postAbs(base + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "ops@example.com").put("name", "Ops"))
      .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS).bodyAsJsonObject().getString("api_key");
  }

  private void readOutput(CompletableFuture<Void> listening) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        output.add(line);
        if (line.contains("Gatehouse listening on")) listening.complete(null);
      }
      listening.completeExceptionally(new IOException("the gateway exited:\n" + String.join("\n", output)));
    } catch (IOException e) {
      listening.completeExceptionally(e);
    }
  }
}
