package io.gatehouse.gateway.drift;

import io.vertx.core.json.JsonObject;

import java.time.Instant;

/**
 * An operation whose upstream answered 410 Gone to its check.
 *
 * @param endpoint   the upstream endpoint template that answered (base URL and path), so that a manifest
 *                   that re-points the operation ends the retirement by itself
 * @param replacedBy the tool the manifest names in {@code deprecated.replacedBy}, or null
 */
public record Retirement(Instant seen, String endpoint, String replacedBy) {

  JsonObject toJson() {
    return new JsonObject().put("seen", seen.toString()).put("endpoint", endpoint).put("replaced_by", replacedBy);
  }

  static Retirement fromJson(JsonObject json) {
    return new Retirement(Instant.parse(json.getString("seen")), json.getString("endpoint"), json.getString("replaced_by"));
  }
}
