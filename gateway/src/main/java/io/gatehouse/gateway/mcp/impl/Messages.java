package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.json.JsonObject;

/** Tells JSON-RPC requests, notifications and responses apart. */
final class Messages {

  enum Kind { REQUEST, NOTIFICATION, RESPONSE, INVALID }

  private Messages() {
  }

  static Kind kind(JsonObject m) {
    if (!"2.0".equals(m.getValue("jsonrpc"))) {
      return Kind.INVALID;
    }
    Object method = m.getValue("method");
    if (method != null) {
      if (!(method instanceof String) || !validParams(m.getValue("params"))) {
        return Kind.INVALID;
      }
      if (!m.containsKey("id")) {
        return Kind.NOTIFICATION;
      }
      return validId(m.getValue("id")) ? Kind.REQUEST : Kind.INVALID;
    }
    if (validId(m.getValue("id")) && (m.containsKey("result") || m.containsKey("error"))) {
      return Kind.RESPONSE;
    }
    return Kind.INVALID;
  }

  /** The id to answer an invalid message with, when one can be read. */
  static String idJson(JsonObject m) {
    Object id = m.getValue("id");
    return validId(id) ? JsonRpc.encodeId(id) : null;
  }

  static JsonObject params(JsonObject m) {
    JsonObject params = m.getJsonObject("params");
    return params == null ? new JsonObject() : params;
  }

  private static boolean validId(Object id) {
    return id instanceof String || id instanceof Number;
  }

  private static boolean validParams(Object params) {
    return params == null || params instanceof JsonObject;
  }
}
