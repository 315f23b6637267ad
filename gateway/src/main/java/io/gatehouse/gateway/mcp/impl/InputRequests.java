package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.json.JsonObject;

/** Which client capability each kind of server-to-client request needs. */
final class InputRequests {

  private InputRequests() {
  }

  /** The capabilities the requests need but the client did not declare, or null when none are missing. */
  static JsonObject missingCapabilities(JsonObject requests, JsonObject declared) {
    JsonObject missing = null;
    for (String key : requests.fieldNames()) {
      Object r = requests.getValue(key);
      String method = r instanceof JsonObject o ? o.getString("method") : null;
      String capability = capabilityFor(method);
      if (capability == null || !declared.containsKey(capability)) {
        if (missing == null) {
          missing = new JsonObject();
        }
        missing.put(capability == null ? String.valueOf(method) : capability, new JsonObject());
      }
    }
    return missing;
  }

  private static String capabilityFor(String method) {
    if (method == null) {
      return null;
    }
    return switch (method) {
      case "elicitation/create" -> "elicitation";
      case "sampling/createMessage" -> "sampling";
      case "roots/list" -> "roots";
      default -> null;
    };
  }
}
