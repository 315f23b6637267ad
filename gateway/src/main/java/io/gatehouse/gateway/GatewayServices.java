package io.gatehouse.gateway;

import io.gatehouse.gateway.audit.AuditLog;
import io.gatehouse.gateway.audit.AuditRoutes;
import io.gatehouse.gateway.audit.CallAudits;
import io.gatehouse.gateway.auth.AdminRoutes;
import io.gatehouse.gateway.auth.CallMeter;
import io.gatehouse.gateway.auth.CredentialHandler;
import io.gatehouse.gateway.auth.KeyRoutes;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.OAuthVerifier;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.ProductConfig;
import io.gatehouse.gateway.auth.impl.CredentialHandlerImpl;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.health.GatewayHealth;
import io.gatehouse.gateway.http.ConnectionGuard;
import io.gatehouse.gateway.http.HttpServerMeters;
import io.gatehouse.gateway.mcp.McpEndpoint;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.SessionRecords;
import io.gatehouse.gateway.mcp.TaskRouting;
import io.gatehouse.gateway.mcp.TaskOptions;
import io.gatehouse.gateway.scope.ToolScopes;
import io.gatehouse.gateway.server.ProviderScope;
import io.gatehouse.gateway.server.RequestStates;
import io.gatehouse.gateway.server.ServerMcpBackend;
import io.gatehouse.gateway.store.KeyStore;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.vertx.core.json.JsonObject;

import java.util.HashMap;
import java.util.List;
import java.util.SortedSet;
import java.util.Map;
import java.util.function.Supplier;

/** What the HTTP layer shares across its verticle instances: built once, read by every router. */
public final class GatewayServices {

  private static final Logger LOG = LoggerFactory.getLogger(GatewayServices.class);
  /** How long a client may take to answer a tool's questions on the stateless revision. */
  private static final long REQUEST_STATE_TTL_MS = 10 * 60_000L;

  private final GatewayConfig config;
  private final OperationCaller caller;
  private final GatewayHealth health;
  private final PrometheusMeterRegistry registry;
  private final KeyService keys;
  private final KeyStore store;
  private final SessionRecords sessions;
  /** In a cluster, how nodes reach each other's MCP tasks; null alone. */
  private final TaskRouting taskRouting;
  /** The optional OAuth mode, or null. */
  private final OAuthVerifier oauth;
  private final Map<String, Product> products = new HashMap<>();
  /** Charges MCP tool calls to the calling key. */
  private final CallMeter meter;
  /** What each caller's scope lets it see and call, over MCP, REST and OpenAPI alike. */
  private final ToolScopes scopes;
  private final Map<String, McpEndpoint> mcpEndpoints = new HashMap<>();
  private final Map<String, ServerMcpBackend> backends = new HashMap<>();
  private final RequestStates requestStates;
  private final HttpServerMeters httpMeters;
  private final ConnectionGuard connectionGuard;
  private final AuditLog audit;
  private final Map<String, CallAudits> audits = new HashMap<>();
  private volatile int port;
  private volatile Buffer openApi;

  GatewayServices(GatewayConfig config, OperationCaller caller, GatewayHealth health,
                  PrometheusMeterRegistry registry, KeyService keys, KeyStore store, SessionRecords sessions,
                  TaskRouting taskRouting, OAuthVerifier oauth, AuditLog audit) {
    this.audit = audit;
    this.taskRouting = taskRouting;
    this.oauth = oauth;
    this.config = config;
    this.caller = caller;
    this.health = health;
    this.registry = registry;
    this.keys = keys;
    this.store = store;
    this.sessions = sessions;
    this.port = config.port();
    this.httpMeters = new HttpServerMeters(registry);
    this.connectionGuard = new ConnectionGuard(config.connections(), registry);
    // one key for every server; set it alike on every node so that any node verifies a state
    this.requestStates = RequestStates.create(config.env().get("GATEHOUSE_STATE_KEY"), REQUEST_STATE_TTL_MS);
    for (ServerConfig server : config.servers()) {
      Product product = ProductConfig.of(server, config.plans());
      if (product != null) products.put(server.id(), product);
    }
    this.meter = CallMeter.create(keys, products);
    this.scopes = new ToolScopes(registry);
  }

  public ToolScopes scopes() {
    return scopes;
  }

  public KeyService keys() {
    return keys;
  }

  public GatewayConfig config() {
    return config;
  }

  public OperationCaller caller() {
    return caller;
  }

  public GatewayHealth health() {
    return health;
  }

  public PrometheusMeterRegistry registry() {
    return registry;
  }

  /** Shared by every HTTP verticle instance's router, so each meter is one series. */
  public HttpServerMeters httpMeters() {
    return httpMeters;
  }

  /** Shared by every HTTP verticle instance, so the connection limits hold for the process. */
  public ConnectionGuard connectionGuard() {
    return connectionGuard;
  }

  void listeningOn(int actualPort) {
    this.port = actualPort;
  }

  /** The public base URL; with port 0 it is known only once the server listens. */
  public String baseUrl() {
    return config.publicBaseUrl(port);
  }

  /** The OpenAPI document is derived from the catalog, which does not change once serving. */
  public Buffer openApi(Supplier<Buffer> build) {
    Buffer doc = openApi;
    if (doc == null) openApi = doc = build.get();
    return doc;
  }

  /** The handler that checks a server's credential, or null when it needs none. */
  public Handler<RoutingContext> credentialHandler(ServerConfig server) {
    Product product = products.get(server.id());
    if (product == null) return null;
    return oauth == null ? CredentialHandler.create(keys, product, baseUrl())
      : CredentialHandler.create(keys, product, baseUrl(), oauth, oauthScope(server));
  }

  private String oauthScope(ServerConfig server) {
    return config.oauth().getJsonObject("scopes", new JsonObject()).getString(server.id(), server.id());
  }

  /** Key administration and the audit trail, only when an admin token is configured. */
  public void mountAdmin(Router router) {
    AdminRoutes.mount(router, keys, store, products, config.adminToken());
    AuditRoutes.mountAdmin(router, audit, config.adminToken());
  }

  /** The trail of this gateway's calls. */
  public AuditLog audit() {
    return audit;
  }

  /** Audits and counts one server's tool and REST data calls. */
  public synchronized CallAudits audits(ServerConfig server) {
    return audits.computeIfAbsent(server.id(), id -> CallAudits.create(audit, id, registry));
  }

  /**
   * Mounts a server's own routes: key signup and usage, then its MCP endpoint behind the credential
   * ({@code ?providers=a,b} picks a scoped endpoint when the server offers scoping).
   */
  public void mountServer(Router router, ServerConfig server) {
    Product product = products.get(server.id());
    if (product != null) KeyRoutes.mount(router, keys, product, baseUrl());
    // the caller's own records: key holders, and OAuth token holders where the product takes tokens
    if (product != null) AuditRoutes.mountOwn(router, audit, new CredentialHandlerImpl(keys, product, baseUrl(), false,
      oauth, oauthScope(server)), product.usagePath() + AuditRoutes.OWN_SUFFIX);
    if (product != null && oauth != null && product.credential().isBearer()) {
      KeyRoutes.mountMetadata(router, product, baseUrl(), oauth.issuer(), oauthScope(server));
    }
    Handler<RoutingContext> credential = credentialHandler(server);
    if (credential != null) router.route(server.mcpPath()).handler(credential);
    router.route(server.mcpPath()).handler(rc -> handleScope(rc, server));
    mcpEndpoint(server, null).mount(router, server.mcpPath());
  }

  /**
   * Builds every server's endpoint (its tool pages and search index, a second or more on a cold
   * JVM) before the HTTP verticles mount them: called off the event loop.
   */
  public void prepareEndpoints() {
    config.servers().forEach(server -> mcpEndpoint(server, null));
  }

  private void handleScope(RoutingContext rc, ServerConfig server) {
    List<String> asked = rc.queryParam(ProviderScope.PARAMETER);
    if (asked.isEmpty()) {
      rc.next();
      return;
    }
    ProviderScope scope = ProviderScope.parse(server, asked);
    if (scope.problem() != null) {
      rc.response().setStatusCode(400).putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("jsonrpc", "2.0").putNull("id").put("error", new JsonObject()
          .put("code", -32602).put("message", scope.problem())).encode());
      return;
    }
    mcpEndpoint(server, scope.providers()).handle(rc);
  }

  /**
   * One endpoint per server and scope, shared by every HTTP verticle instance so they share its
   * sessions; a scope is its own backend view, so its tool list and cached pages stay its own.
   */
  private synchronized McpEndpoint mcpEndpoint(ServerConfig server, SortedSet<String> scope) {
    String key = scope == null ? server.id() : server.id() + "?" + String.join(",", scope);
    return mcpEndpoints.computeIfAbsent(key, id -> {
      ServerMcpBackend backend = scope == null ? backend(server)
        : new ServerMcpBackend(server, caller, this::baseUrl, requestStates, scope, meter, scopes, audits(server));
      return McpEndpoint.create(backend, McpOptions.create(baseUrl())
        .withPageSize(server.mcp().pageSizeFor(backend.tools().size())).withPolling(server.mcp().pollAfterMs())
        .withStreamResponses(server.mcp().streamResponses()).withTasks(withTtl(server.mcp().taskTtlMs()))
        .withBatchLimits(server.mcp().maxBatchEntries(), server.mcp().maxBatchReplyBytes())
        .withTracing(caller.tracing()),
        sessions, taskRouting, key);
    });
  }

  /** A server's whole backend: the one its unscoped MCP endpoint serves, and whose tool search the portal uses. */
  public synchronized ServerMcpBackend backend(ServerConfig server) {
    return backends.computeIfAbsent(server.id(),
      id -> new ServerMcpBackend(server, caller, this::baseUrl, requestStates, null, meter, scopes, audits(server)));
  }

  private static TaskOptions withTtl(long ttlMs) {
    TaskOptions defaults = TaskOptions.defaults();
    return new TaskOptions(ttlMs, defaults.pollIntervalMs(), defaults.maxTasks());
  }

  void closeMcp() {
    mcpEndpoints.values().forEach(McpEndpoint::close);
  }

  public void logUnexpected(String requestId, Throwable failure) {
    LOG.error("[{}] unexpected failure", requestId, failure);
  }
}
