package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.Admission;
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
    KeyRecord key = CredentialHandler.keyOf(rc);
    service.usage(key, DAYS).onFailure(rc::fail).onSuccess(counts -> rc.response()
      .putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "no-store")
      .end(render(key, counts).encode()));
  }

  private JsonObject render(KeyRecord key, List<UsageCount> counts) {
    Plan plan = product.plan(key.plan());
    LocalDate today = LocalDate.now(ZoneOffset.UTC);
    Map<LocalDate, JsonObject> days = new TreeMap<>();
    Map<String, Long> tools = new TreeMap<>();
    long total = 0;
    for (UsageCount c : counts) {
      JsonObject day = days.computeIfAbsent(c.day(), d -> new JsonObject()
        .put("date", d.toString()).put("calls", 0L).put("tools", new JsonObject()));
      day.put("calls", day.getLong("calls") + c.count());
      day.getJsonObject("tools").put(c.endpoint(), c.count());
      tools.merge(c.endpoint(), c.count(), Long::sum);
      total += c.count();
    }
    long callsToday = days.containsKey(today) ? days.get(today).getLong("calls") : 0;
    return new JsonObject()
      .put("key", new JsonObject().put("id", key.id()).put("fingerprint", key.fingerprint())
        .put("product", key.product()).put("email", key.email()).put("plan", plan.name())
        .put("created_at", key.createdAt().toString())
        .put("expires_at", key.expiresAt() == null ? null : key.expiresAt().toString()))
      .put("limits", limits(plan))
      .put("today", new JsonObject().put("date", today.toString()).put("calls", callsToday)
        .put("quota", plan.dailyQuota())
        .put("remaining", Math.max(0, plan.dailyQuota() - callsToday)))
      .put("period", new JsonObject().put("from", today.minusDays(DAYS - 1L).toString())
        .put("to", today.toString()).put("calls", total)
        .put("tools", toJson(tools)))
      .put("days", new JsonArray(List.copyOf(days.values())));
  }

  private static JsonObject toJson(Map<String, Long> counts) {
    JsonObject json = new JsonObject();
    counts.forEach(json::put);
    return json;
  }

  /** The quota and call bucket that work spends, and the request bucket every request passes. */
  static JsonObject limits(Plan plan) {
    return new JsonObject()
      .put("daily_quota", plan.dailyQuota())
      .put("calls_per_minute", Math.round(plan.rate().perSecond() * 60))
      .put("call_burst", plan.rate().burst())
      .put("requests_per_minute", Math.round(plan.requests().perSecond() * 60))
      .put("request_burst", plan.requests().burst())
      // the same limits under the names RateLimit-Policy and 429 answers give them
      .put("policies", new JsonArray()
        .add(new JsonObject().put("name", Admission.REQUESTS).put("burst", plan.requests().burst())
          .put("per_minute", Math.round(plan.requests().perSecond() * 60)).put("counts", "every request"))
        .add(new JsonObject().put("name", Admission.CALLS).put("burst", plan.rate().burst())
          .put("per_minute", Math.round(plan.rate().perSecond() * 60)).put("counts", "tool calls and REST data calls"))
        .add(new JsonObject().put("name", Admission.QUOTA).put("per_day", plan.dailyQuota())
          .put("counts", "tool calls and REST data calls, renewed at 00:00 UTC")));
  }
}
