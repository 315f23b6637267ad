package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.CredentialHandler;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Plan;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.UsageHandler;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.UsageCount;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** See {@link UsageHandler}. */
public final class UsageHandlerImpl implements UsageHandler {

  private final KeyService service;
  private final Product product;

  public UsageHandlerImpl(KeyService service, Product product) {
    this.service = service;
    this.product = product;
  }

  @Override
  public void handle(RoutingContext rc) {
    KeyRecord key = rc.get(CredentialHandler.KEY);
    service.usage(key, DAYS).onFailure(rc::fail).onSuccess(counts -> rc.response()
      .putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "no-store")
      .end(render(key, counts).encode()));
  }

  private JsonObject render(KeyRecord key, List<UsageCount> counts) {
    Plan plan = product.plan(key.plan());
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    Map<LocalDate, JsonObject> days = new TreeMap<>();
    Map<String, Long> endpoints = new TreeMap<>();
    long total = 0;
    for (UsageCount c : counts) {
      JsonObject day = days.computeIfAbsent(c.day(), d -> new JsonObject()
        .put("date", d.toString()).put("requests", 0L).put("endpoints", new JsonObject()));
      day.put("requests", day.getLong("requests") + c.count());
      day.getJsonObject("endpoints").put(c.endpoint(), c.count());
      endpoints.merge(c.endpoint(), c.count(), Long::sum);
      total += c.count();
    }
    long usedToday = days.containsKey(today) ? days.get(today).getLong("requests") : 0;
    return new JsonObject()
      .put("key", new JsonObject().put("id", key.id()).put("fingerprint", key.fingerprint())
        .put("product", key.product()).put("email", key.email()).put("plan", plan.name())
        .put("created_at", key.createdAt().toString())
        .put("expires_at", key.expiresAt() == null ? null : key.expiresAt().toString()))
      .put("limits", limits(plan))
      .put("today", new JsonObject().put("date", today.toString()).put("requests", usedToday)
        .put("quota", plan.dailyQuota())
        .put("remaining", Math.max(0, plan.dailyQuota() - usedToday)))
      .put("period", new JsonObject().put("from", today.minusDays(DAYS - 1L).toString())
        .put("to", today.toString()).put("requests", total)
        .put("endpoints", toJson(endpoints)))
      .put("days", new JsonArray(List.copyOf(days.values())));
  }

  private static JsonObject toJson(Map<String, Long> counts) {
    JsonObject json = new JsonObject();
    counts.forEach(json::put);
    return json;
  }

  static JsonObject limits(Plan plan) {
    return new JsonObject()
      .put("requests_per_minute", Math.round(plan.rate().perSecond() * 60))
      .put("burst", plan.rate().burst())
      .put("daily_quota", plan.dailyQuota());
  }
}
