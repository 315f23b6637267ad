package io.gatehouse.gateway.trace;

import org.slf4j.MDC;

/**
 * Puts a span's ids in the logging context ({@code trace_id}, {@code span_id}) for the lines logged
 * inside a try-with-resources block. Event loops interleave calls, so the ids are set around a line
 * and removed right after, never left on the thread.
 */
public final class TraceLog implements AutoCloseable {

  public static final String TRACE_ID = "trace_id";
  public static final String SPAN_ID = "span_id";

  private static final TraceLog NOTHING = new TraceLog(false);

  private final boolean set;

  private TraceLog(boolean set) {
    this.set = set;
  }

  public static TraceLog of(TraceSpan span) {
    if (span == null || !span.recording()) return NOTHING;
    MDC.put(TRACE_ID, span.traceId());
    MDC.put(SPAN_ID, span.spanId());
    return new TraceLog(true);
  }

  @Override
  public void close() {
    if (!set) return;
    MDC.remove(TRACE_ID);
    MDC.remove(SPAN_ID);
  }
}
