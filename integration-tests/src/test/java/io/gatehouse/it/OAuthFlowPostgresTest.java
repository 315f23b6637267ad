package io.gatehouse.it;

import io.gatehouse.gateway.testing.TestDatabases;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.sqlclient.Pool;

import java.util.Map;

/** {@link OAuthFlowTest} with the key store, and so the clients and grants, in PostgreSQL. */
class OAuthFlowPostgresTest extends OAuthFlowTest {

  private String uri;

  @Override
  Map<String, String> storeEnv() {
    uri = TestDatabases.ensure("gatehouse_oauth_it");
    return Map.of("GATEHOUSE_STORE", "postgres", "GATEHOUSE_PG_URI", uri);
  }

  @Override
  String persisted() throws Exception {
    Vertx vertx = Vertx.vertx();
    Pool pool = PgBuilder.pool().connectingTo(uri).using(vertx).build();
    try {
      return InteropGateway.await(pool.query("SELECT coalesce(string_agg(t, E'\\n'), '') AS dump FROM ("
          + "SELECT c::text AS t FROM oauth_clients c UNION ALL SELECT g::text FROM oauth_grants g) x").execute()
        .map(rows -> rows.iterator().next().getString("dump")));
    } finally {
      pool.close();
      vertx.close();
    }
  }
}
