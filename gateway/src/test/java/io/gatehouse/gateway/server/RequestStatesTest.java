package io.gatehouse.gateway.server;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RequestStatesTest {

  private final RequestStates states = RequestStates.create("test-secret", 60_000);

  @Test
  void stateComesBackForTheSameToolAndCaller() {
    String token = states.mint("tool", "key-1", new JsonObject().put("round", 2));
    assertEquals(new JsonObject().put("round", 2), states.verify(token, "tool", "key-1"));
    assertEquals(new JsonObject(), states.verify(states.mint("tool", "key-1", null), "tool", "key-1"));
  }

  @Test
  void alteredForeignOrLateStatesAreRefused() {
    String token = states.mint("tool", "key-1", new JsonObject().put("round", 2));
    String body = token.substring(0, token.indexOf('.'));
    String forged = Base64.getUrlEncoder().withoutPadding().encodeToString(
      new String(Base64.getUrlDecoder().decode(body), StandardCharsets.UTF_8).replace("2", "3")
        .getBytes(StandardCharsets.UTF_8));
    assertNull(states.verify(forged + token.substring(token.indexOf('.')), "tool", "key-1"));
    assertNull(states.verify(token, "tool", "key-2"));
    assertNull(states.verify(token, "other", "key-1"));
    assertNull(states.verify(token + "x", "tool", "key-1"));
    assertNull(states.verify("not a token", "tool", "key-1"));
    assertNull(RequestStates.create("other-secret", 60_000).verify(token, "tool", "key-1"));
    RequestStates expired = RequestStates.create("test-secret", -1);
    assertNull(expired.verify(expired.mint("tool", "key-1", null), "tool", "key-1"));
  }
}
