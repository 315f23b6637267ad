package io.gatehouse.gateway.trace;

import io.vertx.core.Future;

import java.util.function.Function;

/** Tracing off. */
final class NoTracing implements Tracing {

  static final NoTracing INSTANCE = new NoTracing();

  private NoTracing() {
  }

  @Override
  public boolean on() {
    return false;
  }

  @Override
  public TraceSpan server(String name, Function<String, String> carrier) {
    return TraceSpan.NONE;
  }

  @Override
  public TraceSpan internal(String name, TraceSpan parent) {
    return TraceSpan.NONE;
  }

  @Override
  public TraceSpan internal(String name, Function<String, String> carrier) {
    return TraceSpan.NONE;
  }

  @Override
  public TraceSpan client(String name, TraceSpan parent) {
    return TraceSpan.NONE;
  }

  @Override
  public void hold(String requestId, TraceSpan span) {
  }

  @Override
  public void release(String requestId, TraceSpan span) {
  }

  @Override
  public TraceSpan held(String requestId) {
    return TraceSpan.NONE;
  }

  @Override
  public Future<Void> close() {
    return Future.succeededFuture();
  }
}
