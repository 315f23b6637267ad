package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One upstream service a provider talks to.
 *
 * @param name             key used by operations and in configuration
 * @param source           the name cited in results' sources, e.g. "FRED (Federal Reserve Bank of St. Louis)"
 * @param baseUrl          scheme, host and optional path prefix
 * @param auth             credential, or null
 * @param headers          sent with every request; values may use {@code ${VAR:-default}}
 * @param requestsPerSecond rate limit for the whole deployment, or 0 for none
 * @param burst            requests allowed at once before the limit applies
 * @param rateLimitGroup   upstreams naming the same group share one limit (e.g. one API on several hosts), or null
 * @param timeoutMs        per-attempt timeout
 * @param retries          extra attempts for idempotent calls on 5xx, 429 and timeouts
 * @param redirectOrigins  other origins ({@code scheme://host[:port]}) this upstream legitimately redirects to;
 *                         followed without its credentials. Redirects within its own origin need no entry.
 */
public record UpstreamSpec(String name, String source, String baseUrl, AuthSpec auth, Map<String, String> headers,
                           double requestsPerSecond, int burst, String rateLimitGroup, long timeoutMs, int retries,
                           List<String> redirectOrigins) {

  public UpstreamSpec {
    redirectOrigins = redirectOrigins == null ? List.of() : List.copyOf(redirectOrigins);
  }

  /** An upstream that redirects only within its own origin. */
  public UpstreamSpec(String name, String source, String baseUrl, AuthSpec auth, Map<String, String> headers,
                      double requestsPerSecond, int burst, String rateLimitGroup, long timeoutMs, int retries) {
    this(name, source, baseUrl, auth, headers, requestsPerSecond, burst, rateLimitGroup, timeoutMs, retries, List.of());
  }

  /** The same upstream with other redirect origins. */
  public UpstreamSpec withRedirectOrigins(List<String> origins) {
    return new UpstreamSpec(name, source, baseUrl, auth, headers, requestsPerSecond, burst, rateLimitGroup,
      timeoutMs, retries, origins);
  }

  static UpstreamSpec fromJson(String name, JsonObject json, List<String> problems) {
    String where = "upstreams." + name;
    String baseUrl = json.getString("baseUrl");
    if (baseUrl == null || !(baseUrl.startsWith("http://") || baseUrl.startsWith("https://"))) {
      problems.add(where + ".baseUrl must be an http(s) URL");
    }
    Map<String, String> headers = new LinkedHashMap<>();
    JsonObject h = json.getJsonObject("headers", new JsonObject());
    h.forEach(e -> headers.put(e.getKey(), String.valueOf(e.getValue())));
    double rps = 0;
    int burst = 1;
    String group = null;
    JsonObject rate = json.getJsonObject("rateLimit");
    if (rate != null) {
      double requests = rate.getDouble("requests", 0d);
      double per = rate.getDouble("perSeconds", 1d);
      if (requests <= 0 || per <= 0) problems.add(where + ".rateLimit needs positive requests and perSeconds");
      else rps = requests / per;
      burst = rate.getInteger("burst", Math.max(1, (int) Math.min(requests, 10)));
      group = rate.getString("group");
    }
    List<String> redirects = new ArrayList<>();
    json.getJsonArray("redirectOrigins", new JsonArray()).forEach(o -> redirects.add(String.valueOf(o)));
    return new UpstreamSpec(name, json.getString("source", name), baseUrl,
      AuthSpec.fromJson(json.getJsonObject("auth"), where + ".auth", problems), Map.copyOf(headers),
      rps, burst, group, json.getLong("timeoutMs", 10_000L), json.getInteger("retries", 2), redirects);
  }

  /** The host the operator may redirect with GATEHOUSE_UPSTREAM_OVERRIDES. */
  public String host() {
    return java.net.URI.create(baseUrl).getHost();
  }
}
