package io.gatehouse.providers.sanctions.store;

import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Lists in PostgreSQL, one row per list holding its {@link ListCodec} form: an upsert replaces a
 * list in one statement, so every gateway on the database reads either the old list or the new.
 */
final class PgListStore implements ListStore {

  private static final String SCHEMA = "CREATE TABLE IF NOT EXISTS sanctions_lists ("
    + "id text PRIMARY KEY, version text, body bytea NOT NULL, saved_at timestamptz NOT NULL DEFAULT now())";

  private final Pool pool;
  private volatile boolean ready;

  PgListStore(Vertx vertx, String uri) {
    this.pool = PgBuilder.pool().with(new PoolOptions().setMaxSize(2))
      .connectingTo(PgConnectOptions.fromUri(uri)).using(vertx).build();
  }

  @Override
  public void save(SanctionsList list) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    ListCodec.write(list, body);
    await(schema().compose(v -> pool.preparedQuery("INSERT INTO sanctions_lists (id, version, body) VALUES ($1, $2, $3) "
        + "ON CONFLICT (id) DO UPDATE SET version = excluded.version, body = excluded.body, saved_at = now()")
      .execute(Tuple.of(list.info().id(), list.info().version(), Buffer.buffer(body.toByteArray())))));
  }

  @Override
  public List<SanctionsList> loadAll() throws IOException {
    List<SanctionsList> lists = new ArrayList<>();
    for (Row row : await(schema().compose(v -> pool.query("SELECT id, body FROM sanctions_lists ORDER BY id").execute()))) {
      lists.add(ListCodec.read(new ByteArrayInputStream(row.getBuffer("body").getBytes()), row.getString("id")));
    }
    return lists;
  }

  @Override
  public long stamp() throws IOException {
    Row row = await(schema().compose(v -> pool.query("SELECT coalesce(sum((extract(epoch FROM saved_at) * 1000)::bigint"
      + " # hashtext(id)::bigint), 0) AS stamp FROM sanctions_lists").execute())).iterator().next();
    return row.getLong("stamp");
  }

  @Override
  public void close() {
    pool.close();
  }

  private Future<Void> schema() {
    if (ready) return Future.succeededFuture();
    return pool.query(SCHEMA).execute().onSuccess(r -> ready = true).mapEmpty();
  }

  /** Callers are workers (see {@link ListStore}), so waiting here blocks no event loop. */
  private static <T> T await(Future<T> future) throws IOException {
    try {
      return future.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      throw new IOException("sanctions list store: " + e.getCause().getMessage(), e.getCause());
    } catch (TimeoutException e) {
      throw new IOException("sanctions list store: PostgreSQL did not answer within 60 s", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }
}
