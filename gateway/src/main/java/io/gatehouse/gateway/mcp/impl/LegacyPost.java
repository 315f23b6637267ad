package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** POSTs of the initialize-based revisions: sessions, batches (2025-03-26), cancellation, client responses. */
final class LegacyPost {

  static final String SESSION_HEADER = "MCP-Session-Id";

  private final SessionStore sessions;
  private final Methods methods;
  private final Results results;
  private final UtilityMethods utility;
  private final long retryMs;
  private final long pollAfterMs;
  private final boolean streamResponses;
  private final int maxBatchReplyBytes;

  LegacyPost(SessionStore sessions, Methods methods, Results results, UtilityMethods utility, long retryMs,
             long pollAfterMs, boolean streamResponses, int maxBatchReplyBytes) {
    this.sessions = sessions;
    this.methods = methods;
    this.results = results;
    this.utility = utility;
    this.retryMs = retryMs;
    this.pollAfterMs = pollAfterMs;
    this.streamResponses = streamResponses;
    this.maxBatchReplyBytes = maxBatchReplyBytes;
  }

  void handle(RoutingContext rc, Object parsed, String headerVersion, boolean sse, Principal principal) {
    if (parsed instanceof JsonObject msg && "initialize".equals(msg.getValue("method"))) {
      initialize(rc, msg, principal);
      return;
    }
    session(rc, headerVersion, principal).onSuccess(s -> {
      if (s != null) {
        handle(rc, s, parsed, sse, principal);
      }
    });
  }

  private void handle(RoutingContext rc, Session s, Object parsed, boolean sse, Principal principal) {
    boolean batch = parsed instanceof JsonArray;
    if (batch && (!s.rev.batches() || ((JsonArray) parsed).isEmpty())) {
      Http.send(rc, 400, WireWriter.error(null, JsonRpc.INVALID_REQUEST,
        s.rev.batches() ? "Empty batch" : "Batches are not supported in " + s.rev.wire, null));
      return;
    }
    List<Object> messages = batch ? ((JsonArray) parsed).getList() : List.of(parsed);
    List<JsonObject> requests = new ArrayList<>(messages.size());
    List<Buffer> errors = new ArrayList<>(0);
    for (Object raw : messages) {
      JsonObject msg = raw instanceof JsonObject o ? o : raw instanceof java.util.Map<?, ?> m ? toJson(m) : null;
      Messages.Kind kind = msg == null ? Messages.Kind.INVALID : Messages.kind(msg);
      switch (kind) {
        case REQUEST -> {
          if ("initialize".equals(msg.getValue("method"))) {
            errors.add(WireWriter.error(Messages.idJson(msg), JsonRpc.INVALID_REQUEST,
              "initialize must be sent alone and without a session", null));
          } else {
            requests.add(msg);
          }
        }
        case NOTIFICATION -> notification(s, msg);
        case RESPONSE -> s.answer(Messages.idJson(msg), msg);
        case INVALID -> errors.add(WireWriter.error(msg == null ? null : Messages.idJson(msg),
          JsonRpc.INVALID_REQUEST, "Invalid Request", null));
      }
    }
    HttpServerResponse resp = rc.response();
    if (requests.isEmpty() && errors.isEmpty()) {
      resp.setStatusCode(202).end();
      return;
    }
    if (!batch && requests.isEmpty()) {
      Http.send(rc, 400, errors.get(0));
      return;
    }
    Exchange ex = new Exchange(resp, s, sse, streamResponses, batch, maxBatchReplyBytes, requests.size() + errors.size(),
      retryMs);
    if (pollAfterMs > 0 && !batch && sse) {
      rc.vertx().setTimer(pollAfterMs, t -> ex.pollLater());
    }
    for (Buffer error : errors) {
      // refusals carry their id already, go first and are small
      ex.reply(null, error, 400);
    }
    for (JsonObject msg : requests) {
      methods.dispatch(new Call(ex, results, msg.getValue("id"), msg.getString("method"), Messages.params(msg),
        s.rev, s, principal, s.clientCapabilities, null, rc.request().getHeader("traceparent")), rc.request().headers());
    }
  }

  /** The live session this request names, or null once the refusal is sent. */
  Future<Session> session(RoutingContext rc, String headerVersion, Principal principal) {
    String id = rc.request().getHeader(SESSION_HEADER);
    if (id == null) {
      Http.send(rc, 400, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "Missing MCP-Session-Id header", null));
      return Future.succeededFuture();
    }
    return sessions.find(id).map(s -> checked(rc, s, headerVersion, principal));
  }

  private static Session checked(RoutingContext rc, Session s, String headerVersion, Principal principal) {
    if (s == null || !Objects.equals(s.principal, Principal.json(principal))) {
      Http.send(rc, 404, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "Session not found", null));
      return null;
    }
    if (headerVersion != null) {
      Revision rev = Revision.of(headerVersion);
      if (rev == null || rev.modern()) {
        Http.send(rc, 400, Http.unsupportedVersion(null, headerVersion));
        return null;
      }
    }
    return s;
  }

  private void initialize(RoutingContext rc, JsonObject msg, Principal principal) {
    if (Messages.kind(msg) != Messages.Kind.REQUEST) {
      Http.send(rc, 400, WireWriter.error(Messages.idJson(msg), JsonRpc.INVALID_REQUEST, "Invalid Request", null));
      return;
    }
    String idJson = JsonRpc.encodeId(msg.getValue("id"));
    JsonObject params = Messages.params(msg);
    if (!(params.getValue("protocolVersion") instanceof String requested)) {
      Http.send(rc, 400, WireWriter.error(idJson, JsonRpc.INVALID_PARAMS, "protocolVersion must be a string", null));
      return;
    }
    Revision rev = Revision.of(requested);
    if (rev == null || rev.modern()) {
      rev = Revision.LATEST_LEGACY;
    }
    JsonObject caps = params.getValue("capabilities") instanceof JsonObject c ? c : new JsonObject();
    Revision negotiated = rev;
    sessions.create(rev, caps, Principal.json(principal)).onSuccess(s -> {
      if (s == null) {
        Http.send(rc, 503, WireWriter.error(idJson, JsonRpc.INTERNAL_ERROR, "Too many sessions", null));
        return;
      }
      rc.response().putHeader(SESSION_HEADER, s.id);
      Http.send(rc, 200, WireWriter.response(idJson, utility.initialize(negotiated, caps).toBuffer()));
    });
  }

  private static void notification(Session s, JsonObject msg) {
    if ("notifications/cancelled".equals(msg.getValue("method"))) {
      Object requestId = Messages.params(msg).getValue("requestId");
      if (requestId instanceof String || requestId instanceof Number) {
        Call call = s.inFlight.get(JsonRpc.encodeId(requestId));
        if (call != null) {
          call.cancelByClient();
        }
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static JsonObject toJson(java.util.Map<?, ?> m) {
    return new JsonObject((java.util.Map<String, Object>) m);
  }
}
