package io.gatehouse.gateway.dispatch;

import io.gatehouse.gateway.trace.TraceSpan;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.function.Consumer;

/**
 * How one call is made.
 *
 * @param requestId    carried into logs and to the provider
 * @param timeoutMs    how long to wait, or 0 for the operation's own timeout
 * @param progress     receives {progress, total, message} notifications, or null
 * @param log          receives {level, data} log messages, or null
 * @param client       what an MCP client brings, {capabilities, responses?, state?}, or null
 * @param cancellation completes when the caller cancels, or null
 * @param charge       what the call costs its caller, or null for a call that costs nothing
 * @param trace        the span of the request this call serves: the parent of the provider's span, and
 *                     the trace and span ids that name the call in logs and audit records; never null
 * @param observer     hears how the call ended (the audit trail), or null
 */
public record CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                          JsonObject client, Future<Void> cancellation, CallCharge charge, TraceSpan trace,
                          CallObserver observer) {

  public CallOptions {
    if (trace == null) trace = TraceSpan.NONE;
  }

  public CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                     JsonObject client, Future<Void> cancellation, CallCharge charge) {
    this(requestId, timeoutMs, progress, log, client, cancellation, charge, TraceSpan.NONE, null);
  }

  /** A call that costs nothing: provider-to-provider calls, open servers. */
  public CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                     JsonObject client, Future<Void> cancellation) {
    this(requestId, timeoutMs, progress, log, client, cancellation, null, TraceSpan.NONE, null);
  }

  public static CallOptions of(String requestId) {
    return new CallOptions(requestId, 0, null, null, null, null);
  }

  /** These options with a charge (null: none). */
  public CallOptions charging(CallCharge chargeOrNull) {
    return new CallOptions(requestId, timeoutMs, progress, log, client, cancellation, chargeOrNull, trace, observer);
  }

  /** These options under the span of the request they serve. */
  public CallOptions traced(TraceSpan span) {
    return span == trace ? this
      : new CallOptions(requestId, timeoutMs, progress, log, client, cancellation, charge, span, observer);
  }

  /** These options with an observer of the call's end (null: none). */
  public CallOptions observedBy(CallObserver observerOrNull) {
    return new CallOptions(requestId, timeoutMs, progress, log, client, cancellation, charge, trace, observerOrNull);
  }
}
