package io.gatehouse.gateway.audit;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.dispatch.Answer;
import io.gatehouse.gateway.dispatch.AnswerFacts;
import io.gatehouse.gateway.dispatch.CallObserver;
import io.gatehouse.gateway.store.StoreUnavailableException;
import io.vertx.core.buffer.Buffer;

/**
 * One call being audited: what is known when it starts, completed with how it ended. It only keeps
 * references on the event loop: the answer's sources, verdict and reasons come beside it from the
 * provider; digesting and encoding happen on the writer's thread.
 */
final class CallAudit implements CallObserver {

  private final CallAudits audits;
  private final AuditedCall call;
  private final long startNanos = System.nanoTime();

  CallAudit(CallAudits audits, AuditedCall call) {
    this.audits = audits;
    this.call = call;
  }

  @Override
  public void finished(Answer answer, Throwable failure) {
    long latency = System.nanoTime() - startNanos;
    String outcome = failure == null ? "ok" : outcomeOf(failure);
    audits.counted(call.caller().plan(), outcome);
    if (!audits.log().enabled()) return;
    AnswerFacts facts = answer == null ? AnswerFacts.NONE : answer.factsOrNull();
    Buffer bytes = facts == null ? answer.encodedOrNull() : null;
    // an answer built as an object is read now, before the protocol layer changes it
    if (facts == null && bytes == null) facts = AnswerFacts.of(answer.json());
    audits.log().offer(new AuditEvent(call, latency, outcome, bytes, facts));
  }

  /** The failure's stable type, as problem responses and MCP error data name it. */
  static String outcomeOf(Throwable failure) {
    if (failure instanceof ProviderException e) return e.failure().slug();
    if (StoreUnavailableException.in(failure) != null) return "store-unavailable";
    return "internal";
  }
}
