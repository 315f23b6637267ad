package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.vertx.core.json.JsonObject;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Maps a hosted server's configuration onto the key product it sells. */
public final class ProductConfig {

  public static final String DEFAULT_PLAN = "free";

  private ProductConfig() {
  }

  /** The product of a server that issues keys, or null for an open server. */
  public static Product of(ServerConfig server, JsonObject plansConfig) {
    if (!server.requiresCredential() || server.keyPrefix() == null) return null;
    Product.Credential credential = server.credentialScheme().equals("bearer")
      ? Product.Credential.bearer() : Product.Credential.header(server.credentialHeader());
    return new Product(server.id(), server.title(), server.keyPrefix(), credential, server.signupPath(),
      server.usagePath(), server.mcpPath(), server.signupFields().contains("name"), DEFAULT_PLAN, plans(plansConfig));
  }

  /** The products of the servers that issue keys, by server id. */
  public static Map<String, Product> byServer(List<ServerConfig> servers, JsonObject plansConfig) {
    Map<String, Product> products = new LinkedHashMap<>();
    for (ServerConfig server : servers) {
      Product product = of(server, plansConfig);
      if (product != null) products.put(server.id(), product);
    }
    return Collections.unmodifiableMap(products);
  }

  static Map<String, Plan> plans(JsonObject config) {
    Map<String, Plan> plans = new LinkedHashMap<>();
    config.forEach(e -> {
      JsonObject plan = (JsonObject) e.getValue();
      Rate calls = rate(plan, 10d);
      long quota = plan.getLong("dailyQuota", 1000L);
      JsonObject requests = plan.getJsonObject("requests");
      Plan limits = requests == null ? new Plan(e.getKey(), calls, quota)
        : new Plan(e.getKey(), calls, quota, rate(requests, calls.perSecond() * Plan.REQUESTS_PER_CALL));
      plans.put(e.getKey(), new Plan(e.getKey(), calls, quota, limits.requests(), scope(e.getKey(), plan)));
    });
    plans.putIfAbsent(DEFAULT_PLAN, new Plan(DEFAULT_PLAN, new Rate(20, 10), 1000, new Rate(100, 50)));
    return plans;
  }

  /** A plan's {@code scope}: a string of entries or a list of them (see ScopePolicy); none allows all. */
  private static ScopePolicy scope(String plan, JsonObject config) {
    Object scope = config.getValue("scope");
    String text = scope instanceof io.vertx.core.json.JsonArray list
      ? String.join(" ", list.stream().map(String::valueOf).toList()) : (String) scope;
    try {
      return ScopePolicy.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("plan " + plan + ": " + e.getMessage(), e);
    }
  }

  /** {@code requestsPerSecond} and {@code burst} (default twice the rate) of a bucket. */
  private static Rate rate(JsonObject config, double defaultPerSecond) {
    double perSecond = config.getDouble("requestsPerSecond", defaultPerSecond);
    return new Rate(config.getLong("burst", (long) Math.max(1, perSecond * 2)), perSecond);
  }
}
