package io.gatehouse.gateway.testing;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import org.junit.jupiter.api.Assumptions;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Test databases on the local PostgreSQL (127.0.0.1:5432, user postgres). A test that needs one is
 * skipped when the server is unreachable, unless CI=true, where that is a failure.
 */
public final class TestDatabases {

  private TestDatabases() {
  }

  /** Creates the database if missing and returns its URI. */
  public static String ensure(String name) {
    Vertx vertx = Vertx.vertx();
    try {
      Pool admin = PgBuilder.pool()
        .connectingTo(PgConnectOptions.fromUri("postgresql://postgres@127.0.0.1:5432/postgres"))
        .using(vertx).build();
      admin.preparedQuery("SELECT 1 FROM pg_database WHERE datname = $1")
        .execute(Tuple.of(name))
        .compose(rows -> rows.size() > 0 ? Future.succeededFuture()
          : admin.query("CREATE DATABASE " + name).execute()
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
    return "postgresql://postgres@127.0.0.1:5432/" + name;
  }
}
