package io.gatehouse.gateway.audit.impl;

import io.gatehouse.gateway.audit.AuditQuery;
import io.gatehouse.gateway.audit.AuditRecord;
import io.gatehouse.gateway.audit.AuditSink;
import io.gatehouse.gateway.store.impl.PgDeadlines;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgConnection;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Records in {@code audit_records}, partitioned by month ({@code PARTITION BY RANGE (at)}): the
 * months around the current one are created ahead, those past retention are dropped whole, which
 * costs nothing like a DELETE. The caller and tool have columns of their own for the filters; the
 * record itself is jsonb.
 *
 * <p>Exactly once: each record's id is unique (with {@code at}, as a partitioned table's unique key
 * must hold its partition key) and a record already stored is skipped, so a batch tried again after
 * a failure or a timeout stores nothing twice, even while the first attempt still commits. A batch
 * that times out is cancelled on the server before the writer tries it again, and the server drops a
 * statement past the timeout by itself too.
 */
public final class PgAuditSink implements AuditSink {

  static final String TABLE = "audit_records";
  private static final Duration TIMEOUT = Duration.ofSeconds(10);
  private static final long CONNECT_MS = 2_000;
  private static final long CANCEL_WAIT_SECONDS = 2;
  private static final long SCHEMA_MINUTES = 10;
  /** Arbitrary constant naming the lock gateways starting together take to create the schema one at a time. */
  private static final long SCHEMA_LOCK = 0x6761746568_02L;
  private static final List<String> SCHEMA = List.of(
    "CREATE TABLE IF NOT EXISTS " + TABLE
      + " (id uuid, at timestamptz NOT NULL, caller text, tool text NOT NULL, record jsonb NOT NULL) PARTITION BY RANGE (at)",
    // a table made before records had ids: older rows keep none, and null ids never conflict
    "ALTER TABLE " + TABLE + " ADD COLUMN IF NOT EXISTS id uuid",
    "CREATE UNIQUE INDEX IF NOT EXISTS " + TABLE + "_id_at ON " + TABLE + " (id, at)",
    "CREATE INDEX IF NOT EXISTS " + TABLE + "_caller_at ON " + TABLE + " (caller, at)");
  private static final String INSERT = "INSERT INTO " + TABLE + " (id, at, caller, tool, record)"
    + " VALUES ($1, $2, $3, $4, $5::text::jsonb) ON CONFLICT (id, at) DO NOTHING";
  private static final String SELECT = "SELECT record FROM " + TABLE
    + " WHERE ($1::text IS NULL OR caller = $1) AND ($2::text IS NULL OR tool = $2) AND at >= $3 AND at < $4"
    + " ORDER BY at LIMIT $5";
  private static final String PARTITIONS = "SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid"
    + " JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = '" + TABLE + "'";

  private final Pool pool;
  private final long timeoutMs;
  private volatile boolean schemaReady;

  public PgAuditSink(Vertx vertx, String uri) {
    this(vertx, uri, TIMEOUT);
  }

  /** A sink whose every statement ends within {@code timeout}, failed and cancelled past it. */
  public PgAuditSink(Vertx vertx, String uri, Duration timeout) {
    this.timeoutMs = timeout.toMillis();
    this.pool = PgBuilder.pool()
      .with(new PoolOptions().setMaxSize(2))
      .with(PgDeadlines.transport(CONNECT_MS, timeoutMs))
      .connectingTo(PgConnectOptions.fromUri(uri).setCachePreparedStatements(true)
        .addProperty("statement_timeout", String.valueOf(timeoutMs)))
      .using(vertx)
      .build();
  }

  @Override
  public void append(List<AuditRecord> records) throws Exception {
    ensureSchema();
    List<Tuple> rows = new ArrayList<>(records.size());
    for (AuditRecord record : records) {
      rows.add(Tuple.of(record.id(), OffsetDateTime.ofInstant(record.at(), ZoneOffset.UTC), record.owner(), record.tool(),
        new String(record.json(), StandardCharsets.UTF_8)));
    }
    Future<SqlConnection> leased = pool.getConnection();
    SqlConnection conn;
    try {
      conn = await(leased);
    } catch (TimeoutException e) {
      // a connection that comes after all goes back to the pool
      leased.onSuccess(SqlConnection::close);
      throw e;
    }
    try {
      await(conn.preparedQuery(INSERT).executeBatch(rows));
    } catch (TimeoutException e) {
      cancel(conn);
      throw e;
    } finally {
      conn.close();
    }
  }

  /** Asks the server to stop the batch still running on {@code conn}; it may not hear (a database not answering). */
  private static void cancel(SqlConnection conn) {
    try {
      PgConnection.cast(conn).cancelRequest().toCompletionStage().toCompletableFuture()
        .get(CANCEL_WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (Exception ignored) {
      // the record ids keep a batch that commits after all from being stored twice
    }
  }

  @Override
  public List<JsonObject> query(AuditQuery query) throws Exception {
    ensureSchema();
    List<JsonObject> found = new ArrayList<>();
    for (Row row : await(pool.preparedQuery(SELECT).execute(Tuple.of(query.key(), query.tool(),
      OffsetDateTime.ofInstant(query.from(), ZoneOffset.UTC), OffsetDateTime.ofInstant(query.to(), ZoneOffset.UTC),
      query.limit())))) {
      Object record = row.getValue(0);
      found.add(record instanceof JsonObject json ? json : new JsonObject(String.valueOf(record)));
    }
    return found;
  }

  @Override
  public void maintain(YearMonth now, int retentionMonths) throws Exception {
    ensureSchema();
    // the month before too: a record of its last second may be stored in the first of this one
    for (int ahead = -1; ahead <= 2; ahead++) {
      YearMonth month = now.plusMonths(ahead);
      await(pool.query("CREATE TABLE IF NOT EXISTS " + partition(month) + " PARTITION OF " + TABLE
        + " FOR VALUES FROM ('" + month.atDay(1) + "') TO ('" + month.plusMonths(1).atDay(1) + "')").execute());
    }
    YearMonth oldestKept = now.minusMonths(retentionMonths);
    for (Row row : await(pool.query(PARTITIONS).execute())) {
      YearMonth month = monthOf(row.getString(0));
      if (month != null && month.isBefore(oldestKept)) {
        await(pool.query("DROP TABLE IF EXISTS " + row.getString(0)).execute());
      }
    }
  }

  private void ensureSchema() throws Exception {
    if (schemaReady) return;
    // indexing a large table made before records had ids takes longer than a batch may; waiting for
    // a lock another holds does not
    pool.withTransaction(conn -> {
      Future<?> done = conn.query("SET LOCAL statement_timeout = 0").execute()
        .compose(r -> conn.query("SET LOCAL lock_timeout = " + timeoutMs).execute())
        .compose(r -> conn.query("SELECT pg_advisory_xact_lock(" + SCHEMA_LOCK + ")").execute());
      for (String sql : SCHEMA) done = done.compose(r -> conn.query(sql).execute());
      return done;
    }).toCompletionStage().toCompletableFuture().get(SCHEMA_MINUTES, TimeUnit.MINUTES);
    schemaReady = true;
  }

  /** {@code audit_records_2026_11}: names the month, and sorts like it. */
  static String partition(YearMonth month) {
    return TABLE + "_" + month.getYear() + "_" + String.format("%02d", month.getMonthValue());
  }

  static YearMonth monthOf(String partition) {
    String prefix = TABLE + "_";
    if (!partition.startsWith(prefix)) return null;
    String[] parts = partition.substring(prefix.length()).split("_");
    try {
      return parts.length == 2 ? YearMonth.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1])) : null;
    } catch (RuntimeException e) {
      return null;
    }
  }

  @Override
  public void close() {
    try {
      await(pool.close());
    } catch (Exception ignored) {
      // closing an unreachable pool: nothing left to keep
    }
  }

  private <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(timeoutMs, TimeUnit.MILLISECONDS);
  }
}
