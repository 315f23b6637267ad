package io.gatehouse.gateway.server;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The requestState of an input-required answer. The client holds it between rounds (the stateless
 * revision keeps nothing on the server), so it is signed with HMAC-SHA256 under a key only the
 * gateway knows and bound to the tool, the caller and an expiry: a state that comes back altered,
 * late, for another tool or from another caller is refused.
 */
public final class RequestStates {

  private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();
  private static final Base64.Decoder B64D = Base64.getUrlDecoder();

  private final SecretKeySpec key;
  private final long ttlMs;

  private RequestStates(byte[] key, long ttlMs) {
    this.key = new SecretKeySpec(key, "HmacSHA256");
    this.ttlMs = ttlMs;
  }

  /**
   * Signs with the given secret (shared by every node of a cluster so that any node verifies), or
   * with a random key when it is null or blank: states then last as long as the process.
   */
  public static RequestStates create(String secret, long ttlMs) {
    byte[] key;
    if (secret == null || secret.isBlank()) {
      key = new byte[32];
      new SecureRandom().nextBytes(key);
    } else {
      key = secret.getBytes(StandardCharsets.UTF_8);
    }
    return new RequestStates(key, ttlMs);
  }

  /** An opaque token carrying state (may be null) for this tool and caller. */
  public String mint(String tool, String caller, JsonObject state) {
    JsonObject payload = new JsonObject().put("t", tool).put("c", caller)
      .put("e", System.currentTimeMillis() + ttlMs);
    if (state != null) payload.put("s", state);
    String body = B64.encodeToString(payload.encode().getBytes(StandardCharsets.UTF_8));
    return body + "." + B64.encodeToString(mac(body));
  }

  /** The state the token carries; an empty object when it carried none; null when it does not verify. */
  public JsonObject verify(String token, String tool, String caller) {
    int dot = token.indexOf('.');
    if (dot <= 0) return null;
    String body = token.substring(0, dot);
    try {
      if (!MessageDigest.isEqual(mac(body), B64D.decode(token.substring(dot + 1)))) return null;
      JsonObject payload = new JsonObject(new String(B64D.decode(body), StandardCharsets.UTF_8));
      if (!tool.equals(payload.getString("t")) || !caller.equals(payload.getString("c"))
        || payload.getLong("e", 0L) < System.currentTimeMillis()) {
        return null;
      }
      return payload.getJsonObject("s", new JsonObject());
    } catch (IllegalArgumentException | DecodeException | ClassCastException e) {
      return null;
    }
  }

  private byte[] mac(String body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return mac.doFinal(body.getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is unavailable", e);
    }
  }
}
