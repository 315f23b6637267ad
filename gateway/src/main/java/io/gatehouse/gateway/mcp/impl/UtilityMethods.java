package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.LogLevel;
import io.vertx.core.json.JsonObject;

/** ping, logging/setLevel (legacy) and server/discover (modern). */
final class UtilityMethods {

  private final Results results;

  UtilityMethods(Results results) {
    this.results = results;
  }

  void ping(Call call) {
    call.ok(new JsonObject());
  }

  void setLevel(Call call) {
    LogLevel level = call.params.getValue("level") instanceof String s ? LogLevel.parse(s) : null;
    if (level == null) {
      call.fail(JsonRpc.INVALID_PARAMS, "Unknown log level", null);
      return;
    }
    call.session.logLevel = level;
    call.session.changed();
    call.ok(new JsonObject());
  }

  void discover(Call call) {
    JsonObject result = new JsonObject()
      .put("supportedVersions", Revision.supported())
      .put("capabilities", results.capabilities(call.rev));
    if (results.instructions() != null) {
      result.put("instructions", results.instructions());
    }
    call.ok(results.cacheable(result, call.rev, true));
  }

  /** The initialize result of a new legacy session. */
  JsonObject initialize(Revision rev) {
    JsonObject result = new JsonObject()
      .put("protocolVersion", rev.wire)
      .put("capabilities", results.capabilities(rev))
      .put("serverInfo", results.serverInfo(rev));
    if (results.instructions() != null) {
      result.put("instructions", results.instructions());
    }
    return result;
  }
}
