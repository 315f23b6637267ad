package io.gatehouse.gateway.audit;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class TraceContextTest {

  @Test
  void aW3cTraceparentGivesTraceAndSpan() {
    TraceContext trace = TraceContext.fromTraceparent("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
    assertEquals("4bf92f3577b34da6a3ce929d0e0e4736", trace.traceId());
    assertEquals("00f067aa0ba902b7", trace.spanId());
  }

  @Test
  void malformedOrAllZeroTraceparentsGiveNone() {
    assertNull(TraceContext.fromTraceparent(null).traceId());
    assertNull(TraceContext.fromTraceparent("00-XYZ-00f067aa0ba902b7-01").traceId());
    assertNull(TraceContext.fromTraceparent("00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01").traceId());
    assertNull(TraceContext.fromTraceparent("00-00000000000000000000000000000000-00f067aa0ba902b7-01").traceId());
  }
}
