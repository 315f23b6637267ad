package io.gatehouse.gateway.upstream.impl;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import com.github.benmanes.caffeine.cache.Ticker;
import io.vertx.core.Future;
import io.vertx.core.Promise;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Supplier;

/**
 * Successful answers kept per key, each for its request's TTL, within one size bound shared by all
 * upstreams (keys carry the upstream's id). Identical requests in flight share one upstream call.
 */
final class AnswerCache {

  /** Heap held by the cached answers, as {@link #weigh} estimates it. */
  static final long MAX_WEIGHT = 64L * 1024 * 1024;
  /** The entry's own objects beside its answer: the cache's nodes, the entry and the key's. */
  private static final int ENTRY_OVERHEAD = 200;

  /** An answer and whether it came out of the cache rather than off the wire. */
  record Lookup(Fetched answer, boolean cached) {
  }

  /** The TTL as a number: a Duration per entry is one more object for every young collection to copy. */
  private record Entry(Fetched answer, long ttlNanos) {
  }

  private final Cache<String, Entry> entries;
  private final ConcurrentMap<String, Future<Lookup>> inFlight = new ConcurrentHashMap<>();

  AnswerCache() {
    this(Ticker.systemTicker());
  }

  /** The ticker times the TTLs, so a test can move it by hand. */
  AnswerCache(Ticker ticker) {
    // written and read per call from event loops: bookkeeping on the caller, no pool thread woken
    this.entries = Caffeine.newBuilder()
      .executor(Runnable::run)
      .ticker(ticker)
      .maximumWeight(MAX_WEIGHT)
      .weigher(AnswerCache::weigh)
      .expireAfter(Expiry.writing((String key, Entry entry) -> Duration.ofNanos(entry.ttlNanos())))
      .build();
  }

  /** The cached answer for {@code key}, else the answer of the call in flight for it, else of a new {@code fetch}. */
  Future<Lookup> get(String key, Duration ttl, Supplier<Future<Fetched>> fetch) {
    // the caller and every call coalesced with it share one lookup: the cached answer, or the one off the wire
    Promise<Lookup> mine = Promise.promise();
    Future<Lookup> running = inFlight.putIfAbsent(key, mine.future());
    if (running != null) return running;
    // claimed before looking: a call that finished before the claim has stored its answer already
    Entry hit = entries.getIfPresent(key);
    if (hit != null) {
      inFlight.remove(key, mine.future());
      mine.complete(new Lookup(hit.answer(), true));
      return mine.future();
    }
    fetch.get().onComplete(ar -> {
      if (ar.succeeded() && ar.result().isSuccess()) entries.put(key, new Entry(ar.result(), ttl.toNanos()));
      inFlight.remove(key, mine.future());
      if (ar.succeeded()) mine.complete(new Lookup(ar.result(), false));
      else mine.fail(ar.cause());
    });
    return mine.future();
  }

  /** Keys are Latin-1 text (a method and a URL), one byte a character. */
  private static int weigh(String key, Entry entry) {
    return ENTRY_OVERHEAD + key.length() + entry.answer().weight();
  }

  void clear() {
    entries.invalidateAll();
  }
}
