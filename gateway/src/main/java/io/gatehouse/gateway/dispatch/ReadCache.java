package io.gatehouse.gateway.dispatch;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.cache.CaffeineCacheMetrics;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * Answers of upstream reads that the upstream client's cache served, kept where the call comes in
 * for the rest of their lifetime: the next identical read is answered before dispatch, without the
 * event-bus hop, the upstream client or any re-encoding. Only reads that repeat get here (the first
 * answer comes off the wire), so one-off reads cost no memory twice; the answer's sources already say
 * {@code cached}.
 */
final class ReadCache {

  static final long MAX_BYTES = 64L * 1024 * 1024;
  private static final JsonStringEncoder QUOTE = JsonStringEncoder.getInstance();

  private record Entry(Answer answer, Duration ttl) {
  }

  private final Cache<String, Entry> entries;

  /** @param registryOrNull where hits, misses, evictions and size are reported as {@code gatehouse.read.cache} */
  ReadCache(MeterRegistry registryOrNull) {
    Caffeine<String, Entry> builder = Caffeine.newBuilder()
      // read per call from event loops: bookkeeping on the caller, no pool thread woken
      .executor(Runnable::run)
      .maximumWeight(MAX_BYTES)
      .weigher((String key, Entry entry) -> 2 * key.length() + entry.answer().encoded().length())
      .expireAfter(Expiry.writing((String key, Entry entry) -> entry.ttl()));
    if (registryOrNull == null) {
      entries = builder.build();
    } else {
      entries = builder.recordStats().build();
      CaffeineCacheMetrics.monitor(registryOrNull, entries, "gatehouse.read.cache");
    }
  }

  /** Upstream reads (GET or HEAD) whose manifest allows their answers to be reused. */
  static boolean caches(CatalogOperation op) {
    return !op.spec().computed() && op.spec().cacheTtlSeconds() > 0 && op.spec().request() != null
      && (op.spec().request().method().equals("GET") || op.spec().request().method().equals("HEAD"));
  }

  /** The same operation with the same arguments, in whatever order they were given. */
  static String key(CatalogOperation op, JsonObject arguments) {
    StringBuilder key = new StringBuilder(64).append(op.toolName()).append('\n');
    Map<String, Object> map = arguments.getMap();
    // a single argument, a common case, needs no sorted copy
    (map.size() < 2 ? map : new TreeMap<>(map)).forEach((name, value) -> appendArgument(key, name, value));
    return key.toString();
  }

  /** The name and value as JSON, so no two argument sets share a key; strings, the usual case, quoted in place. */
  private static void appendArgument(StringBuilder key, String name, Object value) {
    QUOTE.quoteAsString(name, key.append('"'));
    key.append("\":");
    if (value instanceof String text) {
      QUOTE.quoteAsString(text, key.append('"'));
      key.append('"');
    } else {
      key.append(Json.encode(value));
    }
    key.append(',');
  }

  Answer get(String key) {
    Entry entry = entries.getIfPresent(key);
    return entry == null ? null : entry.answer();
  }

  /** Keeps an answer that came whole from caches, for what is left of the operation's TTL. */
  void put(String key, CatalogOperation op, Answer answer) {
    if (!answer.plain() || answer.cachedSince() <= 0) return;
    Duration left = Duration.ofSeconds(op.spec().cacheTtlSeconds())
      .minusMillis(System.currentTimeMillis() - answer.cachedSince());
    if (!left.isNegative() && !left.isZero()) entries.put(key, new Entry(answer, left));
  }
}
