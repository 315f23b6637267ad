package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.testing.TcpProxy;
import io.gatehouse.gateway.testing.TestDatabases;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The partitioned table: months created ahead, months past retention dropped, records read back by
 * filter; a batch tried again, after a timeout too, stored once, and a timed-out batch cancelled.
 */
class PgAuditSinkTest {

  private Vertx vertx;
  private Pool pool;
  private AuditSink sink;
  private String uri;

  @BeforeEach
  void start() {
    uri = TestDatabases.ensure("gatehouse_audit_unit");
    vertx = Vertx.vertx();
    pool = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(uri)).using(vertx).build();
    pool.query("DROP TABLE IF EXISTS audit_records CASCADE").execute().await();
    sink = AuditSink.postgres(vertx, uri);
  }

  @AfterEach
  void stop() {
    sink.close();
    pool.close().await();
    vertx.close().await();
  }

  private List<String> partitions() {
    List<String> names = new ArrayList<>();
    for (Row row : pool.query("SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid"
      + " JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'audit_records' ORDER BY 1").execute().await()) {
      names.add(row.getString(0));
    }
    return names;
  }

  @Test
  void monthsAreCreatedAheadAndDroppedPastRetention() throws Exception {
    sink.maintain(YearMonth.of(2025, 10), 12);
    assertEquals(List.of("audit_records_2025_09", "audit_records_2025_10", "audit_records_2025_11", "audit_records_2025_12"),
      partitions(), "the month before and two ahead");
    sink.maintain(YearMonth.of(2026, 11), 12);
    assertEquals(List.of("audit_records_2025_11", "audit_records_2025_12", "audit_records_2026_10", "audit_records_2026_11",
      "audit_records_2026_12", "audit_records_2027_01"), partitions(), "twelve months before November 2026 are kept");
    sink.maintain(YearMonth.of(2026, 12), 12);
    assertEquals("audit_records_2025_12", partitions().get(0), "November 2025 is past twelve months before December 2026");
  }

  @Test
  void recordsAreReadBackByCallerToolAndTime() throws Exception {
    sink.maintain(YearMonth.of(2026, 11), 12);
    sink.append(StoredRecords.all(
      new JsonObject().put("at", "2026-11-01T10:00:00Z").put("key_id", "key_a").put("tool", "vat_check"),
      new JsonObject().put("at", "2026-11-01T11:00:00Z").put("oauth_subject", "alice").put("tool", "vat_check"),
      new JsonObject().put("at", "2026-11-02T10:00:00Z").put("key_id", "key_a").put("tool", "fred_series")));
    assertEquals(3, sink.query(AuditQuery.of(null, null, null, null, null)).size());
    assertEquals(2, sink.query(AuditQuery.of("key_a", null, null, null, null)).size());
    assertEquals(1, sink.query(AuditQuery.of("oauth:alice", null, null, null, null)).size());
    assertEquals("fred_series", sink.query(AuditQuery.of(null, null, "2026-11-02T00:00:00Z", null, null)).get(0)
      .getString("tool"));
    assertEquals(1, sink.query(AuditQuery.of(null, "vat_check", null, null, "1")).size());
  }

  @Test
  void aBatchTriedAgainIsStoredOnce() throws Exception {
    sink.maintain(YearMonth.of(2026, 11), 12);
    List<AuditRecord> batch = threeRecords();
    sink.append(batch);
    sink.append(batch);
    sink.append(batch.subList(1, 3));
    assertEquals(3, sink.query(AuditQuery.of(null, null, null, null, null)).size());
  }

  @Test
  void aBatchTimedOutIsCancelledOnTheServerBeforeItIsTriedAgain() throws Exception {
    sink.maintain(YearMonth.of(2026, 11), 12);
    AuditSink impatient = AuditSink.postgres(vertx, uri, Duration.ofMillis(500));
    impatient.maintain(YearMonth.of(2026, 11), 12);
    List<AuditRecord> batch = threeRecords();
    // a transaction holding the table makes the batch wait past its timeout
    SqlConnection locker = pool.getConnection().await();
    try {
      locker.query("BEGIN").execute().await();
      locker.query("LOCK TABLE audit_records IN ACCESS EXCLUSIVE MODE").execute().await();
      // the client's timeout or the server's statement timeout, whichever comes first: a busy machine decides
      Exception timedOut = assertThrows(Exception.class, () -> impatient.append(batch));
      assertTrue(timedOut instanceof TimeoutException
        || timedOut.getCause() instanceof PgException pg && "57014".equals(pg.getSqlState()), timedOut.toString());
      assertEquals(0, waitingInserts(), "the timed-out batch no longer runs on the server");
      locker.query("ROLLBACK").execute().await();
    } finally {
      locker.close().await();
    }
    impatient.append(batch);
    assertEquals(3, sink.query(AuditQuery.of(null, null, null, null, null)).size());
    impatient.close();
  }

  @Test
  void aBatchADatabaseStoppedAnsweringIsStoredOnceWhenTriedAgain() throws Exception {
    sink.maintain(YearMonth.of(2026, 11), 12);
    TcpProxy proxy = new TcpProxy(vertx, "127.0.0.1", 5432).start().await();
    AuditSink behind = AuditSink.postgres(vertx, uri.replace(":5432/", ":" + proxy.port() + "/"), Duration.ofMillis(500));
    try {
      behind.append(threeRecords().subList(0, 1));
      List<AuditRecord> batch = threeRecords();
      proxy.blackhole();
      assertThrows(TimeoutException.class, () -> behind.append(batch));
      proxy.restore();
      // what the database gets late may commit before or after the retry: either way once
      await().atMost(Duration.ofSeconds(10)).ignoreExceptions().until(() -> {
        behind.append(batch);
        return true;
      });
      assertEquals(4, sink.query(AuditQuery.of(null, null, null, null, null)).size());
    } finally {
      behind.close();
      proxy.close().await();
    }
  }

  private long waitingInserts() {
    return pool.query("SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query LIKE 'INSERT INTO audit_records%'")
      .execute().await().iterator().next().getLong(0);
  }

  private static List<AuditRecord> threeRecords() {
    return StoredRecords.all(
      new JsonObject().put("at", "2026-11-01T10:00:00Z").put("key_id", "key_a").put("tool", "vat_check"),
      new JsonObject().put("at", "2026-11-01T10:00:00Z").put("key_id", "key_a").put("tool", "vat_check"),
      new JsonObject().put("at", "2026-11-02T10:00:00Z").put("key_id", "key_b").put("tool", "fred_series"));
  }
}
