package io.gatehouse.providers.sanctions;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Result;
import io.gatehouse.api.StoreSettings;
import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

/**
 * With the deployment's store on PostgreSQL, ingested lists live in the database: a provider on
 * another gateway (here another instance with an empty data folder) screens against them.
 */
@ExtendWith(VertxExtension.class)
class PostgresListsTest {

  private static final OutputContract SCREEN = OutputContract.of("sanctions", "screen");

  private static final String DATABASE = "gatehouse_sanctions_test";
  private static final String URI = "postgresql://postgres@127.0.0.1:5432/" + DATABASE;

  @TempDir
  Path dir;

  private SanctionsProvider writer;
  private SanctionsProvider reader;

  @BeforeAll
  static void database() {
    Vertx vertx = Vertx.vertx();
    try {
      Pool admin = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri("postgresql://postgres@127.0.0.1:5432/postgres"))
        .using(vertx).build();
      admin.query("SELECT 1 FROM pg_database WHERE datname = '" + DATABASE + "'").execute()
        .compose(rows -> rows.size() > 0 ? Future.succeededFuture()
          : admin.query("CREATE DATABASE " + DATABASE).execute().<Void>mapEmpty().recover(e -> Future.succeededFuture()))
        .compose(v -> {
          Pool db = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(URI)).using(vertx).build();
          return db.query("DROP TABLE IF EXISTS sanctions_lists").execute().eventually(db::close);
        })
        .eventually(admin::close)
        .toCompletionStage().toCompletableFuture().get(20, TimeUnit.SECONDS);
    } catch (Exception e) {
      if ("true".equals(System.getenv("CI"))) fail("PostgreSQL unreachable on 127.0.0.1:5432 with CI=true", e);
      abort("PostgreSQL unreachable on 127.0.0.1:5432: " + e);
    } finally {
      vertx.close();
    }
  }

  @AfterEach
  void stop() {
    if (writer != null) writer.stop();
    if (reader != null) reader.stop();
  }

  @Test
  void listsIngestedOnOneGatewayAreScreenedOnAnother(Vertx vertx, VertxTestContext ctx) {
    StoreSettings postgres = new StoreSettings("postgres", URI);
    TestContext first = new TestContext(vertx, new JsonObject(), dir.resolve("a"), Map.of(), postgres);
    TestContext second = new TestContext(vertx, new JsonObject().put("threshold", 0.8), dir.resolve("b"), Map.of(),
      postgres);
    writer = new SanctionsProvider();
    reader = new SanctionsProvider();
    writer.start(first)
      .compose(v -> writer.ingesters().get("sanctions").ingest(Fixtures.path("eu_fsf.xml"), new JsonObject(), first,
        new ArrayList<String>()::add))
      // the same list again replaces it: still one list
      .compose(r -> writer.ingesters().get("sanctions").ingest(Fixtures.path("eu_fsf.xml"), new JsonObject(), first,
        line -> { }))
      .compose(r -> reader.start(second))
      .compose(v -> reader.handlers().get("screen").handle(new StubInvocation("screen",
        new JsonObject().put("name", "Petrenko Viktor"), second)).map(SCREEN::check))
      .onComplete(ctx.succeeding((Result result) -> ctx.verify(() -> {
        JsonObject json = result.toJson();
        assertEquals(1, json.getJsonArray("lists").size(), json.encodePrettily());
        assertEquals("eu_fsf", json.getJsonArray("matches").getJsonObject(0).getString("list"));
        assertEquals("150123", json.getJsonArray("lists").getJsonObject(0).getString("version"));
        ctx.completeNow();
      })));
  }
}
