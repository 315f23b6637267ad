package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

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
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Three gateway processes on loopback forming one Hazelcast cluster over a shared PostgreSQL key
 * store: A and B run the gateway and providers, C runs providers only. Calls through A are served
 * on every node; a shared key limit holds across A and B; a key moved to another plan on A has it on
 * B within a second; a key revoked on A is refused on B within a second; a task begun on B is polled through A; after B is killed (SIGKILL) calls
 * through A keep working and an MCP session created on B carries on at A.
 *
 * <p>Needs the fat jar (built by {@code package}) and PostgreSQL on 127.0.0.1:5432; without them
 * the test is skipped, unless {@code CI=true}, where it fails instead.
 */
@Timeout(value = 150, unit = TimeUnit.SECONDS)
class ClusterTest {

  private static final Path ROOT = ClusterNodeProcess.ROOT;
  private static final Path JAR = ClusterNodeProcess.JAR;
  private static final boolean CI = "true".equals(System.getenv("CI"));
  private static final String PG = "postgresql://postgres@127.0.0.1:5432/";
  private static final String DATABASE = "gatehouse_cluster_test";
  private static final String ADMIN = "admin-" + UUID.randomUUID();
  /** Low on purpose: the shared-limit check needs a burst that two nodes alone would exceed. */
  private static final int BURST = 6;
  private static final int PRO_BURST = 50;

  @TempDir
  Path dir;

  private Vertx vertx;
  private FakeUpstream fred;
  private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
    .connectTimeout(Duration.ofSeconds(5)).build();
  private final List<ClusterNodeProcess> nodes = new ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    assumeTrue(CI || Files.isRegularFile(JAR), "the fat jar is built by package");
    vertx = Vertx.vertx();
    createDatabase();
    fred = FakeUpstream.create(vertx).get("/fred/series", rc -> rc.response()
      .putHeader("Content-Type", "application/json")
      .end(new JsonObject().put("seriess", new JsonArray()
        .add(new JsonObject().put("id", rc.queryParams().get("series_id")))).encode()));
    fred.start(vertx).await(10, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    for (ClusterNodeProcess node : nodes) node.kill();
    if (vertx != null) vertx.close().await(10, TimeUnit.SECONDS);
  }

  @Test
  void nodesShareWorkLimitsRevocationsAndSessionsAndSurviveALostNode() throws Exception {
    ClusterNodeProcess.withLogsOnFailure(nodes, this::scenario);
  }

  private void scenario() throws Exception {
    Path config = testConfig();
    int[] hz = {TestGateway.freePort(), TestGateway.freePort(), TestGateway.freePort()};
    String members = "127.0.0.1:" + hz[0] + ",127.0.0.1:" + hz[1] + ",127.0.0.1:" + hz[2];
    Map<String, String> common = Map.of(
      "GATEHOUSE_CLUSTER", "true",
      // a name of its own, so that no other cluster on this machine is ever joined
      "GATEHOUSE_CLUSTER_NAME", "gatehouse-test-" + UUID.randomUUID(),
      "GATEHOUSE_CLUSTER_HOST", "127.0.0.1",
      "GATEHOUSE_CLUSTER_MEMBERS", members,
      "GATEHOUSE_PROVIDERS", "fred,verify",
      "GATEHOUSE_STORE", "postgres",
      "GATEHOUSE_PG_URI", PG + DATABASE,
      "GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + fred.baseUrl(),
      "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456",
      "GATEHOUSE_ADMIN_TOKEN", ADMIN);
    ClusterNodeProcess a = launch("a", "gateway", hz[0], common, config);
    ClusterNodeProcess b = launch("b", "gateway,providers", hz[1], common, config);
    ClusterNodeProcess c = launch("c", "providers", hz[2], common, config);
    for (ClusterNodeProcess node : nodes) node.awaitListening(90);
    for (ClusterNodeProcess node : nodes) awaitReady(node, 30);
    // ready means some provider is visible; spreading calls needs A to have heard every node
    awaitSeesNodes(a, 3, 30);

    // calls through A, which runs no provider, are served by the providers of the other nodes, C's included
    String key = register(a, "spread@example.com");
    for (int i = 0; i < BURST; i++) {
      HttpResponse<String> answer = series(a, key, "S" + i);
      assertEquals(200, answer.statusCode(), answer.body());
    }
    double onB = servedCalls(b);
    double onC = servedCalls(c);
    assertEquals(BURST, onB + onC, 0.01, "every call served exactly once");
    assertTrue(onC > 0 && onB > 0, "served on B " + onB + ", C " + onC);
    // calls through B stay on B, whose own provider serves them without a hop to another node
    String local = register(b, "local@example.com");
    for (int i = 0; i < BURST; i++) {
      HttpResponse<String> answer = series(b, local, "L" + i);
      assertEquals(200, answer.statusCode(), answer.body());
    }
    assertEquals(onB + BURST, servedCalls(b), 0.01, "B's calls served on B");
    assertEquals(onC, servedCalls(c), 0.01, "none of B's calls went to C");

    // one key's burst is spent across the cluster, not per node
    JsonObject limitedKey = registration(b, "limited@example.com");
    String limited = limitedKey.getString("api_key");
    int admitted = 0;
    int refused = 0;
    for (int i = 0; i < 2 * BURST; i++) {
      int status = series(i % 2 == 0 ? a : b, limited, "GNPCA").statusCode();
      if (status == 200) admitted++;
      if (status == 429) refused++;
    }
    assertTrue(admitted >= BURST && admitted <= BURST + 1, "admitted " + admitted + " of " + 2 * BURST);
    assertEquals(2 * BURST, admitted + refused);

    // moved on A to a plan with a larger and faster bucket, the spent key is admitted on B with that plan
    HttpResponse<String> moved = send(HttpRequest.newBuilder(a.uri("/admin/keys/" + limitedKey.getString("key_id") + "/plan"))
      .header("Authorization", "Bearer " + ADMIN).header("Content-Type", "application/json")
      .PUT(HttpRequest.BodyPublishers.ofString(new JsonObject().put("plan", "pro").encode())));
    assertEquals(200, moved.statusCode(), moved.body());
    Polled upgraded = pollSeries(b, limited, 200, System.nanoTime());
    assertEquals(200, upgraded.last().statusCode(), "admitted on B");
    assertEquals(String.valueOf(PRO_BURST), upgraded.last().headers().firstValue("RateLimit-Limit").orElse(""),
      "B charges the pro plan's bucket");
    assertTrue(upgraded.ms() < 1_000, "admitted on B after " + upgraded.ms() + " ms");

    // a key revoked on A is refused on B within a second
    JsonObject doomed = registration(a, "doomed@example.com");
    String doomedKey = doomed.getString("api_key");
    assertEquals(200, series(b, doomedKey, "GNPCA").statusCode(), "B has the key in its cache");
    HttpResponse<String> revoked = send(HttpRequest.newBuilder(a.uri("/admin/keys/" + doomed.getString("key_id") + "/revoke"))
      .header("Authorization", "Bearer " + ADMIN).POST(HttpRequest.BodyPublishers.noBody()));
    assertEquals(200, revoked.statusCode(), revoked.body());
    Polled refusal = pollSeries(b, doomedKey, 403, System.nanoTime());
    assertEquals(403, refusal.last().statusCode(), "refused on B");
    assertTrue(refusal.ms() < 1_000, "refused on B after " + refusal.ms() + " ms");

    // an MCP session begun on B
    String mcpKey = register(a, "session@example.com");
    HttpResponse<String> init = mcp(b, mcpKey, null, new JsonObject().put("jsonrpc", "2.0").put("id", 1)
      .put("method", "initialize").put("params", new JsonObject().put("protocolVersion", "2025-06-18")
        .put("capabilities", new JsonObject()).put("clientInfo", new JsonObject().put("name", "t").put("version", "1"))));
    assertEquals(200, init.statusCode(), init.body());
    String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
    assertEquals(202, mcp(b, mcpKey, session, new JsonObject().put("jsonrpc", "2.0")
      .put("method", "notifications/initialized")).statusCode());

    // a task begun on B (tasks extension) is polled through A, which asks B for it
    // (keys made on B: signups are throttled per address on each node, and A makes the most)
    String leadKey = leadKey(b, "tasks@example.com");
    JsonObject created = leadTask(b, leadKey, "tools/call", new JsonObject().put("name", "verify_lead")
      .put("arguments", new JsonObject().put("company_name", "Acme Holding BV")));
    String taskId = created.getJsonObject("result", new JsonObject()).getString("taskId");
    assertTrue(taskId != null, "verify_lead ran as a task: " + created.encode());
    JsonObject polled = leadTask(a, leadKey, "tasks/get", new JsonObject().put("taskId", taskId));
    assertEquals(taskId, polled.getJsonObject("result", new JsonObject()).getString("taskId"), polled.encode());
    JsonObject othersPoll = leadTask(a, leadKey(b, "other@example.com"), "tasks/get",
      new JsonObject().put("taskId", taskId));
    assertEquals(-32602, othersPoll.getJsonObject("error").getInteger("code"), "only its creator finds a task");

    // B dies without a goodbye; A carries on with C's providers
    b.kill();
    String survivor = register(a, "survivor@example.com");
    long killedAt = System.nanoTime();
    for (int i = 0; i < BURST; i++) {
      HttpResponse<String> answer = series(a, survivor, "K" + i);
      assertEquals(200, answer.statusCode(), answer.body());
    }
    assertTrue(System.nanoTime() - killedAt < 30_000_000_000L, "calls after the loss did not hang");

    HttpResponse<String> tools = mcp(a, mcpKey, session, new JsonObject().put("jsonrpc", "2.0").put("id", 2)
      .put("method", "tools/list"));
    assertEquals(200, tools.statusCode(), tools.body());
    assertFalse(new JsonObject(tools.body()).getJsonObject("result").getJsonArray("tools").isEmpty());
    HttpResponse<String> resume = send(HttpRequest.newBuilder(a.uri("/api/v1/data/query"))
      .header("X-API-Key", mcpKey).header("Mcp-Session-Id", session).header("Accept", "text/event-stream")
      .header("MCP-Protocol-Version", "2025-06-18").header("Last-Event-ID", "1_3").GET());
    assertEquals(410, resume.statusCode(), "a stream left on B says it cannot resume: " + resume.body());
  }

  private ClusterNodeProcess launch(String name, String roles, int hzPort, Map<String, String> common, Path config)
    throws Exception {
    ClusterNodeProcess node = ClusterNodeProcess.launch(name, roles, hzPort, config, dir.resolve(name), common);
    nodes.add(node);
    return node;
  }

  /** The shipped configuration with a small burst for the free plan. */
  private Path testConfig() throws Exception {
    String yaml = Files.readString(ROOT.resolve("conf/gateway.yaml"));
    String changed = yaml.replaceFirst("requestsPerSecond: \\d+\\s+burst: \\d+",
      "requestsPerSecond: 0.2\n    burst: " + BURST);
    assertFalse(changed.equals(yaml), "the free plan's rate is in conf/gateway.yaml");
    changed = changed.replace("  # e.g. a read-only FRED plan:\n",
      "  pro: {requestsPerSecond: 100, burst: " + PRO_BURST + ", dailyQuota: 100000}\n");
    Path file = dir.resolve("gateway.yaml");
    Files.writeString(file, changed);
    return file;
  }

  private void awaitReady(ClusterNodeProcess node, int seconds) {
    try {
      await().atMost(Duration.ofSeconds(seconds)).ignoreExceptions()
        .until(() -> send(HttpRequest.newBuilder(node.uri("/health/ready")).GET()).statusCode() == 200);
    } catch (ConditionTimeoutException e) {
      fail("node " + node.name() + " not ready:\n" + node.log(), e);
    }
  }

  private void awaitSeesNodes(ClusterNodeProcess node, int count, int seconds) {
    await("node " + node.name() + " sees " + count + " nodes").atMost(Duration.ofSeconds(seconds)).ignoreExceptions()
      .until(() -> clusterSize(node) >= count);
  }

  /** The members the node's cluster health check lists, 0 without the check. */
  private int clusterSize(ClusterNodeProcess node) throws Exception {
    JsonArray checks = new JsonObject(send(HttpRequest.newBuilder(node.uri("/health")).GET()).body())
      .getJsonArray("checks", new JsonArray());
    for (int i = 0; i < checks.size(); i++) {
      JsonObject check = checks.getJsonObject(i);
      if ("cluster".equals(check.getString("id"))) return check.getJsonObject("data", new JsonObject()).size();
    }
    return 0;
  }

  private String register(ClusterNodeProcess node, String email) throws Exception {
    return registration(node, email).getString("api_key");
  }

  private JsonObject registration(ClusterNodeProcess node, String email) throws Exception {
    String unique = email.replace("@", "+" + UUID.randomUUID().toString().substring(0, 8) + "@");
    HttpResponse<String> answer = send(HttpRequest.newBuilder(node.uri("/api/v1/auth/register"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("email", unique).put("name", "Ops").encode())));
    assertEquals(201, answer.statusCode(), answer.body());
    return new JsonObject(answer.body());
  }

  /** The last answer of a key's calls on a node, made until one answers {@code status} or 1.5 s have passed. */
  private Polled pollSeries(ClusterNodeProcess node, String key, int status, long since) throws Exception {
    HttpResponse<String> answer;
    do {
      answer = series(node, key, "GNPCA");
    } while (answer.statusCode() != status && System.nanoTime() - since < 1_500_000_000L);
    return new Polled(answer, (System.nanoTime() - since) / 1_000_000);
  }

  private record Polled(HttpResponse<String> last, long ms) {
  }

  private HttpResponse<String> series(ClusterNodeProcess node, String key, String id) throws Exception {
    return send(HttpRequest.newBuilder(node.uri("/api/v1/fred/series/" + id)).header("X-API-Key", key).GET());
  }

  private HttpResponse<String> mcp(ClusterNodeProcess node, String key, String session, JsonObject message)
    throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(node.uri("/api/v1/data/query"))
      .header("X-API-Key", key).header("Content-Type", "application/json")
      // plain JSON answers; streams are not what this test is about
      .header("Accept", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(message.encode()));
    if (session != null) request.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-06-18");
    return send(request);
  }

  private String leadKey(ClusterNodeProcess node, String email) throws Exception {
    String unique = email.replace("@", "+" + UUID.randomUUID().toString().substring(0, 8) + "@");
    HttpResponse<String> answer = send(HttpRequest.newBuilder(node.uri("/v1/keys/create"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("email", unique).encode())));
    assertEquals(201, answer.statusCode(), answer.body());
    return new JsonObject(answer.body()).getString("api_key");
  }

  /** A stateless (2026-07-28) request to Lead Verification's endpoint from a client of the tasks extension. */
  private JsonObject leadTask(ClusterNodeProcess node, String key, String method, JsonObject params) throws Exception {
    JsonObject meta = new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject().put("extensions",
        new JsonObject().put("io.modelcontextprotocol/tasks", new JsonObject())))
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1"));
    String name = params.getString("taskId", params.getString("name"));
    HttpResponse<String> answer = send(HttpRequest.newBuilder(node.uri("/mcp"))
      .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
      .header("Accept", "application/json").header("MCP-Protocol-Version", "2026-07-28")
      .header("Mcp-Method", method).header("Mcp-Name", name)
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("jsonrpc", "2.0").put("id", 1)
        .put("method", method).put("params", params.copy().put("_meta", meta)).encode())));
    return new JsonObject(answer.body());
  }

  /** The calls this node's provider verticles served, from its Prometheus page. */
  private double servedCalls(ClusterNodeProcess node) throws Exception {
    String metrics = send(HttpRequest.newBuilder(node.uri("/metrics")).GET()).body();
    Matcher m = Pattern.compile("(?m)^gatehouse_provider_calls_total\\{[^}]*provider=\"fred\"[^}]*} ([0-9.Ee+]+)$")
      .matcher(metrics);
    return m.find() ? Double.parseDouble(m.group(1)) : 0;
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
  }

  private static void createDatabase() throws Exception {
    Vertx admin = Vertx.vertx();
    try {
      Pool pool = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(PG + "postgres")).using(admin).build();
      pool.preparedQuery("SELECT 1 FROM pg_database WHERE datname = $1").execute(Tuple.of(DATABASE))
        .compose(rows -> rows.size() > 0 ? Future.succeededFuture()
          : pool.query("CREATE DATABASE " + DATABASE).execute()
            // a concurrent run may have created it meanwhile
            .recover(e -> Future.succeededFuture()))
        .eventually(pool::close)
        .await(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      if (CI) fail("PostgreSQL unreachable on 127.0.0.1:5432 with CI=true", e);
      assumeTrue(false, "PostgreSQL unreachable on 127.0.0.1:5432: " + e);
    } finally {
      admin.close().await(10, TimeUnit.SECONDS);
    }
  }
}
