package io.gatehouse.gateway.server;

import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.gateway.apps.AppLinks;
import io.gatehouse.gateway.apps.AppViews;
import io.gatehouse.gateway.apps.AppsExtension;
import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.discovery.SearchableTool;
import io.gatehouse.gateway.dispatch.Answer;
import io.gatehouse.gateway.dispatch.CallOptions;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.gate.CallGate;
import io.gatehouse.gateway.gate.GateCall;
import io.gatehouse.gateway.gate.ScopeRefusal;
import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.Completion;
import io.gatehouse.gateway.mcp.CompletionRequest;
import io.gatehouse.gateway.mcp.LogLevel;
import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.mcp.McpFeature;
import io.gatehouse.gateway.mcp.ServerIdentity;
import io.gatehouse.gateway.mcp.TaskSupport;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.gatehouse.gateway.setup.ProviderSetup;
import io.gatehouse.gateway.store.StoreUnavailableException;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A hosted server as MCP sees it: the catalog's operations of the server's providers as tools,
 * their manifests, the server's descriptor and what the manifests declare as resources, and the
 * prompts its configuration and the manifests define.
 */
public final class ServerMcpBackend implements McpBackend {

  /** Pages through a tool result that was too large to send whole. */
  static final String CONTINUE_TOOL = "gatehouse_continue";
  /** JSON-RPC's implementation-defined server error, with the outage's problem type in its data. */
  static final int STORE_UNAVAILABLE = -32000;

  private final ServerConfig server;
  private final OperationCaller caller;
  private final Supplier<String> baseUrl;
  private final Map<String, CatalogOperation> operations = new LinkedHashMap<>();
  private final List<JsonObject> tools;
  private final ServerPrompts prompts;
  private final ResultPager pager;
  private final RequestStates states;
  /** The index behind search_tools; built for every server, since the portal searches it too. */
  private final DiscoveryTools discovery;
  private final boolean offersDiscovery;
  /** Where every tool call goes: the caller's scope, the charge, the audit trail, then the provider. */
  private final CallGate gate;
  private final CallerViews views;
  /** Where an unknown tool lives, or the names close to it. */
  private final ToolHomes homes;
  /** The tools' MCP Apps views, shown only to a client that negotiated the extension. */
  private final AppLinks links;
  private final ServerResources resources;

  /**
   * The whole server, or only the providers in scope when scope is not null; each caller shown only
   * what its scope allows, and every call made through the gate.
   */
  public ServerMcpBackend(ServerConfig server, OperationCaller caller, Supplier<String> baseUrl, RequestStates states,
                          Set<String> scope, CallGate gate, ProviderSetup setup, ToolHomes homes, boolean discoveryOnly) {
    this.homes = homes;
    this.server = server;
    this.gate = gate;
    this.caller = caller;
    this.baseUrl = baseUrl;
    this.states = states;
    List<JsonObject> list = new ArrayList<>();
    List<SearchableTool> searchable = new ArrayList<>();
    caller.catalog().operationsOf(server).forEach(op -> {
      if (scope != null && !scope.contains(op.providerId())) return;
      String name = server.bareToolNames() ? op.spec().id() : op.toolName();
      operations.put(name, op);
      // what the operation still needs, said at start: a client reads it before it calls (refused uncharged)
      JsonObject tool = setup.withMeta(op, op.toolJson().put("name", name));
      if (op.spec().execution().tasks()) {
        tool.put("execution", new JsonObject().put("taskSupport", op.spec().execution().taskSupport()));
      }
      list.add(tool);
      searchable.add(SearchableTool.of(tool, op.manifest()));
    });
    this.discovery = new DiscoveryTools(searchable);
    this.offersDiscovery = server.mcp().discoveryTools();
    if (offersDiscovery) {
      if (operations.keySet().stream().anyMatch(DiscoveryTools::handles)) {
        throw new IllegalArgumentException("server " + server.id() + ": an operation's tool is named like a discovery tool");
      }
      // first in the list, so that a client keeping only the first tools still has them
      List<JsonObject> definitions = discovery.definitions();
      list.addAll(0, definitions);
      // the discovery profile lists them alone: every operation is found with one and called with the other
      if (discoveryOnly) list.retainAll(definitions);
    }
    list.add(ResultPager.continueTool(CONTINUE_TOOL));
    this.tools = List.copyOf(list);
    this.links = server.mcp().apps() ? AppLinks.of(operations, AppViews.shipped()) : AppLinks.none();
    this.views = new CallerViews(operations, tools, links);
    this.resources = new ServerResources(server, caller, baseUrl, views, links);
    this.prompts = new ServerPrompts(server.prompts());
    this.pager = new ResultPager(server.mcp().maxResultBytes(), Duration.ofMinutes(10));
  }

  @Override
  public ServerIdentity identity() {
    return ServerIdentity.create(server.name(), server.version())
      .withTitle(server.title())
      .withWebsite(server.websiteUrl(baseUrl.get()), server.icons().isEmpty() ? null : server.icons(baseUrl.get()))
      .withDescription(server.description())
      .withInstructions(server.instructions());
  }

  /**
   * What search_tools answers for these arguments (query, limit, offset, include_schema), whether or
   * not the server lists it as a tool; null for a missing or blank query.
   */
  public JsonObject searchTools(JsonObject arguments) {
    return discovery.search(arguments);
  }

  /** The page of the tool's MCP Apps view, for the portal to show its try-it answers in; null when it has none. */
  public String viewPage(String tool) {
    return links.page(tool);
  }

  @Override
  public List<JsonObject> tools() {
    return tools;
  }

  @Override
  public List<JsonObject> tools(CallContext caller) {
    CallerViews.View view = views.of(caller.principal());
    return AppsExtension.negotiated(caller.clientCapabilities()) ? view.appTools() : view.tools();
  }

  @Override
  public JsonObject extensions() {
    return links.isEmpty() ? new JsonObject() : new JsonObject().put(AppsExtension.ID, AppsExtension.settings());
  }

  @Override
  public Future<ToolOutcome> callTool(String name, JsonObject arguments, CallContext ctx) {
    JsonObject args = arguments == null ? new JsonObject() : arguments;
    if (name.equals(CONTINUE_TOOL)) {
      JsonObject next = pager.next(args.getString("token"), callerOf(ctx));
      return Future.succeededFuture(next != null ? ToolOutcome.success(next) : ToolOutcome.failure(
        "unknown or expired continuation token: repeat the original call", new JsonObject().put("type", "not-found")));
    }
    if (offersDiscovery && DiscoveryTools.SEARCH.equals(name)) {
      JsonObject found = discovery.search(args, tool -> views.sees(ctx.principal(), tool));
      return Future.succeededFuture(found != null ? ToolOutcome.success(found)
        : ToolOutcome.failure("query must be a non-empty string", null));
    }
    if (offersDiscovery && DiscoveryTools.CALL.equals(name)) {
      if (!(args.getValue("name") instanceof String target) || DiscoveryTools.handles(target)
        || !operations.containsKey(target)) {
        String close = args.getValue("name") instanceof String asked
          ? homes.hint(asked, server, views.names(ctx.principal())) : "";
        return Future.succeededFuture(ToolOutcome.failure("no tool named " + args.getValue("name")
          + "; find one with " + DiscoveryTools.SEARCH + "." + close, null));
      }
      Object targetArgs = args.getValue("arguments");
      return callOperation(target, targetArgs instanceof JsonObject o ? o : new JsonObject(), ctx);
    }
    return callOperation(name, args, ctx);
  }

  private Future<ToolOutcome> callOperation(String name, JsonObject arguments, CallContext ctx) {
    CatalogOperation op = operations.get(name);
    if (op == null) {
      return Future.succeededFuture(new ToolOutcome.Unknown(name, homes.hint(name, server, views.names(ctx.principal()))));
    }
    String who = callerOf(ctx);
    JsonObject client = new JsonObject().put("capabilities", ctx.clientCapabilities());
    if (ctx.requestState() != null) {
      JsonObject state = states.verify(ctx.requestState(), name, who);
      if (state == null) return Future.failedFuture(McpException.invalidParams("requestState integrity check failed"));
      if (!state.isEmpty()) client.put("state", state);
    }
    if (ctx.inputResponses() != null) client.put("responses", ctx.inputResponses());
    Consumer<JsonObject> progress = ctx.progress() == null ? null : note -> ctx.progress().progress(
      note.getDouble("progress", 0d), note.getDouble("total"), note.getString("message"));
    // only handlers log, and only to a client that chose a level: other calls skip the listener
    Consumer<JsonObject> log = !op.spec().computed() || !ctx.logsWanted() ? null : note -> ctx.log().log(
      level(note.getString("level")), op.providerId(), note.getValue("data"));
    // unique per call, not secret: no need to drain the secure random on every call
    String requestId = ctx.requestId() + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong());
    CallOptions options = new CallOptions(requestId, 0, progress, log, client, ctx.cancelled(), ctx.trace(),
      CallOrigin.of(ctx.principal(), server.id()));
    return gate.call(GateCall.of(op, arguments, options, ctx.traceparent()))
      .map(reply -> outcome(name, who, reply))
      .recover(e -> e instanceof ScopeRefusal refused ? Future.failedFuture(ScopeErrors.of(ctx.principal(), refused))
        : StoreUnavailableException.in(e) != null ? Future.failedFuture(storeOutage())
        : Future.succeededFuture(failure(e)));
  }

  /**
   * The key store could not charge the call: not the tool's failure but the server's, so a JSON-RPC
   * error with the meaning of the HTTP answer (503, {@code store-unavailable}, retry after).
   */
  private static McpException storeOutage() {
    return McpException.create(STORE_UNAVAILABLE, "Key store unavailable; retry after "
      + StoreOutages.RETRY_AFTER_SECONDS + " s", new JsonObject().put("type", Problem.type(StoreOutages.TYPE))
      .put("status", 503).put("retryable", true).put("retry_after", StoreOutages.RETRY_AFTER_SECONDS));
  }

  /** A provider's answer: a result (with content blocks of its own choosing) or questions for the client. */
  private ToolOutcome outcome(String name, String who, Answer answer) {
    if (answer.plain()) return pager.bound(answer, who);
    JsonObject reply = answer.json();
    JsonObject ask = reply.getJsonObject(Result.INPUT_REQUIRED);
    if (ask != null) {
      return ToolOutcome.inputRequired(ask.getJsonObject("inputRequests"),
        states.mint(name, who, ask.getJsonObject("state")));
    }
    return reply.remove(Result.CONTENT) instanceof JsonArray content
      ? new ToolOutcome.Success(reply, content) : ToolOutcome.success(reply);
  }

  /** Who a requestState is bound to: the key or token subject, or everyone on a server without credentials. */
  private static String callerOf(CallContext ctx) {
    return ctx.principal() == null ? "anonymous" : ctx.principal().id();
  }

  private static LogLevel level(String wire) {
    LogLevel level = LogLevel.parse(wire);
    return level == null ? LogLevel.INFO : level;
  }

  /** Tool and upstream failures go to the model as isError results it can act on. */
  private static ToolOutcome failure(Throwable cause) {
    if (cause instanceof ProviderException e) {
      JsonObject details = e.details().copy()
        .put("type", e.failure().slug())
        .put("retryable", e.failure().retryable());
      if (e.retryAfterSeconds() != null) details.put("retry_after", e.retryAfterSeconds());
      return ToolOutcome.failure(e.getMessage(), details);
    }
    return ToolOutcome.failure("internal error", new JsonObject().put("type", "internal"));
  }

  /** An operation outside the caller's scope, refused by the gate (and audited) before a task starts. */
  @Override
  public McpException refusal(String tool, CallContext caller) {
    CatalogOperation op = operations.get(tool);
    if (op == null) return null;
    CallOptions options = CallOptions.of(String.valueOf(caller.requestId())).traced(caller.trace())
      .from(CallOrigin.of(caller.principal(), server.id()));
    ScopeRefusal refused = gate.refusal(GateCall.of(op, null, options, caller.traceparent()));
    return refused == null ? null : ScopeErrors.of(caller.principal(), refused);
  }

  /** Only operations run as tasks; the discovery and continuation tools answer at once. */
  @Override
  public TaskSupport taskSupport(String tool) {
    CatalogOperation op = operations.get(tool);
    return op == null ? TaskSupport.FORBIDDEN : TaskSupport.parse(op.spec().execution().taskSupport());
  }

  @Override
  public boolean asksBeforeTask(String tool) {
    CatalogOperation op = operations.get(tool);
    return op != null && op.spec().execution().inputBeforeTask();
  }

  @Override
  public Set<McpFeature> features() {
    Set<McpFeature> features = EnumSet.of(McpFeature.RESOURCES, McpFeature.COMPLETIONS);
    if (operations.values().stream().anyMatch(op -> op.spec().execution().tasks())) features.add(McpFeature.TASKS);
    DeclaredContent declared = views.of(null).declared();
    if (!prompts.isEmpty() || declared.hasPrompts()) features.add(McpFeature.PROMPTS);
    // declared resources never change, so a subscription is honest and simply stays quiet
    if (declared.hasResources()) features.add(McpFeature.RESOURCE_SUBSCRIBE);
    return features;
  }

  @Override
  public List<JsonObject> resources() {
    return resources.list(views.of(null), false);
  }

  @Override
  public List<JsonObject> resources(CallContext caller) {
    return resources.list(views.of(caller.principal()), AppsExtension.negotiated(caller.clientCapabilities()));
  }

  @Override
  public List<JsonObject> resourceTemplates() {
    return resources.templates(views.of(null));
  }

  @Override
  public List<JsonObject> resourceTemplates(CallContext caller) {
    return resources.templates(views.of(caller.principal()));
  }

  @Override
  public Future<JsonArray> readResource(String uri, CallContext ctx) {
    return resources.read(uri, ctx);
  }

  @Override
  public List<JsonObject> prompts() {
    return prompts(views.of(null));
  }

  @Override
  public List<JsonObject> prompts(CallContext caller) {
    return prompts(views.of(caller.principal()));
  }

  private List<JsonObject> prompts(CallerViews.View view) {
    List<JsonObject> list = new ArrayList<>(prompts.list());
    list.addAll(view.declared().prompts());
    return list;
  }

  @Override
  public Future<JsonObject> getPrompt(String name, JsonObject arguments, CallContext ctx) {
    try {
      JsonObject prompt = prompts.get(name, arguments);
      return Future.succeededFuture(prompt != null ? prompt
        : views.of(ctx.principal()).declared().prompt(name, arguments, ctx));
    } catch (McpException e) {
      return Future.failedFuture(e);
    }
  }

  /** A manifest URI's providers are the caller's: those of which its scope lets it use some tool. */
  @Override
  public Future<Completion> complete(CompletionRequest request, CallContext caller) {
    if (request.ref() == CompletionRequest.Ref.RESOURCE) {
      return Future.succeededFuture(Completion.create(startingWith(views.of(caller.principal()).providers(), request.value())));
    }
    return Future.succeededFuture(Completion.create(
      startingWith(prompts.choices(request.target(), request.argument()), request.value())));
  }

  private static List<String> startingWith(List<String> values, String prefix) {
    String p = prefix == null ? "" : prefix.toLowerCase(java.util.Locale.ROOT);
    return values.stream().filter(v -> v.toLowerCase(java.util.Locale.ROOT).startsWith(p)).toList();
  }
}
