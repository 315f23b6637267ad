package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.trace.TraceSpan;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** What a backend call knows about the request it serves. */
public interface CallContext {

  /**
   * This request's span: its trace and span ids name the call in traces, logs and audit records;
   * {@link TraceSpan#NONE} (empty ids) when tracing is off.
   */
  default TraceSpan trace() {
    return TraceSpan.NONE;
  }

  /** The JSON-RPC id of the request (String or Number). */
  Object requestId();

  /** The negotiated (legacy) or declared (modern) protocol revision, e.g. "2025-11-25". */
  String protocolVersion();

  /** The client's capabilities as declared at initialize or on this request; never null. */
  JsonObject clientCapabilities();

  /** The caller the credential handler found for the request (or the task's creator), or null on an open server. */
  Principal principal();

  /** Non-null only when the client sent a progressToken. */
  ProgressSink progress();

  /** Always usable; drops messages the client did not ask for. */
  LogSink log();

  /**
   * Whether the client has chosen a log level, so that a log message may reach it; work started
   * without one need not collect any.
   */
  boolean logsWanted();

  /** Completes when the client cancels the request or the request can no longer be answered. */
  Future<Void> cancelled();

  /** Answers to a previous {@link ToolOutcome.InputRequired}, keyed like its input requests; null on a first call. */
  JsonObject inputResponses();

  /** The state handed back from a previous {@link ToolOutcome.InputRequired}, or null. */
  String requestState();

  /** The W3C traceparent of the call: {@code params._meta.traceparent}, else the HTTP header; or null. */
  default String traceparent() {
    return null;
  }

  @FunctionalInterface
  interface ProgressSink {
    /** progress must increase between calls; total and message may be null. */
    void progress(double progress, Double total, String message);
  }

  @FunctionalInterface
  interface LogSink {
    void log(LogLevel level, String logger, Object data);
  }
}
