package io.gatehouse.gateway.store;

import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;

/**
 * How far a database outage reaches into calls: every store operation (waiting for a pooled
 * connection included) ends within {@code query}, a connection attempt within {@code connect}, and
 * a key a call has used stays trusted from cache for {@code staleKeys} after the store last answered
 * for it.
 */
public record OutageBounds(Duration query, Duration connect, Duration staleKeys) {

  /** Well inside the shortest operation's timeout; ten minutes of stale keys. */
  public static final OutageBounds DEFAULT = new OutageBounds(Duration.ofSeconds(2), Duration.ofSeconds(2),
    Duration.ofMinutes(10));

  public OutageBounds {
    if (query.toMillis() < 1 || connect.toMillis() < 1 || staleKeys.isNegative()) {
      throw new IllegalArgumentException("store: queryTimeoutMs and connectTimeoutMs must be at least 1,"
        + " staleKeysSeconds at least 0");
    }
  }

  /**
   * From the {@code store} section ({@code queryTimeoutMs}, {@code connectTimeoutMs},
   * {@code staleKeysSeconds}); {@code GATEHOUSE_STORE_QUERY_TIMEOUT_MS} and
   * {@code GATEHOUSE_STORE_STALE_KEYS_SECONDS} override.
   */
  public static OutageBounds fromJson(JsonObject store, Map<String, String> env) {
    return new OutageBounds(
      Duration.ofMillis(number(env, "GATEHOUSE_STORE_QUERY_TIMEOUT_MS", store.getLong("queryTimeoutMs", DEFAULT.query.toMillis()))),
      Duration.ofMillis(store.getLong("connectTimeoutMs", DEFAULT.connect.toMillis())),
      Duration.ofSeconds(number(env, "GATEHOUSE_STORE_STALE_KEYS_SECONDS",
        store.getLong("staleKeysSeconds", DEFAULT.staleKeys.toSeconds()))));
  }

  private static long number(Map<String, String> env, String name, long otherwise) {
    String value = env.get(name);
    return value == null || value.isBlank() ? otherwise : Long.parseLong(value.trim());
  }
}
