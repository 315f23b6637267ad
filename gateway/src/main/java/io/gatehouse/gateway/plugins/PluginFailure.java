package io.gatehouse.gateway.plugins;

import io.vertx.core.json.JsonObject;

/** A plug-in that was skipped, and why; listed on /health. */
public record PluginFailure(String origin, String providerId, String reason) {

  public JsonObject toJson() {
    JsonObject json = new JsonObject().put("origin", origin);
    if (providerId != null) json.put("provider", providerId);
    return json.put("reason", reason);
  }
}
