package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.caller.Principal;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** A test double: a handful of behaving tools plus filler tools, two resources, one prompt. */
final class FakeBackend implements McpBackend {

  final Vertx vertx;
  final Map<Object, CallContext> running = new ConcurrentHashMap<>();
  final List<Object> cancelledIds = new ArrayList<>();
  final Set<McpFeature> features;
  /** How each tool may run as a task; tests add their own. */
  final Map<String, TaskSupport> taskSupport = new ConcurrentHashMap<>(Map.of("slow", TaskSupport.OPTIONAL));
  /** Calls of "hold", by request id: they end only when a test completes them or they are cancelled. */
  final Map<Object, Promise<ToolOutcome>> held = new ConcurrentHashMap<>();
  volatile Principal lastPrincipal;
  /** The extensions the backend serves (SEP-2133), by identifier; tests add their own before the endpoint mounts. */
  final JsonObject extensions = new JsonObject();
  /** What the backend refuses, by tool, before any call or task (as a scope does). */
  final Map<String, McpException> refused = new ConcurrentHashMap<>();
  /** Signals, by request id, that a slow or held call started, or was cancelled: tests wait on them, not on time. */
  private final Map<Object, Promise<Void>> starts = new ConcurrentHashMap<>();
  private final Map<Object, Promise<Void>> cancels = new ConcurrentHashMap<>();
  private final Map<Object, Promise<Void>> ends = new ConcurrentHashMap<>();
  private final List<JsonObject> tools;
  private Handler<McpChange> listener;

  FakeBackend(Vertx vertx, int fillerTools, Set<McpFeature> features) {
    this.vertx = vertx;
    this.features = features;
    List<JsonObject> t = new ArrayList<>();
    t.add(tool("echo", "Echo").put("outputSchema", new JsonObject().put("type", "object"))
      .put("icons", new JsonArray().add(new JsonObject().put("src", "https://x.test/i.png"))));
    t.add(tool("fail", "Fail"));
    t.add(tool("slow", "Slow").put("execution", new JsonObject().put("taskSupport", "optional")));
    t.add(tool("ask", "Ask"));
    for (int i = 0; i < fillerTools; i++) {
      t.add(tool(String.format("filler_%03d", i), null));
    }
    this.tools = List.copyOf(t);
  }

  @Override
  public JsonObject extensions() {
    return extensions;
  }

  static FakeBackend full(Vertx vertx) {
    return new FakeBackend(vertx, 0, EnumSet.allOf(McpFeature.class));
  }

  private static JsonObject tool(String name, String title) {
    JsonObject tool = new JsonObject().put("name", name);
    if (title != null) {
      tool.put("title", title);
    }
    return tool.put("description", "test tool " + name)
      .put("inputSchema", new JsonObject().put("type", "object"))
      .put("annotations", new JsonObject().put("readOnlyHint", true));
  }

  void fire(McpChange change) {
    listener.handle(change);
  }

  @Override
  public ServerIdentity identity() {
    return ServerIdentity.create("test/gatehouse", "1.2.3").withTitle("Test Gatehouse")
      .withWebsite("https://gatehouse.test", new JsonArray().add(new JsonObject().put("src", "https://x.test/s.png")
        .put("mimeType", "image/png").put("sizes", new JsonArray().add("48x48"))))
      .withInstructions("Use echo.");
  }

  @Override
  public List<JsonObject> tools() {
    return tools;
  }

  @Override
  public Set<McpFeature> features() {
    return features;
  }

  @Override
  public Future<ToolOutcome> callTool(String name, JsonObject arguments, CallContext ctx) {
    lastPrincipal = ctx.principal();
    if (refused.containsKey(name)) return Future.failedFuture(refused.get(name));
    switch (name) {
      case "echo":
        return Future.succeededFuture(ToolOutcome.success(new JsonObject().put("echo", arguments)));
      case "fail":
        return Future.succeededFuture(ToolOutcome.failure("upstream said no", new JsonObject().put("status", 503)));
      case "slow":
        return slow(ctx);
      case "hold":
        return hold(ctx);
      case "broken":
        return Future.failedFuture(McpException.create(-32099, "backend broke", new JsonObject().put("why", "test")));
      case "ask", "ask_first":
        if (ctx.inputResponses() == null) {
          JsonObject elicit = new JsonObject().put("method", "elicitation/create").put("params",
            new JsonObject().put("mode", "form").put("message", "Your name?")
              .put("requestedSchema", new JsonObject().put("type", "object")));
          return Future.succeededFuture(ToolOutcome.inputRequired(new JsonObject().put("who", elicit), "state-1"));
        }
        return Future.succeededFuture(ToolOutcome.success(new JsonObject()
          .put("answer", ctx.inputResponses().getJsonObject("who")).put("state", ctx.requestState())));
      default:
        return Future.succeededFuture(ToolOutcome.unknown(name));
    }
  }

  /** Completes once the slow or held call with that request id has started. */
  Future<Void> started(Object requestId) {
    return signal(starts, requestId).future();
  }

  /** Completes once the slow or held call with that request id has been cancelled. */
  Future<Void> cancelled(Object requestId) {
    return signal(cancels, requestId).future();
  }

  /** Completes once the slow call with that request id has answered and the endpoint has taken the answer. */
  Future<Void> ended(Object requestId) {
    return signal(ends, requestId).future();
  }

  private static Promise<Void> signal(Map<Object, Promise<Void>> signals, Object requestId) {
    return signals.computeIfAbsent(requestId, id -> Promise.promise());
  }

  private void recordCancel(CallContext ctx) {
    synchronized (cancelledIds) {
      cancelledIds.add(ctx.requestId());
    }
    signal(cancels, ctx.requestId()).tryComplete();
  }

  /** Reports progress and a log line, then waits for cancellation or a "finish" argument-free timer. */
  private Future<ToolOutcome> slow(CallContext ctx) {
    Promise<ToolOutcome> done = Promise.promise();
    running.put(ctx.requestId(), ctx);
    if (ctx.progress() != null) {
      ctx.progress().progress(1, 2.0, "half");
    }
    ctx.log().log(LogLevel.INFO, "fake", "working");
    ctx.cancelled().onComplete(v -> {
      recordCancel(ctx);
      done.tryFail("cancelled");
    });
    signal(starts, ctx.requestId()).tryComplete();
    // the work's own length, which cancellation tests cut short and replay tests outlast
    vertx.setTimer(300, id -> {
      if (done.tryComplete(ToolOutcome.success(new JsonObject().put("slow", true)))) {
        // the endpoint takes the answer on this turn of the loop; the signal comes on the next
        vertx.runOnContext(v -> signal(ends, ctx.requestId()).tryComplete());
      }
    });
    return done.future();
  }

  private Future<ToolOutcome> hold(CallContext ctx) {
    Promise<ToolOutcome> done = Promise.promise();
    held.put(ctx.requestId(), done);
    ctx.cancelled().onComplete(v -> {
      recordCancel(ctx);
      done.tryFail("cancelled");
    });
    signal(starts, ctx.requestId()).tryComplete();
    return done.future();
  }

  @Override
  public McpException refusal(String tool, CallContext caller) {
    return refused.get(tool);
  }

  @Override
  public TaskSupport taskSupport(String tool) {
    return taskSupport.getOrDefault(tool, TaskSupport.FORBIDDEN);
  }

  @Override
  public boolean asksBeforeTask(String tool) {
    return tool.equals("ask_first");
  }

  @Override
  public List<JsonObject> resources() {
    return List.of(new JsonObject().put("uri", "test://a").put("name", "a").put("title", "A"),
      new JsonObject().put("uri", "test://b").put("name", "b"));
  }

  @Override
  public List<JsonObject> resourceTemplates() {
    return List.of(new JsonObject().put("uriTemplate", "test://{id}").put("name", "by id"));
  }

  @Override
  public Future<JsonArray> readResource(String uri, CallContext ctx) {
    if (!uri.startsWith("test://")) {
      return Future.succeededFuture();
    }
    return Future.succeededFuture(new JsonArray().add(new JsonObject().put("uri", uri).put("text", "hello " + uri)));
  }

  @Override
  public List<JsonObject> prompts() {
    return List.of(new JsonObject().put("name", "greet").put("arguments",
      new JsonArray().add(new JsonObject().put("name", "who").put("required", true))));
  }

  @Override
  public Future<JsonObject> getPrompt(String name, JsonObject arguments, CallContext ctx) {
    if (!name.equals("greet")) {
      return Future.succeededFuture();
    }
    if (!arguments.containsKey("who")) {
      return Future.failedFuture(McpException.invalidParams("who is required"));
    }
    return Future.succeededFuture(new JsonObject().put("messages", new JsonArray().add(new JsonObject()
      .put("role", "user").put("content", new JsonObject().put("type", "text")
        .put("text", "Hello " + arguments.getString("who"))))));
  }

  @Override
  public Future<Completion> complete(CompletionRequest request) {
    List<String> all = List.of("alice", "albert", "bob");
    List<String> hits = all.stream().filter(v -> v.startsWith(request.value())).toList();
    return Future.succeededFuture(Completion.create(hits));
  }

  @Override
  public void onChange(Handler<McpChange> listener) {
    this.listener = listener;
  }
}
