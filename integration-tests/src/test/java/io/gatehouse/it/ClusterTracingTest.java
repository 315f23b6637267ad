package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.opentelemetry.proto.trace.v1.Span;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Two gateway processes in one Hazelcast cluster, each exporting its spans to a local OTLP receiver: node A
 * serves HTTP and runs no provider, node B runs FRED. A REST call entering A with a traceparent is served on B,
 * and its spans (A's request span, B's provider and upstream spans) are one trace.
 *
 * <p>Needs the fat jar (built by {@code package}); without it the test is skipped, unless {@code CI=true}.
 */
@Timeout(value = 150, unit = TimeUnit.SECONDS)
class ClusterTracingTest {

  private static final Path ROOT = ClusterNodeProcess.ROOT;
  private static final Path JAR = ClusterNodeProcess.JAR;
  private static final boolean CI = "true".equals(System.getenv("CI"));
  private static final String TRACE = "0af7651916cd43dd8448eb211c80319c";
  private static final String CALLER_SPAN = "b7ad6b7169203331";

  @TempDir
  Path dir;

  private Vertx vertx;
  private FakeUpstream fred;
  private OtlpReceiver receiver;
  private final List<String> upstreamTraceparents = new CopyOnWriteArrayList<>();
  private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
    .connectTimeout(Duration.ofSeconds(5)).build();
  private final List<ClusterNodeProcess> nodes = new ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    assumeTrue(CI || Files.isRegularFile(JAR), "the fat jar is built by package");
    vertx = Vertx.vertx();
    fred = FakeUpstream.create(vertx).get("/fred/series", rc -> {
      upstreamTraceparents.add(String.valueOf(rc.request().getHeader("traceparent")));
      rc.response().putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("seriess", new JsonArray()
          .add(new JsonObject().put("id", rc.queryParams().get("series_id")))).encode());
    });
    fred.start(vertx).await(10, TimeUnit.SECONDS);
    receiver = OtlpReceiver.start(vertx).await(10, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    for (ClusterNodeProcess node : nodes) node.kill();
    if (vertx != null) vertx.close().await(10, TimeUnit.SECONDS);
  }

  @Test
  void aCallEnteringOneNodeAndServedOnAnotherIsOneTrace() throws Exception {
    ClusterNodeProcess.withLogsOnFailure(nodes, this::scenario);
  }

  private void scenario() throws Exception {
    int[] hz = {TestGateway.freePort(), TestGateway.freePort()};
    Map<String, String> common = Map.of(
      "GATEHOUSE_CLUSTER", "true",
      "GATEHOUSE_CLUSTER_NAME", "gatehouse-tracing-" + UUID.randomUUID(),
      "GATEHOUSE_CLUSTER_HOST", "127.0.0.1",
      "GATEHOUSE_CLUSTER_MEMBERS", "127.0.0.1:" + hz[0] + ",127.0.0.1:" + hz[1],
      "GATEHOUSE_PROVIDERS", "fred",
      "GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + fred.baseUrl(),
      "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456",
      "OTEL_EXPORTER_OTLP_ENDPOINT", receiver.endpoint(),
      // the Java SDK's own default is gRPC
      "OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf",
      "OTEL_BSP_SCHEDULE_DELAY", "20");
    ClusterNodeProcess a = launch("a", "gateway", hz[0], common);
    ClusterNodeProcess b = launch("b", "providers", hz[1], common);
    for (ClusterNodeProcess node : nodes) node.awaitListening(90);
    // A answers ready once it sees a node running FRED
    await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(200))
      .until(() -> send(HttpRequest.newBuilder(a.uri("/health/ready")).GET()).statusCode() == 200);

    String key = register(a);
    HttpResponse<String> answer = send(HttpRequest.newBuilder(a.uri("/api/v1/fred/series/PAYEMS"))
      .header("X-API-Key", key).header("traceparent", "00-" + TRACE + "-" + CALLER_SPAN + "-01").GET());
    assertEquals(200, answer.statusCode(), answer.body());

    List<OtlpReceiver.Received> spans = receiver.awaitTrace(TRACE, 3).await(30, TimeUnit.SECONDS);
    OtlpReceiver.Received server = only(spans, Span.SpanKind.SPAN_KIND_SERVER);
    assertEquals("gatehouse-a", server.service());
    assertEquals(CALLER_SPAN, server.parentSpanId());
    OtlpReceiver.Received provider = only(spans, Span.SpanKind.SPAN_KIND_INTERNAL);
    assertEquals("gatehouse-b", provider.service(), "served on B");
    assertEquals(server.spanId(), provider.parentSpanId(), "B continues A's span across the event bus");
    OtlpReceiver.Received upstream = only(spans, Span.SpanKind.SPAN_KIND_CLIENT);
    assertEquals("gatehouse-b", upstream.service());
    assertEquals(provider.spanId(), upstream.parentSpanId());
    assertEquals(List.of("00-" + TRACE + "-" + upstream.spanId() + "-01"), upstreamTraceparents);
  }

  private static OtlpReceiver.Received only(List<OtlpReceiver.Received> spans, Span.SpanKind kind) {
    List<OtlpReceiver.Received> of = spans.stream().filter(s -> s.kind() == kind).toList();
    assertEquals(1, of.size(), kind + " spans: " + spans);
    return of.get(0);
  }

  private ClusterNodeProcess launch(String name, String roles, int hzPort, Map<String, String> common) throws Exception {
    Map<String, String> env = new HashMap<>(common);
    env.put("OTEL_SERVICE_NAME", "gatehouse-" + name);
    ClusterNodeProcess node = ClusterNodeProcess.launch(name, roles, hzPort, ROOT.resolve("conf/gateway.yaml"),
      dir.resolve(name), env);
    nodes.add(node);
    return node;
  }

  private String register(ClusterNodeProcess node) throws Exception {
    HttpResponse<String> answer = send(HttpRequest.newBuilder(node.uri("/api/v1/auth/register"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("email", "trace@example.com").put("name", "Ops").encode())));
    assertEquals(201, answer.statusCode(), answer.body());
    return new JsonObject(answer.body()).getString("api_key");
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
  }
}
