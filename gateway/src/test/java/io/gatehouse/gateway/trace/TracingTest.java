package io.gatehouse.gateway.trace;

import io.opentelemetry.api.GlobalOpenTelemetry;
import io.opentelemetry.api.trace.TracerProvider;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TracingTest {

  private static final String TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

  @Test
  void withoutAnExporterOrEndpointNoTracerIsBuilt() {
    // variables that configure an SDK but do not ask for traces
    Tracing tracing = Tracing.fromEnvironment(Map.of("OTEL_SERVICE_NAME", "gatehouse", "OTEL_EXPORTER_OTLP_PROTOCOL", "grpc"));
    assertSame(Tracing.off(), tracing);
    assertFalse(tracing.on());
    TraceSpan span = tracing.server("GET /", key -> TRACEPARENT);
    assertSame(TraceSpan.NONE, span);
    assertEquals("", span.traceId());
    Map<String, String> headers = new HashMap<>();
    span.inject(headers::put);
    assertTrue(headers.isEmpty(), "nothing is passed on");
    // nor is a global SDK installed behind the gateway's back
    assertSame(TracerProvider.noop(), GlobalOpenTelemetry.get().getTracerProvider());
  }

  @Test
  void aDisabledSdkIsOffWhateverElseIsSet() {
    assertSame(Tracing.off(), Tracing.fromEnvironment(Map.of("OTEL_TRACES_EXPORTER", "otlp", "OTEL_SDK_DISABLED", "true")));
  }

  @Test
  void anExporterOfNoneStillRecordsAndPassesTheContextOn() {
    Tracing tracing = Tracing.fromEnvironment(Map.of("OTEL_TRACES_EXPORTER", "none"));
    try {
      assertTrue(tracing.on());
      TraceSpan server = tracing.server("GET /", key -> "traceparent".equals(key) ? TRACEPARENT : null);
      assertEquals("4bf92f3577b34da6a3ce929d0e0e4736", server.traceId());
      TraceSpan client = tracing.client("GET", server);
      Map<String, String> headers = new HashMap<>();
      client.inject(headers::put);
      assertEquals("00-4bf92f3577b34da6a3ce929d0e0e4736-" + client.spanId() + "-01", headers.get("traceparent"));
      client.end();
      server.end();
    } finally {
      tracing.close();
    }
  }

  @Test
  void aHeldSpanIsFoundByItsRequestIdUntilReleased() {
    Tracing tracing = Tracing.fromEnvironment(Map.of("OTEL_TRACES_EXPORTER", "none"));
    try {
      TraceSpan span = tracing.internal("execute_tool x", TraceSpan.NONE);
      tracing.hold("r-1", span);
      assertSame(span, tracing.held("r-1"));
      tracing.release("r-1", span);
      assertSame(TraceSpan.NONE, tracing.held("r-1"));
      span.end();
    } finally {
      tracing.close();
    }
  }

  @Test
  void logLinesInsideTheBlockNameTheSpanAndNoneAfter() {
    Tracing tracing = Tracing.fromEnvironment(Map.of("OTEL_TRACES_EXPORTER", "none"));
    try {
      TraceSpan span = tracing.server("GET /", key -> null);
      try (TraceLog ignored = TraceLog.of(span)) {
        assertEquals(span.traceId(), MDC.get(TraceLog.TRACE_ID));
        assertEquals(span.spanId(), MDC.get(TraceLog.SPAN_ID));
      }
      assertNull(MDC.get(TraceLog.TRACE_ID));
      try (TraceLog ignored = TraceLog.of(TraceSpan.NONE)) {
        assertNull(MDC.get(TraceLog.TRACE_ID));
      }
    } finally {
      tracing.close();
    }
  }
}
