package io.gatehouse.providers.registers.kvk;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** KvK answers carry HATEOAS links to its own API; they are noise to callers of the gateway. */
final class KvkJson {

  private KvkJson() {
  }

  static Object withoutLinks(Object value) {
    if (value instanceof JsonObject object) {
      JsonObject copy = new JsonObject();
      object.forEach(e -> {
        if (!e.getKey().equals("links") && !e.getKey().equals("_links")) copy.put(e.getKey(), withoutLinks(e.getValue()));
      });
      return copy;
    }
    if (value instanceof JsonArray array) {
      JsonArray copy = new JsonArray();
      array.forEach(item -> copy.add(withoutLinks(item)));
      return copy;
    }
    return value;
  }

  static JsonObject object(Object json, String what) {
    if (json instanceof JsonObject object) return (JsonObject) withoutLinks(object);
    throw new io.gatehouse.api.ProviderException(io.gatehouse.api.Failure.UPSTREAM_UNAVAILABLE,
      "KvK answered " + what + " with something other than a JSON object");
  }
}
