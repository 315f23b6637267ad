package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.mcp.LogLevel;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * POSTs of the stateless revision: every request carries its version and client
 * capabilities in _meta, mirrored into headers that must agree with the body.
 */
final class ModernPost {

  static final String PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
  static final String CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
  static final String LOG_LEVEL = "io.modelcontextprotocol/logLevel";

  private final Methods methods;
  private final Results results;
  private final long retryMs;
  private final ParamHeaders paramHeaders;
  private final boolean streamResponses;

  ModernPost(Methods methods, Results results, long retryMs, ParamHeaders paramHeaders, boolean streamResponses) {
    this.methods = methods;
    this.results = results;
    this.retryMs = retryMs;
    this.paramHeaders = paramHeaders;
    this.streamResponses = streamResponses;
  }

  /** Whether a message is meant for the stateless revision rather than a session. */
  static boolean wants(JsonObject msg, String headerVersion) {
    Revision rev = Revision.of(headerVersion);
    if (rev != null && rev.modern()) {
      return true;
    }
    return msg.getValue("params") instanceof JsonObject p && p.getValue("_meta") instanceof JsonObject m
      && m.containsKey(PROTOCOL_VERSION);
  }

  void handle(RoutingContext rc, JsonObject msg, String headerVersion, boolean sse, Principal principal) {
    switch (Messages.kind(msg)) {
      case NOTIFICATION -> {
        // on HTTP a request is cancelled by closing its stream; notifications carry nothing to act on
        rc.response().setStatusCode(202).end();
        return;
      }
      case RESPONSE -> {
        Http.send(rc, 400, WireWriter.error(Messages.idJson(msg), JsonRpc.INVALID_REQUEST,
          "Responses are not accepted in this revision", null));
        return;
      }
      case INVALID -> {
        Http.send(rc, 400, WireWriter.error(Messages.idJson(msg), JsonRpc.INVALID_REQUEST, "Invalid Request", null));
        return;
      }
      default -> {
      }
    }
    String idJson = Messages.idJson(msg);
    String method = msg.getString("method");
    JsonObject params = Messages.params(msg);
    JsonObject meta = params.getValue("_meta") instanceof JsonObject m ? m : null;
    String problem = checkVersion(rc, idJson, headerVersion, meta);
    if (problem != null) {
      return;
    }
    HttpServerRequest req = rc.request();
    if (!method.equals(req.getHeader("Mcp-Method"))) {
      mismatch(rc, idJson, "Mcp-Method header does not match the request method");
      return;
    }
    String nameField = switch (method) {
      case "tools/call", "prompts/get" -> "name";
      case "resources/read" -> "uri";
      case "tasks/get", "tasks/update", "tasks/cancel" -> "taskId";
      default -> null;
    };
    if (nameField != null && params.getValue(nameField) instanceof String expected
      && !expected.equals(decode(req.getHeader("Mcp-Name")))) {
      // a client that sends none is told to send it, not that it disagrees
      mismatch(rc, idJson, req.getHeader("Mcp-Name") == null
        ? "Mcp-Name header is missing: a " + method + " request sends it with the value of params." + nameField
        : "Mcp-Name header does not match params." + nameField);
      return;
    }
    if (method.equals("tools/call") && params.getValue("name") instanceof String tool) {
      String wrong = paramHeaders.check(tool, params.getValue("arguments") instanceof JsonObject a ? a : null,
        req.headers());
      if (wrong != null) {
        mismatch(rc, idJson, wrong);
        return;
      }
    }
    if (!(meta.getValue(CLIENT_CAPABILITIES) instanceof JsonObject capabilities)) {
      Http.send(rc, 400, WireWriter.error(idJson, JsonRpc.INVALID_PARAMS, "_meta lacks " + CLIENT_CAPABILITIES, null));
      return;
    }
    LogLevel level = null;
    if (meta.containsKey(LOG_LEVEL)) {
      level = meta.getValue(LOG_LEVEL) instanceof String s ? LogLevel.parse(s) : null;
      if (level == null) {
        Http.send(rc, 400, WireWriter.error(idJson, JsonRpc.INVALID_PARAMS, "Unknown log level", null));
        return;
      }
    }
    if (!methods.knows(method, true)) {
      Http.send(rc, 404, WireWriter.error(idJson, JsonRpc.METHOD_NOT_FOUND, "Method not found: " + method, null));
      return;
    }
    Exchange ex = new Exchange(rc.response(), null, sse, streamResponses, false, Integer.MAX_VALUE, 1, retryMs);
    Call call = new Call(ex, results, msg.getValue("id"), method, params, Revision.V2026_07_28, null, principal,
      capabilities, level, rc.request().getHeader("traceparent"));
    // closing the response stream is how a client cancels on this revision
    rc.response().closeHandler(v -> call.abandon());
    methods.dispatch(call, rc.request().headers());
  }

  /** Null when version header and _meta agree on a supported revision; else the refusal is sent. */
  private static String checkVersion(RoutingContext rc, String idJson, String headerVersion, JsonObject meta) {
    Object metaVersion = meta == null ? null : meta.getValue(PROTOCOL_VERSION);
    if (headerVersion == null) {
      return mismatch(rc, idJson, "Missing MCP-Protocol-Version header");
    }
    Revision rev = Revision.of(headerVersion);
    if (rev == null || !rev.modern()) {
      Http.send(rc, 400, Http.unsupportedVersion(idJson, headerVersion));
      return "unsupported";
    }
    if (!(metaVersion instanceof String)) {
      Http.send(rc, 400, WireWriter.error(idJson, JsonRpc.INVALID_PARAMS, "_meta lacks " + PROTOCOL_VERSION, null));
      return "missing";
    }
    if (!headerVersion.equals(metaVersion)) {
      return mismatch(rc, idJson, "MCP-Protocol-Version header does not match _meta");
    }
    return null;
  }

  private static String mismatch(RoutingContext rc, String idJson, String message) {
    Http.send(rc, 400, WireWriter.error(idJson, JsonRpc.HEADER_MISMATCH, "Header mismatch: " + message, null));
    return message;
  }

  /** Header values outside plain ASCII arrive as =?base64?...?=. */
  static String decode(String value) {
    if (value != null && value.startsWith("=?base64?") && value.endsWith("?=") && value.length() >= 11) {
      try {
        return new String(Base64.getDecoder().decode(value.substring(9, value.length() - 2)), StandardCharsets.UTF_8);
      } catch (IllegalArgumentException e) {
        return null;
      }
    }
    return value;
  }
}
