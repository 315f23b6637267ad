package io.gatehouse.gateway.auth.impl;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.StoreUnavailableException;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keys by hash as the store last gave them. A key loaded within {@code fresh} is trusted as it is;
 * an older one is read again before use, so a change another process made shows within
 * {@code fresh} even were its notice lost. While the store cannot answer, a key it gave within
 * {@code stale} is served as last loaded (and read again in the background), so calls with keys in
 * use outlive a database outage that long; revocations still reach every node at once over the event
 * bus, and one made through the store while this process cannot read it shows once the store is back.
 */
final class KeyCache {

  private static final Logger LOG = LoggerFactory.getLogger(KeyCache.class);

  private final KeyStore store;
  private final long freshNanos;
  private final long staleNanos;
  private final Cache<String, Loaded> loaded;
  /** Hashes read again in the background while the store fails: one read per key at a time. */
  private final Set<String> refreshing = ConcurrentHashMap.newKeySet();
  private volatile boolean storeFailing;

  private record Loaded(KeyRecord key, long atNanos) {
  }

  KeyCache(KeyStore store, Duration fresh, Duration stale, long maxSize) {
    this.store = store;
    this.freshNanos = fresh.toNanos();
    this.staleNanos = stale.toNanos();
    // read on every request: the bookkeeping runs on the caller's thread instead of waking a pool thread
    this.loaded = Caffeine.newBuilder().executor(Runnable::run)
      .expireAfterWrite(fresh.compareTo(stale) > 0 ? fresh : stale).maximumSize(maxSize).build();
  }

  /**
   * The key when it may be used without asking the store: loaded within {@code fresh}, or within
   * {@code stale} while the store fails; else null, and {@link #load} decides.
   */
  KeyRecord cached(String hash) {
    Loaded last = loaded.getIfPresent(hash);
    if (last == null) return null;
    long age = System.nanoTime() - last.atNanos;
    if (age < freshNanos) return last.key;
    if (!storeFailing || age >= staleNanos) return null;
    if (refreshing.add(hash)) load(hash).onComplete(ar -> refreshing.remove(hash));
    return last.key;
  }

  /** The key as the store has it now (null: none), or as last loaded within {@code stale} when the store cannot answer. */
  Future<KeyRecord> load(String hash) {
    return store.findByHash(hash).transform(ar -> {
      if (ar.succeeded()) {
        storeAnswered();
        if (ar.result() == null) loaded.invalidate(hash);
        else loaded.put(hash, new Loaded(ar.result(), System.nanoTime()));
        return Future.succeededFuture(ar.result());
      }
      if (StoreUnavailableException.in(ar.cause()) == null) return Future.failedFuture(ar.cause());
      storeFailed(ar.cause());
      Loaded last = loaded.getIfPresent(hash);
      return last != null && System.nanoTime() - last.atNanos < staleNanos ? Future.succeededFuture(last.key)
        : Future.failedFuture(ar.cause());
    });
  }

  void invalidate(String hash) {
    loaded.invalidate(hash);
  }

  private void storeFailed(Throwable outage) {
    if (storeFailing) return;
    storeFailing = true;
    LOG.warn("Key store unavailable ({}): keys in use are served as last loaded for up to {} s", outage.getMessage(),
      staleNanos / 1_000_000_000L);
  }

  private void storeAnswered() {
    if (!storeFailing) return;
    storeFailing = false;
    LOG.info("Key store answers again: keys are read from it again");
  }
}
