package io.gatehouse.gateway.server;

import io.gatehouse.gateway.auth.Credentials;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.gate.CallGate;
import io.gatehouse.gateway.mcp.McpEndpoint;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.SessionRecords;
import io.gatehouse.gateway.mcp.TaskOptions;
import io.gatehouse.gateway.mcp.TaskRouting;
import io.gatehouse.gateway.setup.ProviderSetup;
import io.gatehouse.gateway.web.RouteFeature;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.function.Supplier;

/**
 * Every server's MCP endpoints and backends: built once, shared by every HTTP verticle instance so
 * that they share the endpoints' sessions.
 */
public final class ServerEndpoints {

  /**
   * {@code ?profile=discovery}: the endpoint lists only search_tools and call_tool (any tool is still callable),
   * for clients that keep few tools; on a server offering the discovery tools.
   */
  public static final String DISCOVERY_PROFILE_PARAMETER = "profile";
  public static final String DISCOVERY_PROFILE = "discovery";

  private final OperationCaller caller;
  private final Credentials credentials;
  private final Supplier<String> baseUrl;
  private final RequestStates requestStates;
  private final CallGate gate;
  private final SessionRecords sessions;
  /** How nodes reach each other's MCP tasks, in a cluster. */
  private final TaskRouting taskRouting;
  /** What each tool still needs from the operator, said in its _meta. */
  private final ProviderSetup setup;
  private final ToolHomes homes;
  private final Map<String, McpEndpoint> endpoints = new HashMap<>();
  private final Map<String, ServerMcpBackend> backends = new HashMap<>();

  public ServerEndpoints(OperationCaller caller, CallGate gate, Credentials credentials, Supplier<String> baseUrl,
                         RequestStates requestStates, SessionRecords sessions, TaskRouting taskRouting,
                         ProviderSetup setup, List<ServerConfig> servers) {
    this.setup = setup;
    this.homes = new ToolHomes(servers, caller.catalog(), baseUrl);
    this.caller = caller;
    this.credentials = credentials;
    this.baseUrl = baseUrl;
    this.requestStates = requestStates;
    this.gate = gate;
    this.sessions = sessions;
    this.taskRouting = taskRouting;
  }

  /**
   * A server's MCP endpoint behind its credential ({@code ?providers=a,b} picks a scoped endpoint
   * when the server offers scoping).
   */
  public RouteFeature mcpRoutes(ServerConfig server) {
    return router -> {
      Handler<RoutingContext> credential = credentials.guard(server);
      if (credential != null) router.route(server.mcpPath()).handler(credential);
      router.route(server.mcpPath()).handler(rc -> handleScope(rc, server));
      endpoint(server, null, false).mount(router, server.mcpPath());
    };
  }

  /**
   * Builds every server's endpoint (its tool pages and search index, a second or more on a cold
   * JVM) before the HTTP verticles mount them: called off the event loop.
   */
  public void prepare(List<ServerConfig> servers) {
    servers.forEach(server -> endpoint(server, null, false));
  }

  /** A server's whole backend: the one its unscoped MCP endpoint serves, and whose tool search the portal uses. */
  public synchronized ServerMcpBackend backend(ServerConfig server) {
    return backends.computeIfAbsent(server.id(),
      id -> new ServerMcpBackend(server, caller, baseUrl, requestStates, null, gate, setup, homes, false));
  }

  public synchronized void close() {
    endpoints.values().forEach(McpEndpoint::close);
  }

  private void handleScope(RoutingContext rc, ServerConfig server) {
    List<String> asked = rc.queryParam(ProviderScope.PARAMETER);
    List<String> profile = rc.queryParam(DISCOVERY_PROFILE_PARAMETER);
    if (asked.isEmpty() && profile.isEmpty()) {
      rc.next();
      return;
    }
    ProviderScope scope = asked.isEmpty() ? null : ProviderScope.parse(server, asked);
    if (scope != null && scope.problem() != null) {
      McpEndpoint.refuseParams(rc, scope.problem());
      return;
    }
    boolean discoveryOnly = !profile.isEmpty();
    if (discoveryOnly && (!profile.equals(List.of(DISCOVERY_PROFILE)) || !server.mcp().discoveryTools())) {
      McpEndpoint.refuseParams(rc, server.mcp().discoveryTools()
        ? "profile= takes only " + DISCOVERY_PROFILE : "this endpoint does not offer the discovery profile");
      return;
    }
    endpoint(server, scope == null ? null : scope.providers(), discoveryOnly).handle(rc);
  }

  /** One endpoint per server, scope and profile; each is its own backend view, so its tool list and cached pages stay its own. */
  private synchronized McpEndpoint endpoint(ServerConfig server, SortedSet<String> scope, boolean discoveryOnly) {
    String key = server.id() + (scope == null ? "" : "?" + String.join(",", scope)) + (discoveryOnly ? "#discovery" : "");
    return endpoints.computeIfAbsent(key, id -> {
      ServerMcpBackend backend = scope == null && !discoveryOnly ? backend(server)
        : new ServerMcpBackend(server, caller, baseUrl, requestStates, scope, gate, setup, homes, discoveryOnly);
      return McpEndpoint.create(backend, McpOptions.create(baseUrl.get())
        .withPageSize(server.mcp().pageSizeFor(backend.tools().size())).withPolling(server.mcp().pollAfterMs())
        .withStreamResponses(server.mcp().streamResponses()).withTasks(withTtl(server.mcp().taskTtlMs()))
        .withBatchLimits(server.mcp().maxBatchEntries(), server.mcp().maxBatchReplyBytes())
        .withTracing(caller.tracing()),
        sessions, taskRouting, key);
    });
  }

  private static TaskOptions withTtl(long ttlMs) {
    TaskOptions defaults = TaskOptions.defaults();
    return new TaskOptions(ttlMs, defaults.pollIntervalMs(), defaults.maxTasks());
  }
}
