package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.trace.TraceSpan;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.util.function.Consumer;

/**
 * An invocation as a provider verticle runs it, received over the event bus or made on the caller's
 * event loop; progress and log messages go to the caller's sinks, when it has them.
 */
final class DispatchedInvocation implements Invocation {

  private final String operationId;
  private final JsonObject arguments;
  private final String requestId;
  private final ProviderContext context;
  private final Instant deadline;
  private final Consumer<JsonObject> progressSink;
  private final Consumer<JsonObject> logSink;
  private final JsonObject client;
  private final TraceSpan trace;
  /** On whose behalf this call runs: its nested calls are made for the same caller. */
  private final CallOrigin origin;
  private final Promise<Void> cancelled = Promise.promise();
  /** Numbers this call's nested calls, whose request ids extend this one's. */
  private int nested;

  DispatchedInvocation(String operationId, JsonObject arguments, String requestId, ProviderContext context,
                       Instant deadline, Consumer<JsonObject> progressSink, Consumer<JsonObject> logSink,
                       JsonObject client, TraceSpan trace, CallOrigin origin) {
    this.trace = trace;
    this.origin = origin;
    this.operationId = operationId;
    this.arguments = arguments;
    this.requestId = requestId;
    this.context = context;
    this.deadline = deadline;
    this.progressSink = progressSink;
    this.logSink = logSink;
    this.client = client;
  }

  /** The provider's span of this call ({@link TraceSpan#NONE} when tracing is off). */
  TraceSpan trace() {
    return trace;
  }

  void cancel() {
    cancelled.tryComplete();
  }

  @Override
  public String operationId() {
    return operationId;
  }

  @Override
  public JsonObject arguments() {
    return arguments;
  }

  @Override
  public String requestId() {
    return requestId;
  }

  @Override
  public ProviderContext context() {
    return context;
  }

  /**
   * A nested call is made for this call's caller, through the call gate (the caller's scope, the
   * audit trail as a child of this call), and shares this call's deadline, cancellation and trace (its
   * provider span is a child of this one's); its request id is this one's with a suffix, unique among
   * this call's nested calls, since a provider tells calls in flight apart by request id.
   */
  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    if (!(context instanceof GatewayProviderContext gateway)) return Invocation.super.invoke(providerId, operationId, arguments);
    long remainingMs = Math.max(1, deadline.toEpochMilli() - System.currentTimeMillis());
    CallOptions options = new CallOptions(requestId + "." + ++nested, remainingMs, null, null, null, cancelled.future())
      .traced(trace).from(origin == null ? null : origin.nestedIn(requestId));
    return gateway.invoke(providerId, operationId, arguments, options);
  }

  @Override
  public Instant deadline() {
    return deadline;
  }

  @Override
  public Future<Void> cancelled() {
    return cancelled.future();
  }

  @Override
  public void progress(double progress, Double total, String message) {
    if (progressSink == null || isCancelled()) return;
    JsonObject note = new JsonObject().put("progress", progress);
    if (total != null) note.put("total", total);
    if (message != null) note.put("message", message);
    progressSink.accept(note);
  }

  @Override
  public void log(String level, Object data) {
    if (logSink == null || isCancelled()) return;
    logSink.accept(new JsonObject().put("level", level).put("data", data));
  }

  @Override
  public JsonObject inputResponses() {
    return client == null ? null : client.getJsonObject("responses");
  }

  @Override
  public JsonObject state() {
    return client == null ? null : client.getJsonObject("state");
  }

  @Override
  public JsonObject clientCapabilities() {
    return client == null ? new JsonObject() : client.getJsonObject("capabilities", new JsonObject());
  }
}
