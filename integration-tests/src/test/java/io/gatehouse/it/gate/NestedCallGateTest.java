package io.gatehouse.it.gate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A provider's nested calls (Invocation.invoke) meet the original caller's scope: verify_lead's peers
 * and xbrl_normalize's SEC read are refused for a key that may not use them, make no upstream request,
 * put none of their data in the answer, and are audited as children of the call that made them.
 */
class NestedCallGateTest extends GatedGatewayTest {

  private static final JsonObject LEAD = new JsonObject().put("company_name", "Gated Test B.V.").put("country", "NL")
    .put("vat_number", "NL004495445B01").put("kvk_number", "68750110");

  @Test
  void verifyLeadChecksNothingTheKeysScopeDenies() throws Exception {
    JsonObject key = gateway.leadKey("nested-verify@example.com", "verify_lead email_check -kvk_* -vat_*");
    JsonObject result = gateway.callTool(GatedGateway.LEAD_MCP, key.getString("api_key"), "verify_lead", LEAD)
      .getJsonObject("result");
    JsonObject out = result.getJsonObject("structuredContent");
    assertEquals("review", out.getString("verdict"), out.encode());
    JsonArray checks = out.getJsonArray("checks");
    for (String tool : List.of("vat_check", "kvk_lookup")) {
      JsonObject check = checks.stream().map(c -> (JsonObject) c).filter(c -> tool.equals(c.getString("tool")))
        .findFirst().orElseThrow(() -> new AssertionError(tool + " not checked: " + checks.encode()));
      assertEquals(List.of("scope.denied"), check.getJsonArray("codes").getList(), check.encode());
      assertFalse(check.containsKey("result"), check.encode());
    }
    assertTrue(out.getJsonArray("reasons").encode().contains("scope.denied"), out.encode());
    assertFalse(result.encode().contains(GatedGateway.VIES_NAME), result.encode());
    assertEquals(0, gateway.upstreamHits(GatedGateway.VIES));
    assertEquals(0, gateway.upstreamHits(GatedGateway.KVK));

    String keyId = key.getString("key_id");
    List<JsonObject> records = gateway.auditOf(keyId, r -> r.size() >= 3);
    JsonObject call = GatedGateway.records(records, "verify_lead", "ok").get(0);
    for (String tool : List.of("vat_check", "kvk_lookup")) {
      JsonObject refused = GateAssertions.refusalRecorded(records, keyId, tool);
      assertEquals(call.getString("request_id"), refused.getString("parent_request_id"), refused.encode());
    }
  }

  @Test
  void theSameLeadWithAnUnscopedKeyReachesEveryPeer() throws Exception {
    JsonObject key = gateway.leadKey("nested-all@example.com", "*");
    JsonObject out = gateway.callTool(GatedGateway.LEAD_MCP, key.getString("api_key"), "verify_lead", LEAD)
      .getJsonObject("result").getJsonObject("structuredContent");
    assertFalse(out.encode().contains("scope.denied"), out.encode());
    assertEquals(1, gateway.upstreamHits(GatedGateway.VIES));
    assertEquals(1, gateway.upstreamHits(GatedGateway.KVK));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> r.stream()
      .filter(x -> x.containsKey("parent_request_id")).count() >= 2);
    assertTrue(records.stream().anyMatch(r -> "vat_check".equals(r.getString("tool")) && r.containsKey("parent_request_id")),
      records.toString());
  }

  @Test
  void theOpenRegistersAreAskedOnlyWhereTheKeysScopeAllows() throws Exception {
    JsonObject lead = new JsonObject().put("company_name", "Testco Industries").put("country", "FR")
      .put("siren", "123456782").put("lei", "5299009ZQX4TESTCO058");
    JsonObject key = gateway.leadKey("nested-registers@example.com", "verify_lead -sirene_* -gleif_*");
    JsonObject out = gateway.callTool(GatedGateway.LEAD_MCP, key.getString("api_key"), "verify_lead", lead)
      .getJsonObject("result").getJsonObject("structuredContent");
    assertEquals("review", out.getString("verdict"), out.encode());
    JsonArray checks = out.getJsonArray("checks");
    for (String tool : List.of("sirene_lookup", "gleif_lookup")) {
      JsonObject check = checks.stream().map(c -> (JsonObject) c).filter(c -> tool.equals(c.getString("tool")))
        .findFirst().orElseThrow(() -> new AssertionError(tool + " not checked: " + checks.encode()));
      assertEquals(List.of("scope.denied"), check.getJsonArray("codes").getList(), check.encode());
      assertFalse(check.containsKey("result"), check.encode());
    }
    assertEquals(0, gateway.upstreamHits(GatedGateway.SIRENE));
    assertEquals(0, gateway.upstreamHits(GatedGateway.GLEIF));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> r.size() >= 3);
    JsonObject call = GatedGateway.records(records, "verify_lead", "ok").get(0);
    for (String tool : List.of("sirene_lookup", "gleif_lookup")) {
      JsonObject refused = GateAssertions.refusalRecorded(records, key.getString("key_id"), tool);
      assertEquals(call.getString("request_id"), refused.getString("parent_request_id"), refused.encode());
    }

    JsonObject open = gateway.leadKey("registers-all@example.com", "*");
    JsonObject allowed = gateway.callTool(GatedGateway.LEAD_MCP, open.getString("api_key"), "verify_lead", lead)
      .getJsonObject("result").getJsonObject("structuredContent");
    assertFalse(allowed.encode().contains("scope.denied"), allowed.encode());
    assertTrue(allowed.getJsonArray("findings").encode().contains("lei.register_match"), allowed.encode());
    assertEquals(1, gateway.upstreamHits(GatedGateway.SIRENE));
    assertEquals(1, gateway.upstreamHits(GatedGateway.GLEIF));
  }

  @Test
  void xbrlNormalizeCannotReadSecForAKeyDeniedSec() throws Exception {
    JsonObject key = gateway.dataKey("nested-xbrl@example.com", "-sec_*");
    JsonObject answer = gateway.callTool(GatedGateway.DATA_MCP, key.getString("api_key"), "xbrl_normalize",
      new JsonObject().put("cik", "320193"));
    assertFalse(answer.encode().contains(GatedGateway.SEC_ENTITY), answer.encode());
    assertTrue(answer.encode().contains("sec_company_facts is outside this credential's scope"), answer.encode());
    assertEquals(0, gateway.upstreamHits(GatedGateway.SEC_FACTS));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> r.size() >= 2);
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "sec_company_facts");

    JsonObject open = gateway.dataKey("xbrl-all@example.com", "*");
    gateway.callTool(GatedGateway.DATA_MCP, open.getString("api_key"), "xbrl_normalize", new JsonObject().put("cik", "320193"));
    assertEquals(1, gateway.upstreamHits(GatedGateway.SEC_FACTS), "an unscoped key's call reads SEC");
  }
}
