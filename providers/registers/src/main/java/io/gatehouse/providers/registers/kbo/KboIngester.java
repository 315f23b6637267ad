package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.Ingester;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.kbo.embedded.EmbeddedLoader;
import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.KboLoader;
import io.gatehouse.providers.registers.kbo.ingest.Progress;
import io.gatehouse.providers.registers.kbo.postgres.PgLoader;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * {@code ingest kbo <zip-or-folder>}: a monthly full extract or a daily update extract, told apart by
 * meta.csv. Runs on a thread of its own: a full load takes minutes, longer than Vert.x lets a worker
 * run before it warns.
 */
final class KboIngester implements Ingester {

  @Override
  public Future<JsonObject> ingest(Path source, JsonObject options, ProviderContext context, Consumer<String> progress) {
    Promise<JsonObject> done = Promise.promise();
    KboLoader loader = context.store().postgres() ? new PgLoader(context.store().pgUri()) : new EmbeddedLoader(context.dataDir());
    Thread worker = new Thread(() -> {
      try (ExtractSource extract = ExtractSource.open(source)) {
        ExtractMeta meta = ExtractMeta.read(extract);
        Progress lines = new Progress(progress);
        lines.say("KBO " + (meta.full() ? "full" : "update") + " extract " + meta.extractNumber() + " of "
          + meta.snapshotDate() + " into the " + (context.store().postgres() ? "PostgreSQL" : "embedded") + " store");
        done.complete(meta.full() ? loader.loadFull(extract, meta, lines) : loader.applyUpdate(extract, meta, lines));
      } catch (Throwable e) {
        done.fail(e);
      }
    }, "kbo-ingest");
    worker.setDaemon(true);
    worker.start();
    return done.future();
  }
}
