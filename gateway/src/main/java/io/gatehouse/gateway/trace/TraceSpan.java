package io.gatehouse.gateway.trace;

import java.util.function.BiConsumer;

/**
 * One span of a call as the gateway's code sees it. With tracing off every call gets {@link #NONE},
 * whose methods do nothing, so the code that opens and ends spans costs no allocation then.
 */
public interface TraceSpan {

  TraceSpan NONE = NoSpan.INSTANCE;

  /** Whether this span is recorded; false for {@link #NONE}. Check it before building attribute values. */
  boolean recording();

  /** 32 lower-case hex digits, or "" when nothing is recorded. */
  String traceId();

  /** 16 lower-case hex digits, or "" when nothing is recorded. */
  String spanId();

  /** Writes {@code traceparent} (and {@code tracestate}, {@code baggage} when present) so a callee continues this span. */
  void inject(BiConsumer<String, String> header);

  TraceSpan attribute(String key, String value);

  TraceSpan attribute(String key, long value);

  /** Marks the span failed: {@code error.type} and an error status with the message. */
  TraceSpan fail(String errorType, String message);

  void end();
}
