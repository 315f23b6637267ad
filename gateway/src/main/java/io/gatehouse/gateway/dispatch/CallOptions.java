package io.gatehouse.gateway.dispatch;

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
 * @param observer     hears how the call ended (the audit trail), or null
 */
public record CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                          JsonObject client, Future<Void> cancellation, CallCharge charge, CallObserver observer) {

  public CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                     JsonObject client, Future<Void> cancellation, CallCharge charge) {
    this(requestId, timeoutMs, progress, log, client, cancellation, charge, null);
  }

  /** A call that costs nothing: provider-to-provider calls, open servers. */
  public CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                     JsonObject client, Future<Void> cancellation) {
    this(requestId, timeoutMs, progress, log, client, cancellation, null, null);
  }

  public static CallOptions of(String requestId) {
    return new CallOptions(requestId, 0, null, null, null, null);
  }

  /** These options with a charge (null: none). */
  public CallOptions charging(CallCharge chargeOrNull) {
    return new CallOptions(requestId, timeoutMs, progress, log, client, cancellation, chargeOrNull, observer);
  }

  /** These options with an observer of the call's end (null: none). */
  public CallOptions observedBy(CallObserver observerOrNull) {
    return new CallOptions(requestId, timeoutMs, progress, log, client, cancellation, charge, observerOrNull);
  }
}
