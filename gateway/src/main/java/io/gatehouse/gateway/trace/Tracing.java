package io.gatehouse.gateway.trace;

import io.gatehouse.gateway.trace.impl.OtelTracing;

import io.vertx.core.Future;

import java.util.Map;
import java.util.function.Function;

/**
 * The gateway's traces: spans are opened through this facade, which is {@link #off()} unless the
 * operator sets {@code OTEL_TRACES_EXPORTER} or an {@code OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT}. Span
 * contexts travel explicitly on the call objects (call options, invocation headers on the event bus,
 * request ids), never in thread-locals, since one event loop serves many calls at once.
 */
public interface Tracing {

  /** Tracing off: no tracer, no exporter; every span is {@link TraceSpan#NONE}. */
  static Tracing off() {
    return NoTracing.INSTANCE;
  }

  /** OpenTelemetry configured by the standard {@code OTEL_*} variables of env, or {@link #off()} when none asks for traces. */
  static Tracing fromEnvironment(Map<String, String> env) {
    return OtelTracing.wanted(env) ? OtelTracing.create(env) : off();
  }

  /** False when off: callers test it before they compute span names or attributes. */
  boolean on();

  /**
   * A span serving a request from outside (kind SERVER), continuing the W3C context that carrier
   * yields for {@code traceparent}, {@code tracestate} and {@code baggage}; a new trace without one.
   */
  TraceSpan server(String name, Function<String, String> carrier);

  /** Work inside the gateway (kind INTERNAL) under a span of this process. */
  TraceSpan internal(String name, TraceSpan parent);

  /** Work inside the gateway (kind INTERNAL) continuing a context carried in headers, as over the event bus. */
  TraceSpan internal(String name, Function<String, String> carrier);

  /** A request this gateway makes (kind CLIENT). */
  TraceSpan client(String name, TraceSpan parent);

  /**
   * Makes span the one that upstream requests carrying requestId continue, until {@link #release};
   * providers pass their invocation's request id to every upstream request they make.
   */
  void hold(String requestId, TraceSpan span);

  void release(String requestId, TraceSpan span);

  /** The span held for requestId, or {@link TraceSpan#NONE}. */
  TraceSpan held(String requestId);

  /** Exports what is still buffered and stops, without blocking the caller. */
  Future<Void> close();
}
