package io.gatehouse.gateway.dispatch;

import io.gatehouse.gateway.caller.CallOrigin;
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
 * @param trace        the span of the request this call serves: the parent of the provider's span, and
 *                     the trace and span ids that name the call in logs and audit records; never null
 * @param origin       on whose behalf the call runs; travels to the provider, whose nested calls are made
 *                     for the same caller; null for a provider's call outside any call
 */
public record CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                          JsonObject client, Future<Void> cancellation, TraceSpan trace, CallOrigin origin) {

  public CallOptions {
    if (trace == null) trace = TraceSpan.NONE;
  }

  public CallOptions(String requestId, long timeoutMs, Consumer<JsonObject> progress, Consumer<JsonObject> log,
                     JsonObject client, Future<Void> cancellation) {
    this(requestId, timeoutMs, progress, log, client, cancellation, TraceSpan.NONE, null);
  }

  public static CallOptions of(String requestId) {
    return new CallOptions(requestId, 0, null, null, null, null);
  }

  /** These options under the span of the request they serve. */
  public CallOptions traced(TraceSpan span) {
    return span == trace ? this
      : new CallOptions(requestId, timeoutMs, progress, log, client, cancellation, span, origin);
  }

  /** These options for a call made on behalf of {@code originOrNull}. */
  public CallOptions from(CallOrigin originOrNull) {
    return new CallOptions(requestId, timeoutMs, progress, log, client, cancellation, trace, originOrNull);
  }

  /** These options under another request id. */
  public CallOptions withRequestId(String id) {
    return id.equals(requestId) ? this
      : new CallOptions(id, timeoutMs, progress, log, client, cancellation, trace, origin);
  }
}
