package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.ProviderException;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.gateway.trace.TraceSpan;
import io.gatehouse.gateway.trace.Tracing;
import io.vertx.core.AsyncResult;
import io.vertx.core.MultiMap;

/**
 * A provider's span per call, as OpenTelemetry's GenAI conventions name a tool's execution:
 * {@code execute_tool {gen_ai.tool.name}}, kind INTERNAL, under the caller's span (carried in the
 * invocation's headers when the call crossed the event bus). While it is open the upstream requests
 * that carry the call's request id continue it.
 */
final class ProviderSpans {

  private final Tracing tracing;
  private final String providerId;
  private final String nodeId;

  ProviderSpans(Tracing tracing, String providerId, String nodeId) {
    this.tracing = tracing;
    this.providerId = providerId;
    this.nodeId = nodeId;
  }

  /** For a call received over the event bus. */
  TraceSpan start(OperationSpec op, String requestId, MultiMap headers) {
    if (!tracing.on()) return TraceSpan.NONE;
    return opened(tracing.internal(name(op), headers::get), op, requestId);
  }

  /** For a call made on the caller's own event loop. */
  TraceSpan start(OperationSpec op, String requestId, TraceSpan parent) {
    if (!tracing.on()) return TraceSpan.NONE;
    return opened(tracing.internal(name(op), parent), op, requestId);
  }

  void end(TraceSpan span, String requestId, AsyncResult<?> outcome) {
    if (!span.recording()) return;
    tracing.release(requestId, span);
    if (outcome.failed()) {
      Throwable cause = outcome.cause();
      span.fail(cause instanceof ProviderException e ? e.failure().slug() : cause.getClass().getName(), cause.getMessage());
    }
    span.end();
  }

  private TraceSpan opened(TraceSpan span, OperationSpec op, String requestId) {
    span.attribute("gen_ai.operation.name", "execute_tool")
      .attribute("gen_ai.tool.name", toolName(op))
      .attribute("gatehouse.provider", providerId)
      .attribute("gatehouse.operation", op.id())
      .attribute("gatehouse.node.id", nodeId)
      .attribute("gatehouse.request.id", requestId);
    tracing.hold(requestId, span);
    return span;
  }

  private String name(OperationSpec op) {
    return "execute_tool " + toolName(op);
  }

  private String toolName(OperationSpec op) {
    return providerId + "_" + op.id();
  }
}
