package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonObject;

/**
 * What a client connection may hold of the server, from the {@code http:} section.
 *
 * @param headerTimeoutMs          a new connection that has not sent a whole request head by then is closed
 *                                 (idle and slow-header sockets alike)
 * @param idleTimeoutMs            a connection with no request in progress is closed after this long; one
 *                                 with a request in progress, an SSE stream included, is never cut by it
 * @param maxConnections           open connections of the process; more are answered 503 and closed
 * @param maxConnectionsPerAddress open connections from one client address; behind a proxy or load
 *                                 balancer every client shares its address, so raise it there
 */
public record ConnectionLimits(long headerTimeoutMs, long idleTimeoutMs, int maxConnections,
                               int maxConnectionsPerAddress) {

  static ConnectionLimits fromJson(JsonObject http) {
    return new ConnectionLimits(positive(http, "headerTimeoutMs", 10_000L), positive(http, "idleTimeoutMs", 60_000L),
      (int) positive(http, "maxConnections", 10_000L), (int) positive(http, "maxConnectionsPerAddress", 1_000L));
  }

  private static long positive(JsonObject http, String key, long byDefault) {
    long value = http.getLong(key, byDefault);
    if (value < 1) throw new IllegalArgumentException("http." + key + " must be at least 1");
    return value;
  }
}
