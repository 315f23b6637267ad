package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.store.OAuthGrant;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

/** The built-in authorization server's clients and grants in PostgreSQL; {@link PgKeyStore} bounds and classifies each call. */
final class PgOAuth {

  /** Serialises registrations, so that the bound holds when gateways register at once. */
  private static final long REGISTER_LOCK_ID = 0x6761746568_02L;
  private static final String CLIENT_COLUMNS = "id, product, name, redirect_uris, created_at, used_at";
  private static final String GRANT_COLUMNS = "id, product, key_id, key_hash, client_id, redirect_uri, code_challenge, "
    + "code_hash, code_expires_at, access_hash, access_expires_at, refresh_hash, refresh_expires_at, created_at";

  private final Pool pool;

  PgOAuth(Pool pool) {
    this.pool = pool;
  }

  /**
   * Also drops the grants nothing can use any more (code and refresh token expired): registrations are
   * rare and bounded per address, so the housekeeping rides on them, as the embedded store's rides on
   * its compaction.
   */
  Future<Boolean> registerClient(OAuthClient c, int max, Instant unusedBefore) {
    return pool.withTransaction(conn -> conn.query("SELECT pg_advisory_xact_lock(" + REGISTER_LOCK_ID + ")").execute()
      .compose(r -> conn.query("DELETE FROM oauth_grants WHERE coalesce(refresh_expires_at, code_expires_at) < now()")
        .execute())
      .compose(r -> conn.query("DELETE FROM oauth_spent_secrets s WHERE NOT EXISTS "
        + "(SELECT 1 FROM oauth_grants g WHERE g.id = s.grant_id)").execute())
      .compose(r -> conn.preparedQuery("DELETE FROM oauth_clients WHERE used_at < $1").execute(Tuple.of(utc(unusedBefore))))
      .compose(r -> conn.preparedQuery("INSERT INTO oauth_clients (" + CLIENT_COLUMNS + ") "
          + "SELECT $1, $2, $3, $4, $5, $6 WHERE (SELECT count(*) FROM oauth_clients) < $7")
        .execute(Tuple.from(new Object[] {c.id(), c.product(), c.name(), new JsonArray(List.copyOf(c.redirectUris())).encode(),
          utc(c.createdAt()), utc(c.usedAt()), max})))
      .map(r -> r.rowCount() == 1));
  }

  Future<OAuthClient> findClient(String id) {
    return pool.preparedQuery("SELECT " + CLIENT_COLUMNS + " FROM oauth_clients WHERE id = $1").execute(Tuple.of(id))
      .map(rows -> rows.size() == 0 ? null : client(rows.iterator().next()));
  }

  Future<Void> clientUsed(String id, Instant at) {
    return pool.preparedQuery("UPDATE oauth_clients SET used_at = greatest(used_at, $2) WHERE id = $1")
      .execute(Tuple.of(id, utc(at))).mapEmpty();
  }

  Future<Void> insertGrant(OAuthGrant g) {
    return pool.preparedQuery("INSERT INTO oauth_grants (" + GRANT_COLUMNS + ") VALUES "
        + "($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)")
      .execute(Tuple.from(new Object[] {g.id(), g.product(), g.keyId(), g.keyHash(), g.clientId(), g.redirectUri(),
        g.codeChallenge(), g.codeHash(), utc(g.codeExpiresAt()), g.accessHash(), utc(g.accessExpiresAt()),
        g.refreshHash(), utc(g.refreshExpiresAt()), utc(g.createdAt())}))
      .mapEmpty();
  }

  Future<OAuthGrant> findGrant(String hash) {
    return pool.preparedQuery("SELECT " + GRANT_COLUMNS + " FROM oauth_grants "
        + "WHERE code_hash = $1 OR access_hash = $1 OR refresh_hash = $1 "
        + "OR id = (SELECT grant_id FROM oauth_spent_secrets WHERE hash = $1)")
      .execute(Tuple.of(hash)).map(PgOAuth::firstGrant);
  }

  /**
   * One conditional update: of two refreshes with one token, the second finds the grant changed. The
   * refresh token replaced is kept as spent, so that its replay is known.
   */
  Future<OAuthGrant> renewGrant(String id, String presented, String access, Instant accessUntil, String refresh,
                                Instant refreshUntil) {
    return pool.preparedQuery("WITH renewed AS (UPDATE oauth_grants SET access_hash = $3, access_expires_at = $4, "
        + "refresh_hash = $5, refresh_expires_at = $6 "
        + "WHERE id = $1 AND ((access_hash IS NULL AND code_hash = $2) OR refresh_hash = $2) RETURNING *), "
        + "spent AS (INSERT INTO oauth_spent_secrets (hash, grant_id) SELECT $2, id FROM renewed "
        + "WHERE code_hash <> $2 ON CONFLICT DO NOTHING) "
        + "SELECT " + GRANT_COLUMNS + " FROM renewed")
      .execute(Tuple.of(id, presented, access, utc(accessUntil), refresh, utc(refreshUntil)))
      .map(PgOAuth::firstGrant);
  }

  Future<Void> revokeGrant(String id) {
    return pool.withTransaction(conn -> conn.preparedQuery("DELETE FROM oauth_spent_secrets WHERE grant_id = $1")
      .execute(Tuple.of(id))
      .compose(r -> conn.preparedQuery("DELETE FROM oauth_grants WHERE id = $1").execute(Tuple.of(id))).mapEmpty());
  }

  private static OAuthClient client(Row r) {
    return new OAuthClient(r.getString("id"), r.getString("product"), r.getString("name"),
      new JsonArray(r.getString("redirect_uris")).stream().map(String::valueOf).toList(),
      instant(r.getOffsetDateTime("created_at")), instant(r.getOffsetDateTime("used_at")));
  }

  private static OAuthGrant firstGrant(RowSet<Row> rows) {
    if (rows.size() == 0) return null;
    Row r = rows.iterator().next();
    return new OAuthGrant(r.getString("id"), r.getString("product"), r.getString("key_id"), r.getString("key_hash"),
      r.getString("client_id"), r.getString("redirect_uri"), r.getString("code_challenge"), r.getString("code_hash"),
      instant(r.getOffsetDateTime("code_expires_at")), r.getString("access_hash"),
      instant(r.getOffsetDateTime("access_expires_at")), r.getString("refresh_hash"),
      instant(r.getOffsetDateTime("refresh_expires_at")), instant(r.getOffsetDateTime("created_at")));
  }

  private static OffsetDateTime utc(Instant instant) {
    return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
  }

  private static Instant instant(OffsetDateTime time) {
    return time == null ? null : time.toInstant();
  }
}
