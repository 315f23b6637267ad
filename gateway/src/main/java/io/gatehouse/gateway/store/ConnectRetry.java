package io.gatehouse.gateway.store;

import io.vertx.core.json.JsonObject;
import java.util.Map;

/**
 * How long start-up waits for a database that is not up yet: {@code attempts} tries, the first
 * pause {@code firstDelayMs}, doubled after each failure up to {@code maxDelayMs}.
 */
public record ConnectRetry(int attempts, long firstDelayMs, long maxDelayMs) {

  /** About half a minute: enough for a database started beside the gateway. */
  public static final ConnectRetry DEFAULT = new ConnectRetry(10, 500, 5_000);

  public ConnectRetry {
    if (attempts < 1 || firstDelayMs < 0 || maxDelayMs < firstDelayMs) {
      throw new IllegalArgumentException("store.connect: attempts must be at least 1 and 0 <= firstDelayMs <= maxDelayMs");
    }
  }

  /** From {@code store.connect} of the configuration; {@code GATEHOUSE_STORE_CONNECT_ATTEMPTS} overrides. */
  public static ConnectRetry fromJson(JsonObject json, Map<String, String> env) {
    String attempts = env.get("GATEHOUSE_STORE_CONNECT_ATTEMPTS");
    return new ConnectRetry(
      attempts != null ? Integer.parseInt(attempts.trim()) : json.getInteger("attempts", DEFAULT.attempts),
      json.getLong("firstDelayMs", DEFAULT.firstDelayMs),
      json.getLong("maxDelayMs", DEFAULT.maxDelayMs));
  }

  /** The pause after failed attempt number {@code attempt} (1 for the first). */
  public long delayMs(int attempt) {
    return Math.min(maxDelayMs, firstDelayMs << Math.min(attempt - 1, 20));
  }
}
