package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.caller.ScopePolicy;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProductConfigTest {

  @Test
  void aPlansScopeIsAStringOrAListAndNoneAllowsAll() {
    Map<String, Plan> plans = ProductConfig.plans(new JsonObject()
      .put("free", new JsonObject().put("dailyQuota", 10))
      .put("fred-read", new JsonObject().put("scope", "fred @readOnly"))
      .put("no-sec", new JsonObject().put("scope", new JsonArray().add("-sec").add("-epa_*"))));
    assertTrue(plans.get("free").scope().allowsAll());
    assertEquals(ScopePolicy.parse("fred @readOnlyHint"), plans.get("fred-read").scope());
    assertEquals("-sec -epa_*", plans.get("no-sec").scope().text());
  }

  @Test
  void aBadScopeStopsTheStartNamingThePlan() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ProductConfig.plans(
      new JsonObject().put("odd", new JsonObject().put("scope", "fred @fast"))));
    assertTrue(e.getMessage().startsWith("plan odd:"), e.getMessage());
  }
}
