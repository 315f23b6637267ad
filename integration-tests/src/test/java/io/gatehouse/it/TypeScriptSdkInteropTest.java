package io.gatehouse.it;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Both products on the shipped free plan through the official TypeScript SDK v2 client, in its
 * legacy and its {@code versionNegotiation: auto} mode: two connect-list-call sessions in a row
 * (every tool following nextCursor, resources, prompts, one call) with no 429, only the calls
 * counted; and a wrong key whose refusal the client reports in the gateway's words.
 */
class TypeScriptSdkInteropTest {

  private static final Duration TIMEOUT = Duration.ofSeconds(90);

  @TempDir
  static Path dir;
  private static InteropGateway gateway;

  @BeforeAll
  static void start() throws Exception {
    gateway = InteropGateway.start(dir);
  }

  @AfterAll
  static void stop() throws Exception {
    if (gateway != null) gateway.stop();
  }

  @ParameterizedTest
  @ValueSource(strings = {"legacy", "auto"})
  void leadVerificationTwiceInARow(String mode) throws Exception {
    String key = gateway.leadKey(email());
    JsonObject spec = spec(InteropGateway.LEAD, "Authorization", "Bearer " + key, mode, 2)
      .put("tool", "vat_check").put("arguments", new JsonObject().put("vat_number", "NL004495445B01"));
    List<JsonObject> sessions = NodeClients.sessions(NodeClients.sdkSessions(spec, TIMEOUT));
    assertEquals(2, sessions.size());
    for (JsonObject session : sessions) {
      assertTrue(session.getInteger("tools") >= 10, session.encode());
      assertTrue(session.getInteger("resources") > 0 && session.getInteger("prompts") > 0, session.encode());
      assertFalse(session.getBoolean("isError"), session.encode());
      assertTrue(session.getString("text").contains("GATEHOUSE TEST B.V."), session.encode());
    }
    assertCalls(gateway.usage("/v1/keys/usage", "Authorization", "Bearer " + key), "vat_check", 2);
  }

  @ParameterizedTest
  @ValueSource(strings = {"legacy", "auto"})
  void publicDataTwiceInARow(String mode) throws Exception {
    String key = gateway.dataKey(email());
    JsonObject spec = spec(InteropGateway.DATA, "X-API-Key", key, mode, 2)
      .put("tool", "fred_series").put("arguments", new JsonObject().put("series_id", "GDP"));
    List<JsonObject> sessions = NodeClients.sessions(NodeClients.sdkSessions(spec, TIMEOUT));
    assertEquals(2, sessions.size());
    for (JsonObject session : sessions) {
      assertTrue(session.getInteger("tools") > 441, session.encode());
      assertFalse(session.getBoolean("isError"), session.encode());
      assertTrue(session.getString("text").contains("Gross Domestic Product"), session.encode());
    }
    assertCalls(gateway.usage("/api/v1/auth/usage", "X-API-Key", key), "fred_series", 2);
  }

  @ParameterizedTest
  @ValueSource(strings = {"legacy", "auto"})
  void aWrongKeyIsReportedInTheGatewaysWords(String mode) throws Exception {
    for (String path : List.of(InteropGateway.LEAD, InteropGateway.DATA)) {
      JsonObject spec = spec(path, "Authorization", "Bearer " + "lv_live_" + "x".repeat(36), mode, 1)
        .put("tool", "vat_check").put("arguments", new JsonObject());
      NodeClients.Run run = NodeClients.sdkSessions(spec, TIMEOUT);
      assertNotEquals(0, run.exit(), run.output());
      assertTrue(run.output().contains("get a free key with POST " + gateway.gateway.baseUrl()), run.output());
    }
  }

  private static void assertCalls(JsonObject usage, String tool, long calls) {
    assertEquals(calls, usage.getJsonObject("today").getLong("calls"), usage.encode());
    assertEquals(new JsonObject().put(tool, calls), usage.getJsonObject("period").getJsonObject("tools"));
  }

  private static JsonObject spec(String path, String header, String value, String mode, int sessions) {
    return new JsonObject().put("url", gateway.url(path)).put("header", header).put("value", value)
      .put("mode", mode).put("sessions", sessions).put("spacingMs", 0);
  }

  private static String email() {
    return "ts-" + UUID.randomUUID() + "@example.com";
  }
}
