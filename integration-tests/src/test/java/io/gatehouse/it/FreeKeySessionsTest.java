package io.gatehouse.it;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * What a free key is for: 120 connect-list-call sessions of the TypeScript SDK v2 client, 150 ms
 * apart, on one free-plan key all succeed, and its usage counts 120 calls and nothing else. One
 * Node process runs them in a loop.
 */
class FreeKeySessionsTest {

  @TempDir
  Path dir;
  private InteropGateway gateway;

  @BeforeEach
  void start() throws Exception {
    gateway = InteropGateway.start(dir);
  }

  @AfterEach
  void stop() throws Exception {
    if (gateway != null) gateway.stop();
  }

  @Test
  void hundredTwentySessionsOnOneFreeKeyAllSucceedAndCountAsTheirCalls() throws Exception {
    String key = gateway.leadKey("sessions@example.com");
    JsonObject spec = new JsonObject().put("url", gateway.url(InteropGateway.LEAD)).put("header", "Authorization")
      .put("value", "Bearer " + key).put("mode", "legacy").put("sessions", 120).put("spacingMs", 150)
      .put("tool", "vat_check").put("arguments", new JsonObject().put("vat_number", "NL004495445B01"));
    List<JsonObject> sessions = NodeClients.sessions(NodeClients.sdkSessions(spec, Duration.ofMinutes(3)));
    assertEquals(120, sessions.size());
    sessions.forEach(session -> assertFalse(session.getBoolean("isError"), session.encode()));
    JsonObject usage = gateway.usage("/v1/keys/usage", "Authorization", "Bearer " + key);
    assertEquals(120, usage.getJsonObject("today").getLong("calls"), usage.encode());
    assertEquals(new JsonObject().put("vat_check", 120L), usage.getJsonObject("period").getJsonObject("tools"));
  }
}
