package io.gatehouse.gateway.scope;

import io.gatehouse.gateway.caller.ScopePolicy;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScopePolicyTest {

  private static final JsonObject READ_ONLY = new JsonObject().put("readOnlyHint", true);
  private static final JsonObject WRITES = new JsonObject().put("readOnlyHint", false).put("destructiveHint", false);

  @Test
  void aProviderEntryAllowsItsToolsAndNoOthers() {
    ScopePolicy fred = ScopePolicy.parse("fred");
    assertNull(fred.check(null, "fred", "fred_series_observations"));
    assertEquals(ScopePolicy.Denial.NOT_ALLOWED, fred.check(null, "sec", "sec_company_facts"));
  }

  @Test
  void wildcardsMatchToolNamesAndProviders() {
    ScopePolicy policy = ScopePolicy.parse("fred_series_* usgs*");
    assertNull(policy.check(null, "fred", "fred_series_search"));
    assertEquals(ScopePolicy.Denial.NOT_ALLOWED, policy.check(null, "fred", "fred_category"));
    assertNull(policy.check(null, "usgs", "usgs_earthquakes"));
    assertNull(ScopePolicy.parse("*").check(null, "sec", "sec_company_facts"));
    assertNull(ScopePolicy.parse("*_facts").check(null, "sec", "sec_company_facts"));
  }

  @Test
  void aDenialBeatsAnyAllowance() {
    ScopePolicy policy = ScopePolicy.parse("sec, fred, -sec_company_facts !fred_series_*");
    assertEquals(ScopePolicy.Denial.DENIED, policy.check(null, "sec", "sec_company_facts"));
    assertEquals(ScopePolicy.Denial.DENIED, policy.check(null, "fred", "fred_series_search"));
    assertNull(policy.check(null, "sec", "sec_submissions"));
    assertEquals(ScopePolicy.Denial.DENIED, ScopePolicy.parse("* -sec").check(null, "sec", "sec_submissions"));
  }

  @Test
  void onlyDenialsAllowEverythingElse() {
    ScopePolicy policy = ScopePolicy.parse("-sec");
    assertNull(policy.check(null, "fred", "fred_series_search"));
    assertEquals(ScopePolicy.Denial.DENIED, policy.check(null, "sec", "sec_submissions"));
  }

  @Test
  void annotationRulesReadTheHintsWithTheirMcpDefaults() {
    ScopePolicy readOnly = ScopePolicy.parse("@readOnly");
    assertNull(readOnly.check(READ_ONLY, "fred", "fred_series_search"));
    assertEquals(ScopePolicy.Denial.ANNOTATION, readOnly.check(WRITES, "x", "x_write"));
    assertEquals(ScopePolicy.Denial.ANNOTATION, readOnly.check(null, "x", "x_unannotated"), "readOnlyHint defaults to false");

    ScopePolicy safe = ScopePolicy.parse("@!destructiveHint");
    assertNull(safe.check(READ_ONLY, "fred", "fred_series_search"), "a read-only tool is not destructive");
    assertNull(safe.check(WRITES, "x", "x_write"));
    assertEquals(ScopePolicy.Denial.ANNOTATION, safe.check(new JsonObject(), "x", "x_unannotated"),
      "destructiveHint defaults to true");
  }

  @Test
  void annotationRulesAndNamesApplyTogether() {
    ScopePolicy policy = ScopePolicy.parse("fred @readOnlyHint");
    assertNull(policy.check(READ_ONLY, "fred", "fred_series_search"));
    assertEquals(ScopePolicy.Denial.ANNOTATION, policy.check(WRITES, "fred", "fred_write"));
    assertEquals(ScopePolicy.Denial.NOT_ALLOWED, policy.check(READ_ONLY, "sec", "sec_company_facts"));
  }

  @Test
  void theEmptyPolicyAllowsAllAndTextRoundTrips() {
    assertTrue(ScopePolicy.parse(null).allowsAll());
    assertTrue(ScopePolicy.parse("  ").allowsAll());
    ScopePolicy policy = ScopePolicy.parse("tools:FRED, !sec_x @readOnly");
    assertEquals("fred -sec_x @readOnlyHint", policy.text());
    assertEquals(policy, ScopePolicy.parse(policy.text()));
  }

  @Test
  void malformedEntriesAreRefusedByName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ScopePolicy.parse("fred sec/facts"));
    assertTrue(e.getMessage().contains("sec/facts"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ScopePolicy.parse("@fast"));
  }

  @Test
  void tokenScopesCountOnlyWithTheirPrefix() {
    assertTrue(ScopePolicy.fromTokenScopes(List.of("public-data", "openid")).allowsAll());
    ScopePolicy policy = ScopePolicy.fromTokenScopes(List.of("public-data", "tools:fred", "tools:@readOnly", "tools:a/b"));
    assertEquals("fred @readOnlyHint", policy.text(), "an entry it cannot read is left out");
    assertNull(policy.check(READ_ONLY, "fred", "fred_series_search"));
    assertEquals(ScopePolicy.Denial.NOT_ALLOWED, policy.check(READ_ONLY, "sec", "sec_company_facts"));
  }
}
