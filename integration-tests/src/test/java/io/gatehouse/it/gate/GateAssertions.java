package io.gatehouse.it.gate;

import io.vertx.core.json.JsonObject;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** What every door's refusal of an out-of-scope call must look like to a client and in the audit trail. */
public final class GateAssertions {

  private GateAssertions() {
  }

  /** MCP's JSON-RPC error of a call outside the key's scope, naming the tool. */
  public static void outOfScope(JsonObject response, String tool) {
    JsonObject error = response.getJsonObject("error");
    assertNotNull(error, response.encode());
    assertEquals(-32003, error.getInteger("code"), response.encode());
    assertEquals(tool, error.getJsonObject("data").getString("tool"), response.encode());
    assertEquals("tools:" + tool, error.getJsonObject("data").getString("required_scope"), response.encode());
  }

  /** The one record of the refused call: the key that made it, the outcome, and no arguments read. */
  public static JsonObject refusalRecorded(List<JsonObject> records, String keyId, String tool) {
    List<JsonObject> refused = GatedGateway.records(records, tool, "insufficient-scope");
    assertEquals(1, refused.size(), records.toString());
    JsonObject record = refused.get(0);
    assertEquals(keyId, record.getString("key_id"), record.encode());
    assertFalse(record.containsKey("arguments_sha256"), "a refused call's arguments are not read: " + record.encode());
    return record;
  }
}
