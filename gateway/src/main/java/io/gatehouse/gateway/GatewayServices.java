package io.gatehouse.gateway;

import io.gatehouse.gateway.auth.AdminRoutes;
import io.gatehouse.gateway.auth.CredentialHandler;
import io.gatehouse.gateway.auth.KeyRoutes;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.ProductConfig;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.health.GatewayHealth;
import io.gatehouse.gateway.mcp.McpEndpoint;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.SessionRecords;
import io.gatehouse.gateway.server.ServerMcpBackend;
import io.gatehouse.gateway.store.KeyStore;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/** What the HTTP layer shares across its verticle instances: built once, read by every router. */
public final class GatewayServices {

  private static final Logger LOG = LoggerFactory.getLogger(GatewayServices.class);

  private final GatewayConfig config;
  private final OperationCaller caller;
  private final GatewayHealth health;
  private final PrometheusMeterRegistry registry;
  private final KeyService keys;
  private final KeyStore store;
  private final SessionRecords sessions;
  private final Map<String, Product> products = new HashMap<>();
  private final Map<String, McpEndpoint> mcpEndpoints = new HashMap<>();
  private volatile int port;
  private volatile Buffer openApi;

  GatewayServices(GatewayConfig config, OperationCaller caller, GatewayHealth health,
                  PrometheusMeterRegistry registry, KeyService keys, KeyStore store, SessionRecords sessions) {
    this.config = config;
    this.caller = caller;
    this.health = health;
    this.registry = registry;
    this.keys = keys;
    this.store = store;
    this.sessions = sessions;
    this.port = config.port();
    for (ServerConfig server : config.servers()) {
      Product product = ProductConfig.of(server, config.plans());
      if (product != null) products.put(server.id(), product);
    }
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
    return product == null ? null : CredentialHandler.create(keys, product, baseUrl());
  }

  /** Key administration, only when an admin token is configured. */
  public void mountAdmin(Router router) {
    AdminRoutes.mount(router, keys, store, products, config.adminToken());
  }

  /** Mounts a server's own routes: key signup and usage, then its MCP endpoint behind the credential. */
  public void mountServer(Router router, ServerConfig server) {
    Product product = products.get(server.id());
    if (product != null) KeyRoutes.mount(router, keys, product, baseUrl());
    Handler<RoutingContext> credential = credentialHandler(server);
    if (credential != null) router.route(server.mcpPath()).handler(credential);
    mcpEndpoint(server).mount(router, server.mcpPath());
  }

  /** One endpoint per server, shared by every HTTP verticle instance so they share its sessions. */
  private synchronized McpEndpoint mcpEndpoint(ServerConfig server) {
    return mcpEndpoints.computeIfAbsent(server.id(), id -> McpEndpoint.create(
      new ServerMcpBackend(server, caller, this::baseUrl), McpOptions.create(baseUrl()), sessions));
  }

  void closeMcp() {
    mcpEndpoints.values().forEach(McpEndpoint::close);
  }

  public void logUnexpected(String requestId, Throwable failure) {
    LOG.error("[{}] unexpected failure", requestId, failure);
  }
}
