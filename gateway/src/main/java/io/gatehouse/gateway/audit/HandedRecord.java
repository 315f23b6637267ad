package io.gatehouse.gateway.audit;

/**
 * What an event loop hands the trail's writer: a record it encoded itself, or a call whose answer came
 * from another node, left for the writer to scan and encode.
 */
sealed interface HandedRecord permits AuditRecord, AuditEvent {

  /** The stored record, encoded now by the writer's encoder when it was not yet. */
  AuditRecord record(RecordEncoder writersEncoder);
}
