package io.gatehouse.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A providers node killed with SIGKILL while a call waits on it: the gateway node answers that call
 * within a second of the kill (its link to the dead node closes at once), not once the dead node's
 * heartbeats have been silent for seconds.
 */
class NodeKillFailoverTest {

  private static final boolean CI = "true".equals(System.getenv("CI"));
  private static final long FAILOVER_MS = 1_000;

  @TempDir
  Path dir;
  private Vertx vertx;
  private FakeUpstream fred;
  private final CountDownLatch held = new CountDownLatch(1);
  private final List<ClusterNodeProcess> nodes = new ArrayList<>();
  private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
    .connectTimeout(Duration.ofSeconds(5)).build();

  @BeforeEach
  void start() throws Exception {
    assumeTrue(CI || Files.isRegularFile(ClusterNodeProcess.JAR), "the fat jar is built by package");
    vertx = Vertx.vertx();
    // the series HOLD is never answered: the call waits on the node that asked for it
    fred = FakeUpstream.create(vertx).get("/fred/series", rc -> {
      String id = rc.queryParams().get("series_id");
      if ("HOLD".equals(id)) {
        held.countDown();
        return;
      }
      rc.response().putHeader("Content-Type", "application/json").end(new JsonObject().put("seriess",
        new JsonArray().add(new JsonObject().put("id", id))).encode());
    });
    fred.start(vertx).await(10, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    for (ClusterNodeProcess node : nodes) node.kill();
    if (vertx != null) vertx.close().await(10, TimeUnit.SECONDS);
  }

  @Test
  void aCallWaitingOnAKilledNodeIsAnsweredWithinASecond() throws Exception {
    ClusterNodeProcess.withLogsOnFailure(nodes, this::scenario);
  }

  private void scenario() throws Exception {
    int[] hz = {TestGateway.freePort(), TestGateway.freePort()};
    Map<String, String> common = Map.of(
      "GATEHOUSE_CLUSTER", "true",
      "GATEHOUSE_CLUSTER_NAME", "gatehouse-failover-" + UUID.randomUUID(),
      "GATEHOUSE_CLUSTER_HOST", "127.0.0.1",
      "GATEHOUSE_CLUSTER_MEMBERS", "127.0.0.1:" + hz[0] + ",127.0.0.1:" + hz[1],
      "GATEHOUSE_PROVIDERS", "fred",
      "GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + fred.baseUrl(),
      "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456");
    Path config = ClusterNodeProcess.ROOT.resolve("conf/gateway.yaml");
    // the only gateway keeps its keys in its own embedded store; the only FRED runs on the other node
    ClusterNodeProcess gateway = launch("gateway", "gateway", hz[0], common, config);
    ClusterNodeProcess providers = launch("providers", "providers", hz[1], common, config);
    for (ClusterNodeProcess node : nodes) node.awaitListening(90);
    org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(30)).ignoreExceptions().until(() ->
      send(gateway.uri("/health/ready"), null).statusCode() == 200);

    String key = new JsonObject(http.send(HttpRequest.newBuilder(gateway.uri("/api/v1/auth/register"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("email", "kill-" + UUID.randomUUID() + "@example.com")
        .put("name", "Ops").encode())).build(), HttpResponse.BodyHandlers.ofString()).body()).getString("api_key");
    assertEquals(200, send(gateway.uri("/api/v1/fred/series/GNPCA"), key).statusCode(), "served by the providers node");

    CompletableFuture<HttpResponse<String>> waiting = http.sendAsync(HttpRequest.newBuilder(
      gateway.uri("/api/v1/fred/series/HOLD")).header("X-API-Key", key).GET().build(), HttpResponse.BodyHandlers.ofString());
    assertTrue(held.await(10, TimeUnit.SECONDS), "the providers node called the upstream");
    long killedAt = System.nanoTime();
    providers.kill();
    HttpResponse<String> answer = waiting.get(30, TimeUnit.SECONDS);
    long tookMs = (System.nanoTime() - killedAt) / 1_000_000;
    assertEquals(503, answer.statusCode(), answer.body());
    assertTrue(tookMs < FAILOVER_MS, "answered " + tookMs + " ms after the kill: " + answer.body());
  }

  private ClusterNodeProcess launch(String name, String roles, int hzPort, Map<String, String> common, Path config)
    throws Exception {
    ClusterNodeProcess node = ClusterNodeProcess.launch(name, roles, hzPort, config, dir.resolve(name), common);
    nodes.add(node);
    return node;
  }

  private HttpResponse<String> send(URI uri, String key) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET();
    if (key != null) request.header("X-API-Key", key);
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
