package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.audit.impl.EmbeddedAuditSink;
import io.gatehouse.gateway.audit.impl.PgAuditSink;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.time.Duration;
import java.time.YearMonth;
import java.util.List;

/** Where records are kept. Every method blocks: the writer's thread and workers call them, never an event loop. */
public interface AuditSink {

  /** Monthly framed files in {@code dir}, beside the embedded key store. */
  static AuditSink embedded(Path dir) {
    return new EmbeddedAuditSink(dir);
  }

  /** A table partitioned by month, each statement cancelled and failed past ten seconds. */
  static AuditSink postgres(Vertx vertx, String uri) {
    return new PgAuditSink(vertx, uri);
  }

  /** A table partitioned by month, each statement cancelled and failed past {@code timeout}. */
  static AuditSink postgres(Vertx vertx, String uri, Duration timeout) {
    return new PgAuditSink(vertx, uri, timeout);
  }

  /** Appends the records, all or none durable to a kill of the process once this returns. */
  void append(List<AuditRecord> records) throws Exception;

  /** Matching records, oldest first, at most the query's limit. */
  List<JsonObject> query(AuditQuery query) throws Exception;

  /** Prepares the months to come and drops those older than {@code retentionMonths} before {@code now}. */
  void maintain(YearMonth now, int retentionMonths) throws Exception;

  void close();
}
