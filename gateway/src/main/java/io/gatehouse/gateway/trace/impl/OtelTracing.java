package io.gatehouse.gateway.trace.impl;

import io.gatehouse.gateway.trace.TraceSpan;
import io.gatehouse.gateway.trace.Tracing;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.vertx.core.Future;
import io.vertx.core.Promise;

import java.util.Collections;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** Tracing through the OpenTelemetry SDK, configured from the {@code OTEL_*} variables. */
public final class OtelTracing implements Tracing {

  static final String SCOPE = "io.gatehouse.gateway";

  private static final TextMapGetter<Function<String, String>> GETTER = new TextMapGetter<>() {
    @Override
    public Iterable<String> keys(Function<String, String> carrier) {
      return Collections.emptyList();
    }

    @Override
    public String get(Function<String, String> carrier, String key) {
      return carrier == null ? null : carrier.apply(key);
    }
  };

  private final OpenTelemetrySdk sdk;
  private final Tracer tracer;
  private final TextMapPropagator propagator;
  /** Provider spans by the request id their upstream requests carry. */
  private final Map<String, TraceSpan> held = new ConcurrentHashMap<>();

  OtelTracing(OpenTelemetrySdk sdk) {
    this.sdk = sdk;
    this.tracer = sdk.getTracer(SCOPE);
    this.propagator = sdk.getPropagators().getTextMapPropagator();
  }

  /** Whether env asks for traces; see {@link OtelSettings}. */
  public static boolean wanted(Map<String, String> env) {
    return OtelSettings.wanted(env);
  }

  public static Tracing create(Map<String, String> env) {
    return new OtelTracing(OtelSettings.sdk(env));
  }

  @Override
  public boolean on() {
    return true;
  }

  @Override
  public TraceSpan server(String name, Function<String, String> carrier) {
    return start(name, SpanKind.SERVER, propagator.extract(Context.root(), carrier, GETTER));
  }

  @Override
  public TraceSpan internal(String name, TraceSpan parent) {
    return start(name, SpanKind.INTERNAL, contextOf(parent));
  }

  @Override
  public TraceSpan internal(String name, Function<String, String> carrier) {
    return start(name, SpanKind.INTERNAL, propagator.extract(Context.root(), carrier, GETTER));
  }

  @Override
  public TraceSpan client(String name, TraceSpan parent) {
    return start(name, SpanKind.CLIENT, contextOf(parent));
  }

  @Override
  public void hold(String requestId, TraceSpan span) {
    if (requestId != null && span.recording()) held.put(requestId, span);
  }

  @Override
  public void release(String requestId, TraceSpan span) {
    if (requestId != null) held.remove(requestId, span);
  }

  @Override
  public TraceSpan held(String requestId) {
    return requestId == null ? TraceSpan.NONE : held.getOrDefault(requestId, TraceSpan.NONE);
  }

  @Override
  public Future<Void> close() {
    Promise<Void> closed = Promise.promise();
    CompletableResultCode shutdown = sdk.shutdown();
    shutdown.whenComplete(() -> closed.tryComplete());
    return closed.future();
  }

  private TraceSpan start(String name, SpanKind kind, Context parent) {
    Span span = tracer.spanBuilder(name).setParent(parent).setSpanKind(kind).startSpan();
    return new OtelSpan(span, parent.with(span), propagator);
  }

  private static Context contextOf(TraceSpan parent) {
    return parent instanceof OtelSpan span ? span.context() : Context.root();
  }
}
