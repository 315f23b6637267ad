package io.gatehouse.gateway.store;

import io.gatehouse.gateway.testing.TestDatabases;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.sqlclient.Pool;
import org.junit.jupiter.api.BeforeAll;

/**
 * The contract against PostgreSQL on 127.0.0.1:5432, database {@code gatehouse_test} (created if
 * missing). Skipped when the server is unreachable, unless CI=true, where that is a failure.
 */
class PgKeyStoreTest extends KeyStoreContract {

  static final String URI = "postgresql://postgres@127.0.0.1:5432/gatehouse_test";

  @BeforeAll
  static void database() {
    TestDatabases.ensure("gatehouse_test");
  }

  @Override
  protected Future<KeyStore> open(Vertx vertx) {
    return KeyStore.postgres(vertx, URI);
  }

  @Override
  protected String persisted() {
    Pool pool = PgBuilder.pool().connectingTo(URI).using(vertx).build();
    try {
      return pool.query("SELECT coalesce(string_agg(t::text, E'\\n'), '') AS dump FROM ("
          + "SELECT k::text AS t FROM api_keys k UNION ALL SELECT u::text FROM api_key_usage u) x")
        .execute()
        .map(rows -> rows.iterator().next().getString("dump"))
        .eventually(pool::close)
        .await();
    } finally {
      pool.close();
    }
  }
}
