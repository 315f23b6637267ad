package io.gatehouse.gateway;

import io.gatehouse.gateway.audit.AuditLog;
import io.gatehouse.gateway.audit.AuditRoutes;
import io.gatehouse.gateway.auth.AdminRoutes;
import io.gatehouse.gateway.auth.Credentials;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.OAuthVerifier;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.descriptor.ServerDescriptor;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.gate.CallGate;
import io.gatehouse.gateway.health.GatewayHealth;
import io.gatehouse.gateway.http.ConnectionGuard;
import io.gatehouse.gateway.http.HostGuard;
import io.gatehouse.gateway.http.HttpServerMeters;
import io.gatehouse.gateway.http.StrictRequests;
import io.gatehouse.gateway.mcp.SessionRecords;
import io.gatehouse.gateway.mcp.TaskRouting;
import io.gatehouse.gateway.portal.PortalRoutes;
import io.gatehouse.gateway.rest.OpenApiRoute;
import io.gatehouse.gateway.rest.RestRoutes;
import io.gatehouse.gateway.server.RequestStates;
import io.gatehouse.gateway.server.ServerEndpoints;
import io.gatehouse.gateway.setup.ProviderSetup;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.web.ProblemTypes;
import io.gatehouse.gateway.web.RouteFeature;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.micrometer.PrometheusScrapingHandler;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the HTTP layer shares across its verticle instances: the services, built once, and the
 * features that mount themselves on each instance's router, in the order their routes match.
 */
public final class GatewayServices {

  /** How long a client may take to answer a tool's questions on the stateless revision. */
  private static final long REQUEST_STATE_TTL_MS = 10 * 60_000L;

  private final GatewayConfig config;
  private final KeyService keys;
  private final AuditLog audit;
  private final HttpServerMeters httpMeters;
  private final ConnectionGuard connectionGuard;
  private final ServerEndpoints endpoints;
  private final List<RouteFeature> features = new ArrayList<>();
  private volatile int port;

  GatewayServices(GatewayConfig config, OperationCaller caller, GatewayHealth health,
                  PrometheusMeterRegistry registry, KeyService keys, KeyStore store, SessionRecords sessions,
                  TaskRouting taskRouting, OAuthVerifier oauthOrNull, AuditLog audit, CallGate gate,
                  ProviderSetup setup) {
    this.config = config;
    this.keys = keys;
    this.audit = audit;
    this.port = config.port();
    this.httpMeters = new HttpServerMeters(registry);
    this.connectionGuard = new ConnectionGuard(config.connections(), registry);
    Credentials credentials = Credentials.of(config, keys, store, oauthOrNull, this::baseUrl);
    // one key for every server; set it alike on every node so that any node verifies a state
    RequestStates requestStates = RequestStates.create(config.env().get("GATEHOUSE_STATE_KEY"), REQUEST_STATE_TTL_MS);
    this.endpoints = new ServerEndpoints(caller, gate, credentials, this::baseUrl, requestStates, sessions, taskRouting,
      setup, config.servers());

    features.add(httpMeters::mountOn);
    // where every problem type points: what it means and what to do
    features.add(new ProblemTypes());
    features.add(health::mount);
    features.add(router -> router.get("/metrics").handler(PrometheusScrapingHandler.create(registry)));
    // every route after this point: probes and scrapers above name the address they reach, not a host
    HostGuard hosts = HostGuard.create(config.allowedHosts(), config.publicBaseUrl(config.port()));
    features.add(hosts::mountOn);
    features.add(StrictRequests::mountOn);
    features.add(new OpenApiRoute(config.servers(), caller.catalog(), credentials, this::baseUrl));
    // key administration and the audit trail, only when an admin token is configured
    features.add(router -> AdminRoutes.mount(router, keys, store, credentials.products(), config.adminToken()));
    features.add(router -> AuditRoutes.mountAdmin(router, audit, config.adminToken()));
    for (ServerConfig server : config.servers()) {
      features.add(ServerDescriptor.route(server, this::baseUrl));
      if (server.rest()) {
        features.add(router -> RestRoutes.mount(router, caller.catalog().operationsOf(server), gate, caller.tracing(),
          credentials.guard(server), config.bodyLimitBytes(), server.id()));
      } else if (server.signupPath() != null) {
        features.add(router -> RestRoutes.mountMcpOnly(router, caller.catalog().operationsOf(server),
          restProviders(config, caller), server.title(), () -> baseUrl() + server.mcpPath()));
      }
      features.add(credentials.keyRoutes(server));
      // the caller's own audit records, beside the product's usage page (key and OAuth token holders)
      Product product = credentials.products().get(server.id());
      if (product != null) {
        features.add(router -> AuditRoutes.mountOwn(router, audit, credentials.authenticateOnly(server),
          product.usagePath() + AuditRoutes.OWN_SUFFIX));
      }
      features.add(endpoints.mcpRoutes(server));
    }
    features.add(new PortalRoutes(config.servers(), caller.catalog(), endpoints, this::baseUrl, setup));
  }

  private static Set<String> restProviders(GatewayConfig config, OperationCaller caller) {
    return config.servers().stream().filter(ServerConfig::rest)
      .flatMap(s -> caller.catalog().operationsOf(s).stream()).map(op -> op.providerId()).collect(Collectors.toSet());
  }

  /** Every feature, in the order its routes go on a router. */
  public List<RouteFeature> features() {
    return features;
  }

  public KeyService keys() {
    return keys;
  }

  public GatewayConfig config() {
    return config;
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

  /** The trail of this gateway's calls. */
  public AuditLog audit() {
    return audit;
  }

  /** Builds every server's MCP endpoint before the HTTP verticles mount them: called off the event loop. */
  public void prepareEndpoints() {
    endpoints.prepare(config.servers());
  }

  void closeMcp() {
    endpoints.close();
  }
}
