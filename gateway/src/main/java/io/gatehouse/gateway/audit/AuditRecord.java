package io.gatehouse.gateway.audit;

import java.time.Instant;
import java.util.UUID;

/**
 * A record as stored: its JSON text, and what stores file it by without reading it.
 *
 * @param id       given once when the record is built, kept through the writer's retries: a store keeps
 *                 one record per id, so a batch tried again stores nothing twice (a request id would
 *                 not do: a client may send the same one with several requests)
 * @param atMillis when the call started (the record's {@code at})
 * @param owner    the caller's {@link CallerIdentity#ownerId()}, or null
 */
public record AuditRecord(UUID id, long atMillis, String owner, String tool, byte[] json) implements HandedRecord {

  @Override
  public AuditRecord record(RecordEncoder writersEncoder) {
    return this;
  }

  public Instant at() {
    return Instant.ofEpochMilli(atMillis);
  }
}
