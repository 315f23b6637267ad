package io.gatehouse.gateway.audit;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.dispatch.Answer;
import io.gatehouse.gateway.dispatch.CallObserver;
import io.gatehouse.gateway.store.StoreUnavailableException;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

/**
 * One call being audited: what is known when it starts, completed with how it ended. It only keeps
 * references on the event loop; digesting, encoding and scanning the answer happen on the writer's thread.
 */
final class CallAudit implements CallObserver {

  private final CallAudits audits;
  private final CallerIdentity caller;
  private final String tool;
  private final String route;
  private final JsonObject arguments;
  private final String requestId;
  private final TraceContext trace;
  private final long atMillis = System.currentTimeMillis();
  private final long startNanos = System.nanoTime();

  CallAudit(CallAudits audits, CallerIdentity caller, String tool, String route, JsonObject arguments,
            String requestId, TraceContext trace) {
    this.audits = audits;
    this.caller = caller;
    this.tool = tool;
    this.route = route;
    this.arguments = arguments;
    this.requestId = requestId;
    this.trace = trace;
  }

  @Override
  public void finished(Answer answer, Throwable failure) {
    long latency = System.nanoTime() - startNanos;
    String outcome = failure == null ? "ok" : outcomeOf(failure);
    audits.counted(caller.plan(), outcome);
    if (!audits.log().enabled()) return;
    Buffer bytes = answer == null ? null : answer.encodedOrNull();
    // an answer built as an object is read now, before the protocol layer changes it
    AnswerFacts facts = answer == null ? AnswerFacts.NONE : bytes == null ? AnswerFacts.of(answer.json()) : null;
    audits.log().offer(new AuditEvent(atMillis, audits.server(), caller, tool, route, arguments, requestId, trace,
      latency, outcome, bytes, facts));
  }

  /** The failure's stable type, as problem responses and MCP error data name it. */
  static String outcomeOf(Throwable failure) {
    if (failure instanceof ProviderException e) return e.failure().slug();
    if (StoreUnavailableException.in(failure) != null) return "store-unavailable";
    return "internal";
  }
}
