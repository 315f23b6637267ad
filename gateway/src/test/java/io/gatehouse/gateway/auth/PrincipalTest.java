package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.caller.TokenGrant;

import io.gatehouse.gateway.caller.Principal;

import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.store.KeyRecord;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PrincipalTest {

  private static final Plan FRED_PLAN = new Plan("fred-only", Rate.perMinute(60, 10), 100,
    Rate.perMinute(300, 50), ScopePolicy.parse("fred"));
  private static final Product PRODUCT = new Product("public-data", "Public Data Service", "pd_live_",
    Product.Credential.header("X-API-Key"), "/signup", "/usage", "/mcp", false, "free",
    Map.of("free", new Plan("free", Rate.perMinute(60, 10), 100), "fred-only", FRED_PLAN));

  private static KeyRecord key(String plan) {
    return new KeyRecord("key_1", "public-data", "ab", "pd_live_…ab", "a@example.com", null, plan,
      Instant.EPOCH, null, null, null);
  }

  @Test
  void aKeyWithoutAScopeOfItsOwnTakesItsPlans() {
    assertEquals(ScopePolicy.parse("fred"), PRODUCT.principalOf(key("fred-only")).scope());
    assertTrue(PRODUCT.principalOf(key("free")).scope().allowsAll());
  }

  @Test
  void aKeysOwnScopeReplacesItsPlans() {
    assertEquals(ScopePolicy.parse("sec -sec_x"), PRODUCT.principalOf(key("fred-only").withScope("sec -sec_x")).scope());
    assertTrue(PRODUCT.principalOf(key("fred-only").withScope("")).scope().allowsAll(), "an empty own scope allows all");
  }

  /** Sessions compare this form: a change of scope or plan must not end them. */
  @Test
  void theJsonFormIsTheIdentityOnly() {
    JsonObject before = PRODUCT.principalOf(key("fred-only")).toJson();
    assertEquals(before, PRODUCT.principalOf(key("fred-only").withScope("sec")).toJson());
    assertEquals(before, PRODUCT.principalOf(key("fred-only").withPlan("free")).toJson());
    assertEquals(new JsonObject().put("key_id", "key_1").put("product", "public-data"), before);
  }

  @Test
  void aTokensPrincipalTakesItsToolScopes() {
    Principal token = Principal.ofToken("client-42", "lead-verification", new TokenGrant(
      List.of("lead-verification", "tools:email"), "lead-verification", "https://gw.example/.well-known/oauth-protected-resource/mcp"));
    assertTrue(token.isToken());
    assertEquals("oauth:client-42", token.id());
    assertEquals(ScopePolicy.parse("email"), token.scope());
  }
}
