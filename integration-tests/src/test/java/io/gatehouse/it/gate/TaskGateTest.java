package io.gatehouse.it.gate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The task door: a task-augmented call outside the scope is refused before a task exists; a task the
 * scope admits runs its nested calls under the same scope.
 */
class TaskGateTest extends GatedGatewayTest {

  private static final JsonObject TASKS = new JsonObject().put("extensions",
    new JsonObject().put("io.modelcontextprotocol/tasks", new JsonObject()));
  private static final JsonObject LEAD = new JsonObject().put("company_name", "Gated Test B.V.").put("country", "NL")
    .put("vat_number", "NL004495445B01").put("kvk_number", "68750110");

  @Test
  void aTaskOutsideTheScopeIsRefusedBeforeItExists() throws Exception {
    JsonObject key = gateway.leadKey("task-door@example.com", "-verify_lead");
    JsonObject refused = gateway.rpc(GatedGateway.LEAD_MCP, key.getString("api_key"), "tools/call",
      new JsonObject().put("name", "verify_lead").put("arguments", LEAD), TASKS);
    GateAssertions.outOfScope(refused, "verify_lead");
    assertEquals(0, gateway.upstreamHits(GatedGateway.VIES));
    assertEquals(0, gateway.upstreamHits(GatedGateway.KVK));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> !r.isEmpty());
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "verify_lead");
  }

  @Test
  void aTaskTheScopeAdmitsMakesNoNestedCallOutsideIt() throws Exception {
    JsonObject key = gateway.leadKey("task-nested@example.com", "verify_lead");
    String apiKey = key.getString("api_key");
    JsonObject created = gateway.rpc(GatedGateway.LEAD_MCP, apiKey, "tools/call",
      new JsonObject().put("name", "verify_lead").put("arguments", LEAD), TASKS).getJsonObject("result");
    assertEquals("task", created.getString("resultType"), created.encode());
    JsonObject task = new JsonObject().put("taskId", created.getString("taskId"));
    JsonObject done = await().atMost(Duration.ofSeconds(20)).until(
      () -> gateway.rpc(GatedGateway.LEAD_MCP, apiKey, "tasks/get", task, TASKS).getJsonObject("result"),
      state -> !"working".equals(state.getString("status")));
    assertEquals("completed", done.getString("status"), done.encode());
    JsonObject out = done.getJsonObject("result").getJsonObject("structuredContent");
    assertEquals("review", out.getString("verdict"), out.encode());
    JsonArray checks = out.getJsonArray("checks");
    for (String tool : List.of("vat_check", "kvk_lookup")) {
      JsonObject check = checks.stream().map(c -> (JsonObject) c).filter(c -> tool.equals(c.getString("tool")))
        .findFirst().orElseThrow(() -> new AssertionError(tool + " not checked: " + checks.encode()));
      assertTrue(check.getJsonArray("codes").contains("scope.denied"), check.encode());
      assertFalse(check.containsKey("result"), check.encode());
    }
    assertFalse(out.encode().contains(GatedGateway.VIES_NAME), out.encode());
    assertEquals(0, gateway.upstreamHits(GatedGateway.VIES));
    assertEquals(0, gateway.upstreamHits(GatedGateway.KVK));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> r.size() >= 3);
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "vat_check");
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "kvk_lookup");
  }
}
