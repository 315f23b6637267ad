package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/** Small helpers for whole (non-streamed) answers. */
final class Http {

  private Http() {
  }

  static void send(RoutingContext rc, int status, Buffer json) {
    // an early refusal leaves the paused body unread: let it drain (an HTTP/2 request read whole must not be resumed)
    if (!rc.request().isEnded()) {
      rc.request().resume();
    }
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(json);
  }

  static Buffer unsupportedVersion(String idJson, String requested) {
    return WireWriter.error(idJson, JsonRpc.UNSUPPORTED_VERSION, "Unsupported protocol version",
      new JsonObject().put("supported", Revision.supported()).put("requested", requested));
  }
}
