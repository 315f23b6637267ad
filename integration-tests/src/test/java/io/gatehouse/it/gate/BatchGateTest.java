package io.gatehouse.it.gate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The batch door (2025-03-26): each entry of a JSON-RPC batch meets the gate on its own. */
class BatchGateTest extends GatedGatewayTest {

  private static final String REVISION = "2025-03-26";

  @Test
  void theEntryOutsideTheScopeIsRefusedAndAuditedWhileItsNeighbourRuns() throws Exception {
    JsonObject key = gateway.dataKey("batch-door@example.com", "fred");
    String apiKey = key.getString("api_key");
    String session = initialize(apiKey);
    JsonArray batch = new JsonArray()
      .add(call(1, "fred_series", new JsonObject().put("series_id", "GDP")))
      .add(call(2, "sec_company_facts", new JsonObject().put("cik", "320193")));
    HttpResponse<String> r = post(apiKey, session, batch.encode());
    assertEquals(200, r.statusCode(), r.body());
    JsonArray answers = new JsonArray(r.body());
    assertEquals(2, answers.size(), r.body());
    JsonObject fred = byId(answers, 1);
    JsonObject sec = byId(answers, 2);
    assertTrue(fred.encode().contains("Gross Domestic Product"), fred.encode());
    GateAssertions.outOfScope(sec, "sec_company_facts");
    assertFalse(r.body().contains(GatedGateway.SEC_ENTITY), r.body());

    assertEquals(0, gateway.upstreamHits(GatedGateway.SEC_FACTS));
    assertEquals(1, gateway.upstreamHits(GatedGateway.FRED));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), rs -> rs.size() >= 2);
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "sec_company_facts");
    assertEquals(1, GatedGateway.records(records, "fred_series", "ok").size(), records.toString());
  }

  private String initialize(String apiKey) throws Exception {
    JsonObject init = new JsonObject().put("jsonrpc", "2.0").put("id", 0).put("method", "initialize")
      .put("params", new JsonObject().put("protocolVersion", REVISION).put("capabilities", new JsonObject())
        .put("clientInfo", new JsonObject().put("name", "gate-it").put("version", "1")));
    HttpResponse<String> r = post(apiKey, null, init.encode());
    assertEquals(200, r.statusCode(), r.body());
    String session = r.headers().firstValue("Mcp-Session-Id").orElse(null);
    assertNotNull(session, r.headers().toString());
    HttpResponse<String> initialized = post(apiKey, session,
      new JsonObject().put("jsonrpc", "2.0").put("method", "notifications/initialized").encode());
    assertEquals(202, initialized.statusCode(), initialized.body());
    return session;
  }

  private HttpResponse<String> post(String apiKey, String session, String body) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(gateway.uri(GatedGateway.DATA_MCP))
      .header("Authorization", "Bearer " + apiKey).header("Content-Type", "application/json")
      .header("Accept", "application/json, text/event-stream")
      .POST(HttpRequest.BodyPublishers.ofString(body));
    if (session != null) request.header("Mcp-Session-Id", session);
    HttpResponse<String> r = gateway.send(request);
    String type = r.headers().firstValue("Content-Type").orElse("");
    assertFalse(type.startsWith("text/event-stream"), "this client asks for JSON first: " + type);
    return r;
  }

  private static JsonObject call(int id, String tool, JsonObject arguments) {
    return new JsonObject().put("jsonrpc", "2.0").put("id", id).put("method", "tools/call")
      .put("params", new JsonObject().put("name", tool).put("arguments", arguments));
  }

  private static JsonObject byId(JsonArray answers, int id) {
    return answers.stream().map(a -> (JsonObject) a).filter(a -> Integer.valueOf(id).equals(a.getInteger("id")))
      .findFirst().orElseThrow(() -> new AssertionError("no answer " + id + " in " + answers.encode()));
  }
}
