package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.LogLevel;
import io.vertx.core.json.JsonObject;

/** ping, logging/setLevel (legacy) and server/discover (modern). */
final class UtilityMethods {

  private final Results results;
  /**
   * Every extension the server serves: tasks exist only in the stateless revision, so only
   * server/discover declares them; the backend's own are declared by initialize too when negotiated.
   */
  private final JsonObject discoverCapabilities;

  UtilityMethods(Results results, boolean tasks) {
    this.results = results;
    JsonObject caps = results.capabilities(Revision.V2026_07_28);
    JsonObject extensions = results.extensions().copy();
    if (tasks) {
      extensions.put(TaskMethods.EXTENSION, new JsonObject());
    }
    if (!extensions.isEmpty()) {
      caps = caps.copy().put("extensions", extensions);
    }
    this.discoverCapabilities = caps;
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
      .put("capabilities", discoverCapabilities);
    if (results.instructions() != null) {
      result.put("instructions", results.instructions());
    }
    call.ok(results.cacheable(result, call.rev, true));
  }

  /** The initialize result of a new legacy session whose client declared these capabilities. */
  JsonObject initialize(Revision rev, JsonObject clientCapabilities) {
    JsonObject result = new JsonObject()
      .put("protocolVersion", rev.wire)
      .put("capabilities", results.capabilities(rev, clientCapabilities))
      .put("serverInfo", results.serverInfo(rev));
    if (results.instructions() != null) {
      result.put("instructions", results.instructions());
    }
    return result;
  }
}
