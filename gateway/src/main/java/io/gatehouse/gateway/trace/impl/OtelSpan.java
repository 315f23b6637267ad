package io.gatehouse.gateway.trace.impl;

import io.gatehouse.gateway.trace.TraceSpan;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapPropagator;

import java.util.function.BiConsumer;

/** A recorded span and the context (with its baggage) that its callees continue. */
final class OtelSpan implements TraceSpan {

  private final Span span;
  private final Context context;
  private final TextMapPropagator propagator;

  OtelSpan(Span span, Context context, TextMapPropagator propagator) {
    this.span = span;
    this.context = context;
    this.propagator = propagator;
  }

  Context context() {
    return context;
  }

  @Override
  public boolean recording() {
    return true;
  }

  @Override
  public String traceId() {
    return span.getSpanContext().getTraceId();
  }

  @Override
  public String spanId() {
    return span.getSpanContext().getSpanId();
  }

  @Override
  public void inject(BiConsumer<String, String> header) {
    propagator.inject(context, header, (carrier, key, value) -> carrier.accept(key, value));
  }

  @Override
  public TraceSpan attribute(String key, String value) {
    if (value != null) span.setAttribute(key, value);
    return this;
  }

  @Override
  public TraceSpan attribute(String key, long value) {
    span.setAttribute(key, value);
    return this;
  }

  @Override
  public TraceSpan fail(String errorType, String message) {
    span.setAttribute("error.type", errorType);
    span.setStatus(StatusCode.ERROR, message == null ? "" : message);
    return this;
  }

  @Override
  public void end() {
    span.end();
  }
}
