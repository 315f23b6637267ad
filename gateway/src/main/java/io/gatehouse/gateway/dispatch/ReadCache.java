package io.gatehouse.gateway.dispatch;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import io.gatehouse.api.Source;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

/**
 * Answers of cacheable upstream reads, kept where the call comes in for the rest of their TTL: a
 * repeated read is answered before dispatch, without the event-bus hop, the upstream client or
 * any re-encoding. The upstream client's own cache still coalesces and serves everything else.
 * An answer is prepared on its first hit, not when stored, so reads that never repeat cost nothing:
 * its sources then say {@code cached} and its lifetime counts from when the upstream answered.
 */
final class ReadCache {

  static final long MAX_BYTES = 64L * 1024 * 1024;

  private record Entry(Answer answer, Duration ttl, boolean prepared) {
  }

  private final Cache<String, Entry> entries = Caffeine.newBuilder()
    .maximumWeight(MAX_BYTES)
    .weigher((String key, Entry entry) -> 2 * key.length() + entry.answer().encoded().length())
    .expireAfter(Expiry.writing((String key, Entry entry) -> entry.ttl()))
    .build();

  /** Upstream reads (GET or HEAD) whose manifest allows their answers to be reused. */
  static boolean caches(CatalogOperation op) {
    return !op.spec().computed() && op.spec().cacheTtlSeconds() > 0 && op.spec().request() != null
      && (op.spec().request().method().equals("GET") || op.spec().request().method().equals("HEAD"));
  }

  /** The same operation with the same arguments, in whatever order they were given. */
  static String key(CatalogOperation op, JsonObject arguments) {
    Map<String, Object> sorted = new TreeMap<>(arguments.getMap());
    return op.toolName() + '\n' + new JsonObject(sorted).encode();
  }

  Answer get(String key) {
    Entry entry = entries.getIfPresent(key);
    if (entry == null || entry.prepared()) return entry == null ? null : entry.answer();
    Entry prepared = prepare(entry);
    if (prepared == null) {
      entries.invalidate(key);
      return null;
    }
    entries.put(key, prepared);
    return prepared.answer();
  }

  void put(String key, CatalogOperation op, Answer answer) {
    if (answer.plain()) entries.put(key, new Entry(answer, Duration.ofSeconds(op.spec().cacheTtlSeconds()), false));
  }

  /** Sources marked cached, and the time left counted from the oldest retrieval; null when none is left. */
  private static Entry prepare(Entry entry) {
    JsonObject json = entry.answer().json();
    Instant oldest = Instant.now();
    JsonArray sources = json.getJsonArray("sources", new JsonArray());
    for (int i = 0; i < sources.size(); i++) {
      JsonObject source = sources.getJsonObject(i);
      Instant retrieved = Instant.parse(source.getString("retrieved_at"));
      if (retrieved.isBefore(oldest)) oldest = retrieved;
      source.put("status", Source.CACHED);
    }
    Duration left = entry.ttl().minus(Duration.between(oldest, Instant.now()));
    if (left.isNegative() || left.isZero()) return null;
    return new Entry(Answer.encoded(json.toBuffer(), true), left, true);
  }
}
