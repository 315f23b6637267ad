package io.gatehouse.gateway.audit;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.dispatch.Answer;
import io.gatehouse.gateway.dispatch.AnswerFacts;
import io.gatehouse.gateway.store.StoreUnavailableException;
import io.gatehouse.gateway.trace.TraceSpan;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

/**
 * One call being audited: what is known when it starts, completed once with how it ended. The
 * answer's sources, verdict and reasons come beside it from the provider; the trail encodes the record.
 */
public final class CallAudit {

  private final CallAudits audits;
  private final CallOrigin origin;
  private final String tool;
  private final String route;
  private final String requestId;
  private final TraceSpan span;
  private final String traceparent;
  private final long atMillis = System.currentTimeMillis();
  private final long startNanos = System.nanoTime();

  CallAudit(CallAudits audits, CallOrigin origin, String tool, String route, String requestId, TraceSpan span,
            String traceparent) {
    this.audits = audits;
    this.origin = origin;
    this.tool = tool;
    this.route = route;
    this.requestId = requestId;
    this.span = span;
    this.traceparent = traceparent;
  }

  /**
   * How the call ended: exactly one of answer and failure is set; arguments are null when the call was
   * refused before they were read.
   */
  public void finish(JsonObject argumentsOrNull, Answer answer, Throwable failure) {
    long latency = System.nanoTime() - startNanos;
    String outcome = failure == null ? "ok" : outcomeOf(failure);
    CallerIdentity caller = CallerIdentity.of(origin == null ? null : origin.principal());
    boolean nested = origin != null && origin.nested();
    if (!nested) audits.counted(caller.plan(), outcome);
    if (!audits.log().enabled()) return;
    AnswerFacts facts = answer == null ? AnswerFacts.NONE : answer.factsOrNull();
    Buffer bytes = facts == null ? answer.encodedOrNull() : null;
    // an answer built as an object is read now, before the protocol layer changes it
    if (facts == null && bytes == null) facts = AnswerFacts.of(answer.json());
    AuditedCall call = new AuditedCall(atMillis, origin == null ? null : origin.server(), caller, tool, route,
      argumentsOrNull, requestId, nested ? origin.parentRequestId() : null, TraceContext.of(span, traceparent));
    audits.log().offer(new AuditEvent(call, latency, outcome, bytes, facts));
  }

  /** The failure's stable type, as problem responses and MCP error data name it. */
  static String outcomeOf(Throwable failure) {
    if (failure instanceof ProviderException e) return e.failure().slug();
    if (StoreUnavailableException.in(failure) != null) return "store-unavailable";
    return "internal";
  }
}
