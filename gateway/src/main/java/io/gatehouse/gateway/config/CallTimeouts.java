package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonObject;

import java.util.HashMap;
import java.util.Map;

/**
 * How long a call may take: the operation's own timeout (the manifest's {@code timeoutMs}, or the
 * operator's for that operation), never more than the dispatch timeout. An upstream call's attempts,
 * retries and waits all end by it, so a hanging upstream holds its caller no longer.
 */
public final class CallTimeouts {

  private final long ceilingMs;
  /** By {@code provider.operation}; empty unless the operator set some. */
  private final Map<String, Long> byOperation;

  private CallTimeouts(long ceilingMs, Map<String, Long> byOperation) {
    this.ceilingMs = ceilingMs;
    this.byOperation = byOperation;
  }

  /** Each operation's timeout as its manifest declares it. */
  public static CallTimeouts asDeclared() {
    return new CallTimeouts(Long.MAX_VALUE, Map.of());
  }

  /**
   * The {@code dispatch:} section: {@code timeoutMs} (30 s) caps every call; {@code operations}
   * sets some operations' own, e.g. {@code fred.series: {timeoutMs: 5000}}.
   */
  public static CallTimeouts fromJson(JsonObject dispatch) {
    long ceiling = dispatch.getLong("timeoutMs", 30_000L);
    if (ceiling < 1) throw new IllegalArgumentException("dispatch.timeoutMs must be at least 1");
    Map<String, Long> byOperation = new HashMap<>();
    dispatch.getJsonObject("operations", new JsonObject()).forEach(e -> {
      long ms = e.getValue() instanceof JsonObject o ? o.getLong("timeoutMs", 0L) : 0L;
      if (ms < 1) throw new IllegalArgumentException("dispatch.operations." + e.getKey() + ".timeoutMs must be at least 1");
      byOperation.put(e.getKey(), ms);
    });
    return new CallTimeouts(ceiling, Map.copyOf(byOperation));
  }

  /**
   * The timeout of a call of a provider's operation that declares {@code declaredMs}, or of one that
   * asked for {@code requestedMs} (0: none asked).
   */
  public long of(String providerId, String operationId, long declaredMs, long requestedMs) {
    long own = requestedMs > 0 ? requestedMs
      : byOperation.isEmpty() ? declaredMs
      : byOperation.getOrDefault(providerId + "." + operationId, declaredMs);
    return Math.min(own, ceilingMs);
  }
}
