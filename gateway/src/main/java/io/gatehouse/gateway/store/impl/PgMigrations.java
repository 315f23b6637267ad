package io.gatehouse.gateway.store.impl;

import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Versioned schema of the key store. Each migration runs once, in its own transaction, under an
 * advisory lock so that gateways starting together do not race; applied versions are recorded.
 * Append new versions; never edit an applied one.
 */
final class PgMigrations {

  private static final Logger LOG = LoggerFactory.getLogger(PgMigrations.class);
  /** Arbitrary constant identifying this store's migration lock. */
  private static final long LOCK_ID = 0x6761746568_01L;

  private static final List<List<String>> VERSIONS = List.of(
    List.of(
      """
      CREATE TABLE IF NOT EXISTS api_keys (
        id text PRIMARY KEY,
        product text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        fingerprint text NOT NULL,
        email text NOT NULL,
        name text,
        plan text NOT NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz,
        expires_at timestamptz,
        replaced_by text
      )""",
      "CREATE INDEX IF NOT EXISTS api_keys_email ON api_keys (email)",
      """
      CREATE TABLE IF NOT EXISTS api_key_usage (
        key_id text NOT NULL,
        day date NOT NULL,
        endpoint text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (key_id, day, endpoint)
      )"""),
    // 2: a key's own scope (ScopePolicy text); null takes its plan's
    List.of("ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS scope text"),
    // 3: the built-in authorization server's clients and grants (secrets as SHA-256 hashes)
    List.of(
      """
      CREATE TABLE IF NOT EXISTS oauth_clients (
        id text PRIMARY KEY,
        product text NOT NULL,
        name text,
        redirect_uris text NOT NULL,
        created_at timestamptz NOT NULL,
        used_at timestamptz NOT NULL
      )""",
      """
      CREATE TABLE IF NOT EXISTS oauth_grants (
        id text PRIMARY KEY,
        product text NOT NULL,
        key_id text NOT NULL,
        key_hash text NOT NULL,
        client_id text NOT NULL,
        redirect_uri text,
        code_challenge text,
        code_hash text NOT NULL UNIQUE,
        code_expires_at timestamptz NOT NULL,
        access_hash text UNIQUE,
        access_expires_at timestamptz,
        refresh_hash text UNIQUE,
        refresh_expires_at timestamptz,
        created_at timestamptz NOT NULL
      )"""),
    // 4: refresh tokens a rotation replaced, by hash, so that a replay revokes their grant
    List.of(
      """
      CREATE TABLE IF NOT EXISTS oauth_spent_secrets (
        hash text PRIMARY KEY,
        grant_id text NOT NULL
      )""",
      "CREATE INDEX IF NOT EXISTS oauth_spent_secrets_grant ON oauth_spent_secrets (grant_id)")
  );

  private PgMigrations() {
  }

  static Future<Void> run(Pool pool) {
    return pool.withTransaction(conn -> conn
      // not the operations' statement timeout: a migration of a large table may take longer
      .query("SET LOCAL statement_timeout = 0").execute()
      .compose(r -> conn.query("SELECT pg_advisory_xact_lock(" + LOCK_ID + ")").execute())
      .compose(r -> conn.query("SELECT to_regclass('api_key_migrations') IS NULL AS fresh")
        .execute())
      // checked first, as CREATE TABLE IF NOT EXISTS would warn at every start
      .compose(rows -> rows.iterator().next().getBoolean("fresh")
        ? conn.query("""
          CREATE TABLE api_key_migrations (
            version int PRIMARY KEY,
            applied_at timestamptz NOT NULL DEFAULT now()
          )""").execute()
        : Future.succeededFuture())
      .compose(r -> conn.query("SELECT coalesce(max(version), 0) AS v FROM api_key_migrations")
        .execute())
      .compose(rows -> apply(conn, rows.iterator().next().getInteger("v"))));
  }

  private static Future<Void> apply(SqlConnection conn, int current) {
    Future<Void> chain = Future.succeededFuture();
    for (int i = current; i < VERSIONS.size(); i++) {
      int version = i + 1;
      for (String sql : VERSIONS.get(i)) {
        chain = chain.compose(v -> conn.query(sql).execute().<Void>mapEmpty());
      }
      chain = chain
        .compose(v -> conn.preparedQuery("INSERT INTO api_key_migrations (version) VALUES ($1)")
          .execute(Tuple.of(version)).<Void>mapEmpty())
        .onSuccess(v -> LOG.info("Key store schema migrated to version {}", version));
    }
    return chain;
  }
}
