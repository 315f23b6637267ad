package io.gatehouse.gateway.store;

import static org.junit.jupiter.api.Assertions.fail;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/**
 * The contract against PostgreSQL on 127.0.0.1:5432, database {@code gatehouse_test} (created if
 * missing). Skipped when the server is unreachable, unless CI=true, where that is a failure.
 */
class PgKeyStoreTest extends KeyStoreContract {

  static final String URI = "postgresql://postgres@127.0.0.1:5432/gatehouse_test";

  @BeforeAll
  static void database() {
    Vertx vertx = Vertx.vertx();
    try {
      Pool admin = PgBuilder.pool()
        .connectingTo(PgConnectOptions.fromUri("postgresql://postgres@127.0.0.1:5432/postgres"))
        .using(vertx).build();
      admin.preparedQuery("SELECT 1 FROM pg_database WHERE datname = $1")
        .execute(Tuple.of("gatehouse_test"))
        .compose(rows -> rows.size() > 0 ? Future.succeededFuture()
          : admin.query("CREATE DATABASE gatehouse_test").execute()
            // a concurrent run may have created it meanwhile
            .recover(e -> Future.succeededFuture()))
        .eventually(admin::close)
        .await(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      if ("true".equals(System.getenv("CI"))) {
        fail("PostgreSQL unreachable on 127.0.0.1:5432 with CI=true", e);
      }
      Assumptions.abort("PostgreSQL unreachable on 127.0.0.1:5432: " + e);
    } finally {
      vertx.close().await();
    }
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
