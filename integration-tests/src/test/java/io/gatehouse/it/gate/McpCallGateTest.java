package io.gatehouse.it.gate;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The MCP door, a direct tools/call: a key scoped to FRED calls FRED, and SEC not at all. */
class McpCallGateTest extends GatedGatewayTest {

  @Test
  void aToolOutsideTheScopeIsRefusedAuditedAndNeverReachesItsUpstream() throws Exception {
    JsonObject key = gateway.dataKey("mcp-door@example.com", "fred");
    String apiKey = key.getString("api_key");

    JsonObject refused = gateway.callTool(GatedGateway.DATA_MCP, apiKey, "sec_company_facts",
      new JsonObject().put("cik", "320193"));
    GateAssertions.outOfScope(refused, "sec_company_facts");
    assertFalse(refused.encode().contains(GatedGateway.SEC_ENTITY), refused.encode());
    JsonObject allowed = gateway.callTool(GatedGateway.DATA_MCP, apiKey, "fred_series",
      new JsonObject().put("series_id", "GDP"));
    assertTrue(allowed.encode().contains("Gross Domestic Product"), allowed.encode());

    assertEquals(0, gateway.upstreamHits(GatedGateway.SEC_FACTS));
    assertEquals(1, gateway.upstreamHits(GatedGateway.FRED));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> r.size() >= 2);
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "sec_company_facts");
    assertEquals(1, GatedGateway.records(records, "fred_series", "ok").size(), records.toString());
  }
}
