package io.gatehouse.gateway.drift;

import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * {@code upstreams.check} in gateway.yaml: the scheduled drift check, off unless enabled.
 *
 * @param interval  how long one round takes: its calls are spread evenly over it, then the next begins
 * @param timeout   how long one call may take, rate-limit wait and retries included
 * @param providers  the providers checked; all when empty
 * @param operations the operations (tool names) checked; all of those providers' when empty
 */
public record DriftOptions(boolean enabled, Duration interval, Duration timeout, List<String> providers,
                           List<String> operations) {

  public static final Duration DAILY = Duration.ofDays(1);

  /** @param env {@code GATEHOUSE_UPSTREAMS_CHECK=true|false} turns the check on or off on this node alone */
  public static DriftOptions fromJson(JsonObject upstreams, Map<String, String> env) {
    JsonObject check = upstreams.getJsonObject("check", new JsonObject());
    double seconds = check.getDouble("intervalSeconds", (double) DAILY.toSeconds());
    String enabled = env.get("GATEHOUSE_UPSTREAMS_CHECK");
    return new DriftOptions(enabled != null ? Boolean.parseBoolean(enabled) : check.getBoolean("enabled", false), Duration.ofMillis(Math.round(seconds * 1000)),
      Duration.ofSeconds(check.getLong("timeoutSeconds", 60L)),
      names(check, "providers"), names(check, "operations"));
  }

  private static List<String> names(JsonObject check, String key) {
    return check.getJsonArray(key, new JsonArray()).stream().map(String::valueOf).toList();
  }

  public boolean covers(CatalogOperation op) {
    return (providers.isEmpty() || providers.contains(op.providerId()))
      && (operations.isEmpty() || operations.contains(op.toolName()));
  }
}
