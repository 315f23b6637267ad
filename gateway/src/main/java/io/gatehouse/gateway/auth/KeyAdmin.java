package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.store.KeyRecord;
import io.vertx.core.json.JsonObject;

/** How administrators see keys: everything but the hash. */
public final class KeyAdmin {

  private KeyAdmin() {
  }

  public static JsonObject describe(KeyRecord key) {
    JsonObject json = key.toJson();
    json.remove("hash");
    return json;
  }

  /** A rotated key's replacement, shown once like a fresh key. */
  public static JsonObject issued(IssuedKey issued, String replacedId, java.time.Duration grace) {
    return describe(issued.record()).put("api_key", issued.apiKey()).put("replaces", replacedId)
      .put("old_key_valid_for_seconds", grace.toSeconds());
  }
}
