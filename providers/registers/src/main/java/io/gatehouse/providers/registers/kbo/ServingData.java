package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.providers.registers.kbo.data.KboStore;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The extract that answers calls. Checks for a newer version now and then and swaps it in, so a
 * running gateway serves what an {@code ingest} run loaded; the old version is closed a little later,
 * once calls that were reading it are done.
 */
final class ServingData {

  static final String SOURCE_NAME = "KBO Open Data";
  static final String SOURCE_URL = "https://kbopub.economie.fgov.be/kbo-open-data";
  private static final Logger LOG = LoggerFactory.getLogger(ServingData.class);
  private static final long CLOSE_AFTER_MS = 60_000;

  /** How one kind of store reports its current version id and opens it. */
  interface Opener {
    Future<Optional<String>> currentId();

    Future<Optional<KboStore>> open();
  }

  private final Vertx vertx;
  private final Opener opener;
  private final AtomicReference<KboStore> current = new AtomicReference<>();
  private final AtomicBoolean refreshing = new AtomicBoolean();
  private final AtomicLong checks = new AtomicLong();

  ServingData(Vertx vertx, Opener opener) {
    this.vertx = vertx;
    this.opener = opener;
  }

  /** Swaps in a newer version if there is one; never fails (a broken new version leaves the old serving). */
  Future<Void> refresh() {
    if (!refreshing.compareAndSet(false, true)) return Future.succeededFuture();
    return opener.currentId().compose(id -> {
      KboStore serving = current.get();
      if (id.isEmpty() || serving != null && serving.version().id().equals(id.get())) return Future.succeededFuture();
      return opener.open().map(opened -> {
        opened.ifPresent(store -> {
          KboStore old = current.getAndSet(store);
          LOG.info("KBO: serving {} ({})", store.version().label(), store.version().id());
          if (old != null) vertx.setTimer(CLOSE_AFTER_MS, t -> old.close());
        });
        return (Void) null;
      });
    }).recover(e -> {
      LOG.warn("KBO: could not check for new data: {}", e.getMessage());
      return Future.succeededFuture();
    }).onComplete(done -> {
      checks.incrementAndGet();
      refreshing.set(false);
    });
  }

  /** How many checks for a newer version have ended, so a test can see that one ran. */
  long checks() {
    return checks.get();
  }

  /** Whether an extract is loaded and answering. */
  boolean loaded() {
    return current.get() != null;
  }

  KboStore store() {
    KboStore store = current.get();
    if (store == null) {
      throw new ProviderException(Failure.NOT_CONFIGURED,
        "no KBO data is loaded yet: the operator loads it with 'ingest kbo <extract.zip>'");
    }
    return store;
  }

  static Source source(KboStore store) {
    return new Source(SOURCE_NAME, SOURCE_URL, store.version().label(), store.version().loadedAt(), Source.OK);
  }

  Future<Void> close() {
    KboStore store = current.getAndSet(null);
    return store == null ? Future.succeededFuture() : store.close();
  }

  static <T> Future<T> guarded(Supplier<Future<T>> call) {
    try {
      return call.get();
    } catch (ProviderException e) {
      return Future.failedFuture(e);
    }
  }
}
