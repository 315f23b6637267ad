package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.dispatch.AnswerFacts;
import io.vertx.core.buffer.Buffer;

/**
 * A finished call: what the stored record is encoded from ({@link RecordEncoder}).
 *
 * @param answerBytes an answer from another node, scanned for its facts on the writer's thread; null when they are known
 * @param facts       the answer's sources, verdict and reasons as they came beside it, or null for answerBytes
 */
public record AuditEvent(AuditedCall call, long latencyNanos, String outcome, Buffer answerBytes, AnswerFacts facts)
  implements HandedRecord {

  @Override
  public AuditRecord record(RecordEncoder writersEncoder) {
    return writersEncoder.encode(this);
  }

  AnswerFacts answerFacts() {
    return facts != null ? facts : answerBytes != null ? AnswerFacts.scan(answerBytes) : AnswerFacts.NONE;
  }
}
