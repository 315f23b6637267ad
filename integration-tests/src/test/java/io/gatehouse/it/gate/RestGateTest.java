package io.gatehouse.it.gate;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The REST door: a route outside the key's scope answers 403 with the scope challenge, audited, upstream untouched. */
class RestGateTest extends GatedGatewayTest {

  private static final String SEC_FACTS = "/api/v1/sec/companies/320193/facts";

  @Test
  void aRouteOutsideTheScopeIsRefusedAuditedAndNeverReachesItsUpstream() throws Exception {
    JsonObject key = gateway.dataKey("rest-door@example.com", "fred");
    String apiKey = key.getString("api_key");

    HttpResponse<String> refused = gateway.get(SEC_FACTS, apiKey);
    assertEquals(403, refused.statusCode(), refused.body());
    assertTrue(refused.headers().firstValue("WWW-Authenticate").orElse("")
      .contains("error=\"insufficient_scope\", scope=\"tools:sec_company_facts\""), refused.headers().toString());
    JsonObject problem = new JsonObject(refused.body());
    assertEquals("/problems/insufficient-scope", problem.getString("type"), refused.body());
    HttpResponse<String> typePage = gateway.get(problem.getString("type"), apiKey);
    assertEquals(200, typePage.statusCode(), "the problem type resolves on the gateway itself");
    assertTrue(typePage.body().contains("Insufficient scope"), typePage.body());
    assertEquals("tools:sec_company_facts", problem.getString("required_scope"), refused.body());
    assertFalse(refused.body().contains(GatedGateway.SEC_ENTITY), refused.body());
    HttpResponse<String> allowed = gateway.get("/api/v1/fred/series/GDP", apiKey);
    assertEquals(200, allowed.statusCode(), allowed.body());

    assertEquals(0, gateway.upstreamHits(GatedGateway.SEC_FACTS));
    assertEquals(1, gateway.upstreamHits(GatedGateway.FRED));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> r.size() >= 2);
    JsonObject record = GateAssertions.refusalRecorded(records, key.getString("key_id"), "sec_company_facts");
    assertEquals("GET " + SEC_FACTS, record.getString("route"), record.encode());
  }
}
