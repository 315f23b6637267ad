package io.gatehouse.gateway.audit;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;

/**
 * A record as stored: its JSON text, and what stores file it by without reading it.
 *
 * @param atMillis when the call started (the record's {@code at})
 * @param owner    the caller's {@link CallerIdentity#ownerId()}, or null
 */
public record AuditRecord(long atMillis, String owner, String tool, byte[] json) {

  public Instant at() {
    return Instant.ofEpochMilli(atMillis);
  }

  public YearMonth month() {
    return YearMonth.from(at().atZone(ZoneOffset.UTC));
  }
}
