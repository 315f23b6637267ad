package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.audit.AuditQuery;
import io.gatehouse.gateway.audit.impl.EmbeddedAuditSink;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.opentelemetry.proto.trace.v1.Span;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Traces through a whole gateway serving FRED against a fake api.stlouisfed.org, exported over OTLP/HTTP to a
 * local receiver: a caller's W3C context (MCP {@code _meta} or HTTP header) is continued by the gateway's request
 * span, the provider's span and the upstream request's client span, and the upstream sees the client span as
 * its parent. Without OTEL_* variables nothing is traced and no context is passed on.
 */
@ExtendWith(VertxExtension.class)
class TracingTest {

  private static final String KEY = "abcdefghijklmnopqrstuvwxyz123456";
  private static final String TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
  private static final String CALLER_SPAN = "00f067aa0ba902b7";
  private static final String TRACEPARENT = "00-" + TRACE + "-" + CALLER_SPAN + "-01";
  private static final String PAGE = """
    {"count":1,"offset":0,"limit":5,"seriess":[{"id":"PAYEMS","title":"All Employees, Total Nonfarm"}]}""";

  private static final String QUAKES = """
    {"type":"FeatureCollection","metadata":{"count":2},"features":[
    {"type":"Feature","id":"us7000a","properties":{"mag":4.1,"time":1760000000000,"type":"earthquake"},
     "geometry":{"type":"Point","coordinates":[-155.28,19.41,10.0]}},
    {"type":"Feature","id":"hv70b","properties":{"mag":2.9,"time":1760003600000,"type":"earthquake"},
     "geometry":{"type":"Point","coordinates":[-155.27,19.41,8.0]}}]}""";

  private final List<RedirectedGateway.Seen> seen = new CopyOnWriteArrayList<>();
  private final List<Gateway> gateways = new ArrayList<>();
  private FakeUpstream fake;
  private OtlpReceiver receiver;
  private WebClient client;
  @TempDir
  Path dir;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    fake = FakeUpstream.create(vertx).get("/fred/category/series", rc -> {
      seen.add(RedirectedGateway.Seen.of(rc));
      rc.response().putHeader("Content-Type", "application/json").end(PAGE);
    }).get("/fred/series", rc -> rc.response().setStatusCode(400).putHeader("Content-Type", "application/json")
      .end("{\"error_code\":400,\"error_message\":\"Bad Request.  The series does not exist.\"}"))
      // the FDSN event service, for the analytics provider's nested call to the usgs provider
      .get("/fdsnws/event/1/query", rc -> rc.response().putHeader("Content-Type", "application/json").end(QUAKES));
    fake.start(vertx)
      .compose(f -> OtlpReceiver.start(vertx))
      .onSuccess(r -> receiver = r)
      .onComplete(ctx.succeedingThenComplete());
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    Future.all(gateways.stream().map(Gateway::stop).toList())
      .compose(v -> fake.close())
      .compose(v -> receiver.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void aToolCallCarryingTraceparentInMetaIsOneTraceFromTheCallerToTheUpstream(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, traced())
      .compose(g -> McpCalls.callTool(client, g.baseUrl() + "/test/mcp", "unused", "fred_category_series",
        new JsonObject().put("category_id", 125), new JsonObject().put("traceparent", TRACEPARENT)))
      .compose(result -> receiver.awaitTrace(TRACE, 3))
      .onComplete(ctx.succeeding(spans -> ctx.verify(() -> {
        OtlpReceiver.Received server = only(spans, Span.SpanKind.SPAN_KIND_SERVER);
        assertEquals("tools/call fred_category_series", server.name());
        assertEquals(CALLER_SPAN, server.parentSpanId(), "the caller's span is the parent");
        assertEquals("tools/call", server.attribute("mcp.method.name"));
        assertEquals("fred_category_series", server.attribute("gen_ai.tool.name"));
        assertEquals("1", server.attribute("jsonrpc.request.id"));
        assertEquals("2026-07-28", server.attribute("mcp.protocol.version"));
        assertEquals("gatehouse-it", server.service());
        continuedToTheUpstream(spans, server);
        ctx.completeNow();
      })));
  }

  @Test
  void aToolsFailureMarksEachSpanThatSawIt(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, traced())
      .compose(g -> McpCalls.callTool(client, g.baseUrl() + "/test/mcp", "unused", "fred_series",
        new JsonObject().put("series_id", "NOSUCH"), new JsonObject().put("traceparent", TRACEPARENT)))
      .compose(result -> {
        ctx.verify(() -> assertTrue(result.getBoolean("isError"), result.encode()));
        return receiver.awaitTrace(TRACE, 3);
      })
      .onComplete(ctx.succeeding(spans -> ctx.verify(() -> {
        assertEquals("tool_error", only(spans, Span.SpanKind.SPAN_KIND_SERVER).attribute("error.type"));
        assertEquals("bad-argument", only(spans, Span.SpanKind.SPAN_KIND_INTERNAL).attribute("error.type"));
        OtlpReceiver.Received upstream = only(spans, Span.SpanKind.SPAN_KIND_CLIENT);
        assertEquals("400", upstream.attribute("error.type"));
        assertEquals("400", upstream.attribute("http.response.status_code"));
        ctx.completeNow();
      })));
  }

  @Test
  void aRestCallWithATraceparentHeaderIsOneTraceFromTheCallerToTheUpstream(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, traced())
      .compose(g -> client.getAbs(g.baseUrl() + "/api/v1/fred/categories/125/series").putHeader("traceparent", TRACEPARENT)
        .send())
      .compose(response -> {
        ctx.verify(() -> assertEquals(200, response.statusCode(), response.bodyAsString()));
        return receiver.awaitTrace(TRACE, 3);
      })
      .onComplete(ctx.succeeding(spans -> ctx.verify(() -> {
        OtlpReceiver.Received server = only(spans, Span.SpanKind.SPAN_KIND_SERVER);
        assertEquals("GET /api/v1/fred/categories/{category_id}/series", server.name());
        assertEquals(CALLER_SPAN, server.parentSpanId(), "the caller's span is the parent");
        assertEquals("GET", server.attribute("http.request.method"));
        assertEquals("/api/v1/fred/categories/{category_id}/series", server.attribute("http.route"));
        assertEquals("200", server.attribute("http.response.status_code"));
        continuedToTheUpstream(spans, server);
        recordedInTheAuditTrail(server);
        ctx.completeNow();
      })));
  }

  /** earthquakes_analyze fetches its events with the usgs provider's event query: one trace holds both calls. */
  @Test
  void aProvidersCallOfAnotherProviderIsPartOfTheTrace(Vertx vertx, VertxTestContext ctx) {
    Map<String, String> env = new HashMap<>(traced());
    env.put("GATEHOUSE_UPSTREAM_OVERRIDES", "earthquake.usgs.gov=" + fake.baseUrl());
    ConfiguredGateway.start(vertx, dir, env).onSuccess(gateways::add)
      .compose(g -> client.postAbs(g.baseUrl() + "/api/v1/auth/register")
        .sendJsonObject(new JsonObject().put("email", "trace@example.com").put("name", "Trace"))
        .compose(r -> McpCalls.callTool(client, g.baseUrl() + "/api/v1/data/query",
          r.bodyAsJsonObject().getString("api_key"), "earthquakes_analyze",
          new JsonObject().put("query", new JsonObject().put("minmagnitude", 2.5)),
          new JsonObject().put("traceparent", TRACEPARENT))))
      .compose(result -> {
        ctx.verify(() -> assertTrue(!result.getBoolean("isError", false), result.encode()));
        return receiver.awaitTrace(TRACE, 4);
      })
      .onComplete(ctx.succeeding(spans -> ctx.verify(() -> {
        OtlpReceiver.Received server = only(spans, Span.SpanKind.SPAN_KIND_SERVER);
        List<OtlpReceiver.Received> tools = spans.stream().filter(s -> s.kind() == Span.SpanKind.SPAN_KIND_INTERNAL).toList();
        OtlpReceiver.Received analyze = named(tools, "execute_tool earthquakes_analyze");
        assertEquals(server.spanId(), analyze.parentSpanId());
        OtlpReceiver.Received query = tools.stream().filter(s -> s.attribute("gatehouse.provider").equals("usgs"))
          .findFirst().orElseThrow(() -> new AssertionError("no usgs span in " + spans));
        assertEquals(analyze.spanId(), query.parentSpanId(), "the nested call's span is a child of its caller's");
        // its request id extends the caller's, so its log lines and upstream requests are found from the call's
        assertEquals(analyze.attribute("gatehouse.request.id") + ".1", query.attribute("gatehouse.request.id"));
        OtlpReceiver.Received upstream = only(spans, Span.SpanKind.SPAN_KIND_CLIENT);
        assertEquals(query.spanId(), upstream.parentSpanId());
        assertTrue(upstream.attribute("url.full").startsWith("https://earthquake.usgs.gov/fdsnws/event/1/query"),
          upstream.attribute("url.full"));
        ctx.completeNow();
      })));
  }

  @Test
  void withoutOtelVariablesNoContextIsMadeOrPassedOn(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of())
      .compose(g -> client.getAbs(g.baseUrl() + "/api/v1/fred/categories/125/series").putHeader("traceparent", TRACEPARENT)
        .send())
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        assertEquals(1, seen.size());
        assertNull(seen.get(0).headers().get("traceparent"), "a gateway without tracing passes no context on");
        assertTrue(receiver.spans().isEmpty());
        ctx.completeNow();
      })));
  }

  /** The provider's span under the request span, the upstream attempt's under it, and the upstream told so. */
  private void continuedToTheUpstream(List<OtlpReceiver.Received> spans, OtlpReceiver.Received server) {
    OtlpReceiver.Received provider = only(spans, Span.SpanKind.SPAN_KIND_INTERNAL);
    assertEquals("execute_tool fred_category_series", provider.name());
    assertEquals(server.spanId(), provider.parentSpanId());
    assertEquals("fred", provider.attribute("gatehouse.provider"));
    OtlpReceiver.Received upstream = only(spans, Span.SpanKind.SPAN_KIND_CLIENT);
    assertEquals("GET", upstream.name());
    assertEquals(provider.spanId(), upstream.parentSpanId());
    assertEquals("200", upstream.attribute("http.response.status_code"));
    assertTrue(upstream.attribute("url.full").startsWith("https://api.stlouisfed.org/fred/category/series"),
      upstream.attribute("url.full"));
    assertTrue(!upstream.attribute("url.full").contains(KEY), "no credential in a span");
    assertEquals(1, seen.size());
    assertEquals("00-" + TRACE + "-" + upstream.spanId() + "-01", seen.get(0).headers().get("traceparent"));
  }

  /** The call's audit record names the request span, so a record leads to its trace and back. */
  private void recordedInTheAuditTrail(OtlpReceiver.Received server) {
    EmbeddedAuditSink trail = new EmbeddedAuditSink(dir.resolve("data").resolve("audit"));
    AuditQuery all = AuditQuery.of(null, null, null, null, null);
    await().atMost(Duration.ofSeconds(5)).until(() -> trail.query(all).size() == 1);
    JsonObject record = assertDoesNotThrow(() -> trail.query(all).get(0));
    assertEquals(TRACE, record.getString("trace_id"), record.encode());
    assertEquals(server.spanId(), record.getString("span_id"), record.encode());
  }

  private static OtlpReceiver.Received named(List<OtlpReceiver.Received> spans, String name) {
    return spans.stream().filter(s -> s.name().equals(name)).findFirst()
      .orElseThrow(() -> new AssertionError("no span " + name + " in " + spans));
  }

  private static OtlpReceiver.Received only(List<OtlpReceiver.Received> spans, Span.SpanKind kind) {
    List<OtlpReceiver.Received> of = spans.stream().filter(s -> s.kind() == kind).toList();
    assertEquals(1, of.size(), kind + " spans: " + spans);
    return of.get(0);
  }

  private Map<String, String> traced() {
    return Map.of(
      "OTEL_EXPORTER_OTLP_ENDPOINT", receiver.endpoint(),
      "OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf",
      "OTEL_SERVICE_NAME", "gatehouse-it",
      // exported within a moment of ending, so the test waits for little
      "OTEL_BSP_SCHEDULE_DELAY", "20");
  }

  private Future<Gateway> gateway(Vertx vertx, Map<String, String> env) {
    Map<String, String> all = new HashMap<>(env);
    all.put("FRED_API_KEY", KEY);
    return RedirectedGateway.start(vertx, dir, "fred", fake, all).onSuccess(gateways::add);
  }
}
