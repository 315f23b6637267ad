package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.ConnectRetry;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.store.OAuthGrant;
import io.gatehouse.gateway.store.OutageBounds;
import io.gatehouse.gateway.store.StoreUnavailableException;
import io.gatehouse.gateway.store.UsageCount;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.core.Handler;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.pubsub.PgSubscriber;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keys and usage in PostgreSQL, through a pool and prepared (cached) statements. Every operation,
 * waiting for a pooled connection included, ends within the bounds' query timeout as an outage; the
 * server drops a statement past it too ({@code statement_timeout}), and a connection a statement
 * left stranded (a database that stopped answering) is closed once idle for five query timeouts, so
 * the pool heals when the database answers again.
 */
public final class PgKeyStore implements KeyStore {

  private static final String COLUMNS = "id, product, key_hash, fingerprint, email, name, plan, "
    + "created_at, revoked_at, expires_at, replaced_by, scope";
  private static final String INSERT = "INSERT INTO api_keys (" + COLUMNS + ") "
    + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";

  /** Revocations, rotations, scope and plan changes are announced here, so every gateway on the database drops the key at once. */
  static final String CHANGES_CHANNEL = "gatehouse_key_changes";

  private static final Logger LOG = LoggerFactory.getLogger(PgKeyStore.class);
  private static final long MIGRATION_MS = 60_000;

  private final Pool pool;
  private final PgSubscriber subscriber;
  /** The URI without its password, for messages. */
  private final String where;
  private final long queryMs;
  private final PgOAuth oauth;

  private PgKeyStore(Pool pool, PgSubscriber subscriber, String where, long queryMs) {
    this.pool = pool;
    this.oauth = new PgOAuth(pool);
    this.subscriber = subscriber;
    this.where = where;
    this.queryMs = queryMs;
  }

  /** Migrates the schema, waiting for the database as {@code retry} says, then listens for key changes. */
  public static Future<KeyStore> open(Vertx vertx, String uri, ConnectRetry retry, OutageBounds bounds) {
    String where = PgOutages.redact(uri);
    LOG.info("Key store: PostgreSQL at {}", where);
    long queryMs = bounds.query().toMillis();
    PgConnectOptions connect = PgConnectOptions.fromUri(uri).setCachePreparedStatements(true)
      .addProperty("statement_timeout", String.valueOf(queryMs));
    Pool pool = PgBuilder.pool()
      // the operation's own deadline comes first and says so; the pool lets the waiter go a little later
      .with(new PoolOptions().setMaxSize(8).setConnectionTimeout((int) (2 * queryMs))
        .setConnectionTimeoutUnit(TimeUnit.MILLISECONDS))
      .with(PgDeadlines.transport(bounds))
      .connectingTo(connect)
      .using(vertx)
      .build();
    PgSubscriber subscriber = PgSubscriber.subscriber(vertx, connect).reconnectPolicy(attempts -> 1000L);
    return migrate(vertx, pool, where, retry, 1, queryMs)
      .compose(v -> PgDeadlines.bounded(subscriber.connect(), queryMs))
      .<KeyStore>map(v -> new PgKeyStore(pool, subscriber, where, queryMs))
      .onFailure(e -> {
        subscriber.close();
        pool.close();
      });
  }

  /** The migrations, tried again while the database cannot be reached; a refused statement fails at once. */
  private static Future<Void> migrate(Vertx vertx, Pool pool, String where, ConnectRetry retry, int attempt,
                                      long queryMs) {
    // the migrations may wait for another gateway's, and a migration of a large table takes its time
    return PgDeadlines.bounded(PgMigrations.run(pool), Math.max(MIGRATION_MS, 5 * queryMs)).recover(e -> {
      if (!PgOutages.isOutage(e)) {
        return Future.failedFuture(new IllegalStateException("The key store PostgreSQL at " + where
          + " refused the start: " + PgOutages.describe(e), e));
      }
      if (attempt >= retry.attempts()) {
        return Future.failedFuture(new StoreUnavailableException("The key store PostgreSQL at " + where
          + " could not be reached in " + attempt + " attempts: " + PgOutages.describe(e), e));
      }
      long delay = retry.delayMs(attempt);
      LOG.warn("Key store PostgreSQL at {} not reachable (attempt {} of {}): {}; trying again in {} ms", where,
        attempt, retry.attempts(), PgOutages.describe(e), delay);
      return vertx.timer(delay).compose(t -> migrate(vertx, pool, where, retry, attempt + 1, queryMs));
    });
  }

  @Override
  public Future<Void> insert(KeyRecord key) {
    return bounded(pool.preparedQuery(INSERT).execute(tuple(key)).mapEmpty());
  }

  @Override
  public Future<KeyRecord> findByHash(String hash) {
    return one("SELECT " + COLUMNS + " FROM api_keys WHERE key_hash = $1", hash);
  }

  @Override
  public Future<KeyRecord> findById(String id) {
    return one("SELECT " + COLUMNS + " FROM api_keys WHERE id = $1", id);
  }

  @Override
  public Future<List<KeyRecord>> listByEmail(String email) {
    return bounded(pool.preparedQuery("SELECT " + COLUMNS + " FROM api_keys WHERE email = $1 "
        + "ORDER BY created_at, id")
      .execute(Tuple.of(email))
      .map(PgKeyStore::records));
  }

  @Override
  public void onKeyChange(Handler<String> listener) {
    subscriber.channel(CHANGES_CHANNEL).handler(listener);
  }

  @Override
  public Future<KeyRecord> revoke(String id, Instant at) {
    // the first revocation time wins, like in the embedded store
    return bounded(pool.preparedQuery("UPDATE api_keys SET revoked_at = coalesce(revoked_at, $2) "
        + "WHERE id = $1 RETURNING " + COLUMNS)
      .execute(Tuple.of(id, utc(at)))
      .map(PgKeyStore::first)
      .compose(this::announce));
  }

  private Future<KeyRecord> announce(KeyRecord changed) {
    if (changed == null) return Future.succeededFuture();
    return pool.preparedQuery("SELECT pg_notify($1, $2)").execute(Tuple.of(CHANGES_CHANNEL, changed.hash()))
      .map(r -> changed);
  }

  @Override
  public Future<KeyRecord> setScope(String id, String scope) {
    return update("UPDATE api_keys SET scope = $2 WHERE id = $1 RETURNING " + COLUMNS, id, scope);
  }

  @Override
  public Future<KeyRecord> setPlan(String id, String plan) {
    return update("UPDATE api_keys SET plan = $2 WHERE id = $1 RETURNING " + COLUMNS, id, plan);
  }

  /** Sets one field of a key ({@code sql} takes the id and the value) and announces the change. */
  private Future<KeyRecord> update(String sql, String id, String value) {
    return bounded(pool.preparedQuery(sql)
      .execute(Tuple.of(id, value))
      .map(PgKeyStore::first)
      .compose(this::announce));
  }

  @Override
  public Future<KeyRecord> rotate(String oldId, Instant graceUntil, KeyRecord replacement) {
    return bounded(pool.withTransaction(conn -> conn
      .preparedQuery("UPDATE api_keys SET expires_at = $2, replaced_by = $3 WHERE id = $1 "
        + "RETURNING " + COLUMNS)
      .execute(Tuple.of(oldId, utc(graceUntil), replacement.id()))
      .map(PgKeyStore::first)
      .compose(old -> old == null
        ? Future.succeededFuture()
        : conn.preparedQuery(INSERT).execute(tuple(replacement)).map(r -> old)))
      .compose(this::announce));
  }

  @Override
  public Future<Void> addUsage(Collection<UsageCount> increments) {
    if (increments.isEmpty()) {
      return Future.succeededFuture();
    }
    List<Tuple> batch = new ArrayList<>();
    increments.forEach(c -> batch.add(Tuple.of(c.keyId(), c.day(), c.endpoint(), c.count())));
    return bounded(pool.preparedQuery("INSERT INTO api_key_usage (key_id, day, endpoint, count) "
        + "VALUES ($1, $2, $3, $4) ON CONFLICT (key_id, day, endpoint) "
        + "DO UPDATE SET count = api_key_usage.count + EXCLUDED.count")
      .executeBatch(batch)
      .mapEmpty());
  }

  @Override
  public Future<List<UsageCount>> usage(String keyId, LocalDate since) {
    return bounded(pool.preparedQuery("SELECT day, endpoint, count FROM api_key_usage "
        + "WHERE key_id = $1 AND day >= $2 ORDER BY day, endpoint")
      .execute(Tuple.of(keyId, since))
      .map(rows -> {
        List<UsageCount> counts = new ArrayList<>();
        rows.forEach(r -> counts.add(new UsageCount(keyId, r.getLocalDate("day"),
          r.getString("endpoint"), r.getLong("count"))));
        return counts;
      }));
  }

  @Override
  public Future<Boolean> registerClient(OAuthClient client, int max, Instant unusedBefore) {
    return bounded(oauth.registerClient(client, max, unusedBefore));
  }

  @Override
  public Future<OAuthClient> findClient(String id) {
    return bounded(oauth.findClient(id));
  }

  @Override
  public Future<Void> clientUsed(String id, Instant at) {
    return bounded(oauth.clientUsed(id, at));
  }

  @Override
  public Future<Void> insertGrant(OAuthGrant grant) {
    return bounded(oauth.insertGrant(grant));
  }

  @Override
  public Future<OAuthGrant> findGrant(String hash) {
    return bounded(oauth.findGrant(hash));
  }

  @Override
  public Future<OAuthGrant> renewGrant(String id, String presentedHash, String accessHash, Instant accessExpiresAt,
                                       String refreshHash, Instant refreshExpiresAt) {
    return bounded(oauth.renewGrant(id, presentedHash, accessHash, accessExpiresAt, refreshHash, refreshExpiresAt));
  }

  @Override
  public Future<Void> revokeGrant(String id) {
    return bounded(oauth.revokeGrant(id));
  }

  @Override
  public Future<Void> ping() {
    return bounded(pool.query("SELECT 1").execute().mapEmpty());
  }

  @Override
  public Future<Void> close() {
    subscriber.close();
    return pool.close();
  }

  private Future<KeyRecord> one(String sql, String param) {
    return bounded(pool.preparedQuery(sql).execute(Tuple.of(param)).map(PgKeyStore::first));
  }

  /** The operation, failed as an outage naming the database once it takes longer than the query timeout. */
  private <T> Future<T> bounded(Future<T> operation) {
    return PgDeadlines.bounded(operation, queryMs).recover(e -> PgOutages.classify(e, where));
  }

  private static Tuple tuple(KeyRecord k) {
    return Tuple.from(new Object[] {k.id(), k.product(), k.hash(), k.fingerprint(), k.email(),
      k.name(), k.plan(), utc(k.createdAt()), utc(k.revokedAt()), utc(k.expiresAt()),
      k.replacedBy(), k.scope()});
  }

  private static OffsetDateTime utc(Instant instant) {
    return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
  }

  private static KeyRecord first(RowSet<Row> rows) {
    return rows.size() == 0 ? null : record(rows.iterator().next());
  }

  private static List<KeyRecord> records(RowSet<Row> rows) {
    List<KeyRecord> keys = new ArrayList<>();
    rows.forEach(r -> keys.add(record(r)));
    return keys;
  }

  private static KeyRecord record(Row r) {
    return new KeyRecord(r.getString("id"), r.getString("product"), r.getString("key_hash"),
      r.getString("fingerprint"), r.getString("email"), r.getString("name"), r.getString("plan"),
      instant(r.getOffsetDateTime("created_at")), instant(r.getOffsetDateTime("revoked_at")),
      instant(r.getOffsetDateTime("expires_at")), r.getString("replaced_by"), r.getString("scope"));
  }

  private static Instant instant(OffsetDateTime time) {
    return time == null ? null : time.toInstant();
  }
}
