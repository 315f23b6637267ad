package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.trace.TraceSpan;

/**
 * The trace a call belongs to: the request's span while tracing is on, else the caller's W3C
 * {@code traceparent} ({@code 00-<32 hex>-<16 hex>-<2 hex>}). The one place that tells a record's trace.
 */
public record TraceContext(String traceId, String spanId) {

  public static final String HEADER = "traceparent";
  private static final TraceContext NONE = new TraceContext(null, null);

  /** The recorded span's ids, else those of the traceparent. */
  public static TraceContext of(TraceSpan span, String traceparent) {
    return span.recording() ? new TraceContext(span.traceId(), span.spanId()) : fromTraceparent(traceparent);
  }

  /** The ids of a well-formed traceparent, or none (never a failure: a bad header is the client's). */
  public static TraceContext fromTraceparent(String traceparent) {
    if (traceparent == null || traceparent.length() < 55) return NONE;
    String[] parts = traceparent.trim().split("-");
    if (parts.length < 4 || parts[1].length() != 32 || parts[2].length() != 16
      || !hex(parts[1]) || !hex(parts[2]) || parts[1].chars().allMatch(c -> c == '0')) {
      return NONE;
    }
    return new TraceContext(parts[1], parts[2]);
  }

  private static boolean hex(String s) {
    return s.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
  }
}
