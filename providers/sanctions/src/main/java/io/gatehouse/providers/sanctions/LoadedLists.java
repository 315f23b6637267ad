package io.gatehouse.providers.sanctions;

import io.gatehouse.providers.sanctions.match.ScreeningIndex;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.store.ListStore;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The lists being served: read from the store and indexed on a worker, then swapped in at once,
 * so screenings in flight finish on the old index and new ones see the new one.
 */
final class LoadedLists {

  private static final Logger LOG = LoggerFactory.getLogger(LoadedLists.class);

  private final Vertx vertx;
  private final ListStore store;
  private final AtomicReference<Screener> current =
    new AtomicReference<>(new Screener(ScreeningIndex.build(List.of())));
  private volatile long stamp = -1;

  LoadedLists(Vertx vertx, ListStore store) {
    this.vertx = vertx;
    this.store = store;
  }

  Screener screener() {
    return current.get();
  }

  /** Re-reads every stored list and swaps the index. */
  Future<ScreeningIndex> reload() {
    return vertx.executeBlocking(this::rebuild, false);
  }

  /** Reloads only when the store changed since the last load (e.g. after the ingest command). */
  Future<Void> reloadIfChanged() {
    return vertx.<Boolean>executeBlocking(() -> store.stamp() != stamp, false)
      .compose(changed -> changed ? reload().mapEmpty() : Future.succeededFuture());
  }

  private synchronized ScreeningIndex rebuild() throws IOException {
    long before = store.stamp();
    long started = System.nanoTime();
    ScreeningIndex index = ScreeningIndex.build(store.loadAll());
    current.set(new Screener(index));
    stamp = before;
    LOG.info("sanctions: {} lists, {} entries, {} names indexed in {} ms", index.lists().size(), index.entryCount(),
      index.nameCount(), (System.nanoTime() - started) / 1_000_000);
    return index;
  }
}
