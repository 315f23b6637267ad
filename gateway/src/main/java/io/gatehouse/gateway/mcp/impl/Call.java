package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.LogLevel;
import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.trace.McpSpans;
import io.gatehouse.gateway.trace.TraceLog;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One JSON-RPC request being served. It is also the context (and the progress
 * and log sinks) handed to the backend, so a call costs one object.
 */
final class Call extends RequestContext implements CallContext.ProgressSink, CallContext.LogSink {

  private static final Logger LOG = LoggerFactory.getLogger(Call.class);
  private static final JsonObject NO_CAPABILITIES = new JsonObject();
  private static final JsonObject NO_ARGUMENTS = new JsonObject();

  final Object id;
  final String idJson;
  final String method;
  final JsonObject params;
  final Revision rev;
  final Session session;
  final Results results;
  private final Exchange exchange;
  private final Principal principal;
  private final Object progressToken;
  private final LogLevel requestLogLevel;
  private Promise<Void> cancel;
  private boolean done;
  private boolean cancelled;

  Call(Exchange exchange, Results results, Object id, String method, JsonObject params, Revision rev,
       Session session, Principal principal, JsonObject clientCapabilities, LogLevel requestLogLevel,
       String headerTraceparent) {
    super(clientCapabilities == null ? NO_CAPABILITIES : clientCapabilities, traceparentOf(params, headerTraceparent),
      params.getValue("inputResponses") instanceof JsonObject responses ? responses : null,
      params.getValue("requestState") instanceof String state ? state : null);
    this.exchange = exchange;
    this.results = results;
    this.id = id;
    this.idJson = JsonRpc.encodeId(id);
    this.method = method;
    this.params = params;
    this.rev = rev;
    this.session = session;
    this.principal = principal;
    this.requestLogLevel = requestLogLevel;
    JsonObject meta = params.getJsonObject("_meta");
    this.progressToken = meta == null ? null : meta.getValue("progressToken");
    if (session != null) {
      session.inFlight.put(idJson, this);
    }
  }

  private static String traceparentOf(JsonObject params, String headerTraceparent) {
    JsonObject meta = params.getJsonObject("_meta");
    return meta != null && meta.getValue("traceparent") instanceof String t ? t : headerTraceparent;
  }

  @Override
  public Object requestId() {
    return id;
  }

  @Override
  public String protocolVersion() {
    return rev.wire;
  }

  @Override
  public Principal principal() {
    return principal;
  }

  /** The params' string member {@code key}; else the call fails ("{what} must be a string") and this is null. */
  String stringParam(String key, String what) {
    if (params.getValue(key) instanceof String value) {
      return value;
    }
    fail(JsonRpc.INVALID_PARAMS, what + " must be a string", null);
    return null;
  }

  /** The params' arguments, empty when absent; else the call fails ("{of} arguments must be an object") and this is null. */
  JsonObject argumentsParam(String of) {
    Object args = params.getValue("arguments");
    if (args == null) {
      return NO_ARGUMENTS;
    }
    if (args instanceof JsonObject arguments) {
      return arguments;
    }
    fail(JsonRpc.INVALID_PARAMS, of + " arguments must be an object", null);
    return null;
  }

  /** The caller's identity as sessions and tasks keep it. */
  JsonObject owner() {
    return Principal.json(principal);
  }

  @Override
  public ProgressSink progress() {
    return progressToken == null ? null : this;
  }

  @Override
  public LogSink log() {
    return this;
  }

  @Override
  public boolean logsWanted() {
    return (session != null ? session.logLevel : requestLogLevel) != null;
  }

  @Override
  public synchronized Future<Void> cancelled() {
    if (cancel == null) {
      cancel = Promise.promise();
      if (cancelled) {
        cancel.tryComplete();
      }
    }
    return cancel.future();
  }

  @Override
  public void progress(double progress, Double total, String message) {
    JsonObject p = new JsonObject().put("progressToken", progressToken).put("progress", progress);
    if (total != null) {
      p.put("total", total);
    }
    if (message != null) {
      p.put("message", message);
    }
    emit(WireWriter.notification("notifications/progress", p));
  }

  @Override
  public void log(LogLevel level, String logger, Object data) {
    LogLevel min = session != null ? session.logLevel : requestLogLevel;
    if (min == null || level.compareTo(min) < 0) {
      return;
    }
    JsonObject p = new JsonObject().put("level", level.wire());
    if (logger != null) {
      p.put("logger", logger);
    }
    emit(WireWriter.notification("notifications/message", p.put("data", data)));
  }

  /** Sends something ahead of the result; false when the exchange cannot stream. */
  boolean emit(Buffer json) {
    synchronized (this) {
      if (done) {
        return false;
      }
    }
    return exchange.emit(json);
  }

  boolean canStream() {
    return exchange.canStream();
  }

  void keepAlive() {
    exchange.keepAlive();
  }

  void ok(JsonObject result) {
    finish(WireWriter.close(results.write(WireWriter.open(idJson, 256), result, rev)), 200);
  }

  /** A result already shaped and encoded for this revision. */
  void okEncoded(Buffer resultJson) {
    finish(WireWriter.response(idJson, resultJson), 200);
  }

  /** This call's response up to its result, for a result written in place; see {@link #okOpened}. */
  Buffer openResult(int resultSize) {
    return WireWriter.open(idJson, resultSize);
  }

  /** Sends a response begun with {@link #openResult} once its result is written. */
  void okOpened(Buffer opened) {
    finish(WireWriter.close(opened), 200);
  }

  void fail(int code, String message, Object data) {
    if (trace().recording()) McpSpans.failed(trace(), code, message);
    finish(WireWriter.error(idJson, code, message, data), rev.modern() ? Results.statusOf(code) : 200);
  }

  /** Backend failures: its McpExceptions pass through, anything else is logged and hidden. */
  void fail(Throwable t) {
    if (t instanceof McpException e && e.challenge() != null) {
      if (trace().recording()) McpSpans.failed(trace(), e.code(), e.getMessage());
      finish(WireWriter.error(idJson, e.code(), e.getMessage(), e.data()), 403, e.challenge());
    } else if (t instanceof McpException e) {
      fail(e.code(), e.getMessage(), e.data());
    } else {
      try (TraceLog ignored = TraceLog.of(trace())) {
        LOG.warn("MCP {} failed", method, t);
      }
      fail(JsonRpc.INTERNAL_ERROR, "Internal error", null);
    }
  }

  /** The client cancelled: stop the work and send no response. */
  void cancelByClient() {
    if (markDone()) {
      exchange.drop();
    }
  }

  /** The request can no longer be answered (session ended, modern stream closed). */
  void abandon() {
    if (markDone()) {
      exchange.drop();
    }
  }

  private boolean markDone() {
    Promise<Void> c;
    synchronized (this) {
      if (done) {
        return false;
      }
      done = true;
      cancelled = true;
      c = cancel;
    }
    untrack();
    trace().attribute("error.type", "cancelled").end();
    if (c != null) {
      c.tryComplete();
    }
    return true;
  }

  private void finish(Buffer json, int status) {
    finish(json, status, null);
  }

  private void finish(Buffer json, int status, String challengeOrNull) {
    synchronized (this) {
      if (done) {
        return;
      }
      done = true;
    }
    untrack();
    exchange.reply(idJson, json, status, challengeOrNull);
    trace().end();
  }

  private void untrack() {
    if (session != null) {
      session.inFlight.remove(idJson, this);
    }
  }
}
