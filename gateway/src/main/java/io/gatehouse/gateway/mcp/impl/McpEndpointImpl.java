package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpEndpoint;
import io.gatehouse.gateway.mcp.McpFeature;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.SessionRecords;
import io.gatehouse.gateway.mcp.TaskRouting;
import io.gatehouse.gateway.text.StrictUtf8;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.Locale;

/** The HTTP side of the MCP endpoint: checks, body, era routing, GET streams and DELETE. */
public final class McpEndpointImpl implements McpEndpoint {

  private static final String VERSION_HEADER = "MCP-Protocol-Version";

  private final McpOptions options;
  private final HttpGuard guard;
  private final SessionStore sessions;
  private final Subscriptions subscriptions;
  private final LegacyPost legacy;
  private final ModernPost modern;
  private final TaskStore tasks;
  private final TaskRelay taskRelay;

  private McpEndpointImpl(McpBackend backend, McpOptions options, SessionRecords records, TaskRouting routing,
                          String name) {
    this.options = options;
    this.guard = new HttpGuard(options);
    this.sessions = new SessionStore(options, records);
    Results results = new Results(backend, options);
    UtilityMethods utility = new UtilityMethods(results, backend.features().contains(McpFeature.TASKS));
    boolean served = backend.features().contains(McpFeature.TASKS);
    if (served && routing instanceof TaskRouting.Cluster node) {
      this.tasks = new TaskStore(options.tasks(), TaskStore.onNode(node.nodeId()), options.nanoTime()::getAsLong);
      this.taskRelay = new ClusterTaskRelay(node, name, tasks);
    } else {
      this.tasks = served ? new TaskStore(options.tasks(), TaskStore.ALONE, options.nanoTime()::getAsLong) : null;
      this.taskRelay = TaskRelay.alone();
    }
    this.subscriptions = new Subscriptions(sessions, backend.features(), options.keepAliveMs(), tasks, taskRelay);
    Methods methods = new Methods(backend, options, results, utility, subscriptions, tasks, taskRelay);
    this.legacy = new LegacyPost(sessions, methods, results, utility, options.sseRetryMs(),
      options.pollAfterMs(), options.streamResponses(), options.maxBatchReplyBytes());
    this.modern = new ModernPost(methods, results, options.sseRetryMs(), new ParamHeaders(backend),
      options.streamResponses());
    if (backend.features().contains(McpFeature.CHANGES)) {
      backend.onChange(subscriptions::publish);
    }
  }

  /** @param routing how the nodes reach each other's tasks, when in a cluster; {@code name} tells endpoints apart */
  public static McpEndpoint create(McpBackend backend, McpOptions options, SessionRecords records,
                                   TaskRouting routing, String name) {
    return new McpEndpointImpl(backend, options, records, routing, name);
  }

  /** A JSON-RPC invalid-params error without request id, answered before any endpoint reads the request. */
  public static void refuseParams(RoutingContext rc, String message) {
    rc.response().setStatusCode(400).putHeader("Content-Type", "application/json")
      .end(WireWriter.error("null", JsonRpc.INVALID_PARAMS, message, null));
  }

  @Override
  public McpEndpoint mount(Router router, String path) {
    McpEndpointImpl endpoint = this;
    // ahead of every handler on the path: an asynchronous auth handler would otherwise
    // let the body stream past before this endpoint reads it
    router.post(path).order(Integer.MIN_VALUE).handler(rc -> {
      rc.request().pause();
      rc.next();
    });
    router.post(path).handler(endpoint::handlePost);
    router.get(path).handler(endpoint::handleGet);
    router.delete(path).handler(endpoint::handleDelete);
    return endpoint;
  }

  @Override
  public void handle(RoutingContext rc) {
    switch (rc.request().method().name()) {
      case "POST" -> handlePost(rc);
      case "GET" -> handleGet(rc);
      case "DELETE" -> handleDelete(rc);
      default -> rc.next();
    }
  }

  @Override
  public int sessionCount() {
    return sessions.size();
  }

  @Override
  public void close() {
    subscriptions.closeAll();
    sessions.closeAll();
    taskRelay.close();
    if (tasks != null) {
      tasks.cancelAll();
    }
  }

  private void handlePost(RoutingContext rc) {
    HttpServerRequest req = rc.request();
    if (!allowed(rc)) {
      return;
    }
    String accept = req.getHeader("Accept");
    if (!acceptsJsonOrSse(accept)) {
      Http.send(rc, 406, WireWriter.error(null, JsonRpc.INVALID_REQUEST,
        "Accept must include application/json or text/event-stream", null));
      return;
    }
    String type = req.getHeader("Content-Type");
    if (type != null && !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
      Http.send(rc, 415, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "Content-Type must be application/json", null));
      return;
    }
    boolean sse = accept != null && accept.contains("text/event-stream");
    BodyReader.read(rc, options.maxBodyBytes()).onComplete(ar -> {
      if (ar.succeeded()) {
        onBody(rc, ar.result(), sse);
      } else if (!rc.response().ended()) {
        int status = ar.cause() instanceof BodyReader.TooLarge ? 413 : 400;
        rc.response().putHeader("Connection", "close");
        Http.send(rc, status, WireWriter.error(null, JsonRpc.INVALID_REQUEST,
          status == 413 ? "Request body too large" : "Request body could not be read", null));
      }
    });
  }

  private void onBody(RoutingContext rc, Buffer body, boolean sse) {
    int first = JsonScan.scan(body, options.maxDepth(), options.maxBatchEntries());
    if (first == JsonScan.NOT_UTF8) {
      Http.send(rc, 400, WireWriter.error(null, JsonRpc.PARSE_ERROR, "Request body is " + StrictUtf8.MESSAGE, null));
      return;
    }
    if (first == JsonScan.TOO_DEEP) {
      Http.send(rc, 400, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "JSON nested too deeply", null));
      return;
    }
    if (first == JsonScan.TOO_MANY) {
      // one error without id for the whole batch, as JSON-RPC answers a batch it cannot take
      Http.send(rc, 400, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "A batch may hold at most "
        + options.maxBatchEntries() + " messages", new JsonObject().put("maxBatchEntries", options.maxBatchEntries())));
      return;
    }
    Object parsed;
    try {
      parsed = first == '{' ? new JsonObject(body) : first == '[' ? new JsonArray(body) : null;
    } catch (DecodeException | IllegalArgumentException | IllegalStateException e) {
      parsed = null;
    }
    if (parsed == null) {
      Http.send(rc, 400, WireWriter.error(null, JsonRpc.PARSE_ERROR, "Parse error", null));
      return;
    }
    String headerVersion = rc.request().getHeader(VERSION_HEADER);
    Principal principal = Principal.of(rc);
    if (parsed instanceof JsonObject msg && ModernPost.wants(msg, headerVersion)) {
      modern.handle(rc, msg, headerVersion, sse, principal);
    } else {
      legacy.handle(rc, parsed, headerVersion, sse, principal);
    }
  }

  /** The GET stream for server-initiated messages, or the resumption of a broken stream. */
  private void handleGet(RoutingContext rc) {
    if (!allowed(rc)) {
      return;
    }
    String accept = rc.request().getHeader("Accept");
    if (accept == null || !accept.contains("text/event-stream")) {
      Http.send(rc, 406, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "Accept must include text/event-stream", null));
      return;
    }
    if (statelessOnly(rc)) {
      return;
    }
    String headerVersion = rc.request().getHeader(VERSION_HEADER);
    legacy.session(rc, headerVersion, Principal.of(rc)).onSuccess(s -> {
      if (s != null) {
        stream(rc, s);
      }
    });
  }

  private void stream(RoutingContext rc, Session s) {
    String last = rc.request().getHeader("Last-Event-ID");
    int cut = last == null ? -1 : last.lastIndexOf('_');
    if (cut > 0) {
      SseStream stream = s.stream(last.substring(0, cut));
      long seq = parseSeq(last.substring(cut + 1));
      if (stream != null && seq >= 0) {
        stream.resume(rc.response(), seq);
        return;
      }
      if (s.adopted && stream == null) {
        // the stream's events stayed on the node that was lost: say so rather than replay nothing
        Http.send(rc, 410, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "Stream " + last.substring(0, cut)
          + " cannot be resumed: the node holding it is gone. The session is still valid: open a new GET"
          + " stream without Last-Event-ID and send again any request whose response was lost", null));
        return;
      }
    }
    if (s.openStandalone(rc.response(), s.rev.primesStreams(), options.sseRetryMs()) == null) {
      Http.send(rc, 409, WireWriter.error(null, JsonRpc.INVALID_REQUEST, "A GET stream is already open", null));
    }
  }

  private void handleDelete(RoutingContext rc) {
    if (!allowed(rc) || statelessOnly(rc)) {
      return;
    }
    legacy.session(rc, rc.request().getHeader(VERSION_HEADER), Principal.of(rc)).onSuccess(s -> {
      if (s != null) {
        sessions.end(s.id);
        rc.response().setStatusCode(200).end();
      }
    });
  }

  /** Stateless clients have neither sessions nor GET streams: 405 as the revision prescribes. */
  private boolean statelessOnly(RoutingContext rc) {
    Revision rev = Revision.of(rc.request().getHeader(VERSION_HEADER));
    if (rev != null && rev.modern() && rc.request().getHeader(LegacyPost.SESSION_HEADER) == null) {
      rc.response().setStatusCode(405).putHeader("Allow", "POST").end();
      return true;
    }
    return false;
  }

  private boolean allowed(RoutingContext rc) {
    String denied = guard.check(rc.request());
    if (denied == null) {
      return true;
    }
    Http.send(rc, 403, WireWriter.error(null, JsonRpc.INVALID_REQUEST, denied, null));
    return false;
  }

  private static boolean acceptsJsonOrSse(String accept) {
    return accept == null || accept.contains("application/json") || accept.contains("text/event-stream")
      || accept.contains("*/*") || accept.contains("application/*");
  }

  private static long parseSeq(String s) {
    try {
      return Long.parseLong(s);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
