package io.gatehouse.gateway;

import io.gatehouse.gateway.audit.AuditLog;
import io.gatehouse.gateway.audit.AuditTrails;
import io.gatehouse.gateway.audit.CallAudits;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.KeyServiceOptions;
import io.gatehouse.gateway.auth.OAuthVerifier;
import io.gatehouse.gateway.auth.ProductConfig;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.cluster.ClusterNode;
import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.dispatch.Dispatcher;
import io.gatehouse.gateway.dispatch.GatewayProviderContext;
import io.gatehouse.gateway.dispatch.LocalProviders;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.dispatch.ProviderVerticle;
import io.gatehouse.gateway.drift.DriftMonitor;
import io.gatehouse.gateway.drift.DriftOptions;
import io.gatehouse.gateway.drift.DriftRecords;
import io.gatehouse.gateway.drift.RetiredOperations;
import io.gatehouse.gateway.drift.UpstreamCheck;
import io.gatehouse.gateway.gate.CallGate;
import io.gatehouse.gateway.gate.KeyCharges;
import io.gatehouse.gateway.health.GatewayHealth;
import io.gatehouse.gateway.health.ProbeVerticle;
import io.gatehouse.gateway.health.ProviderStates;
import io.gatehouse.gateway.http.HttpVerticle;
import io.gatehouse.gateway.http.ListenPort;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.gatehouse.gateway.plugins.PluginFailure;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import io.gatehouse.gateway.scope.ToolScopes;
import io.gatehouse.gateway.setup.ProviderNeed;
import io.gatehouse.gateway.setup.ProviderSetup;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.trace.Tracing;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.gatehouse.gateway.upstream.UpstreamOverrides;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Starts the gateway: scans plug-ins, builds the catalog, deploys a verticle per provider, then the
 * HTTP servers. A provider that fails to start is reported and left out; the others serve. In a
 * cluster a node does what its roles say: the gateway role serves HTTP, the providers role runs
 * provider verticles; a node without the gateway role answers only health probes and metrics.
 */
public final class Gateway {

  private static final Logger LOG = LoggerFactory.getLogger(Gateway.class);

  private final Vertx vertx;
  private final GatewayConfig config;
  private final UpstreamClients upstreams;
  private final GatewayServices services;
  private final List<PluginFailure> failures;
  private final KeyStore store;
  private final OperationCaller caller;
  private final GatewayHealth health;
  private final ProviderDirectory directory;
  private final LocalProviders local;
  private final String nodeId;
  private final AuditLog audit;
  private final List<String> deployments = new ArrayList<>();
  private String httpDeployment;
  private int port;
  private DriftMonitor drift;

  private Gateway(Vertx vertx, GatewayConfig config, UpstreamClients upstreams, GatewayServices services,
                  List<PluginFailure> failures, KeyStore store, OperationCaller caller, GatewayHealth health,
                  ProviderDirectory directory, LocalProviders local, String nodeId, AuditLog audit) {
    this.store = store;
    this.audit = audit;
    this.local = local;
    this.caller = caller;
    this.health = health;
    this.directory = directory;
    this.nodeId = nodeId;
    this.vertx = vertx;
    this.config = config;
    this.upstreams = upstreams;
    this.services = services;
    this.failures = failures;
  }

  public static Future<Gateway> start(Vertx vertx, GatewayConfig config, PrometheusMeterRegistry registry) {
    return start(vertx, config, registry, ClusterNode.alone());
  }

  /**
   * @param node this node, alone or of a cluster; in a cluster the node's roles and providers come
   *             from {@link GatewayConfig#cluster()}
   */
  public static Future<Gateway> start(Vertx vertx, GatewayConfig config, PrometheusMeterRegistry registry,
                                      ClusterNode node) {
    // a port in use fails the start at once, before plug-ins, stores and providers start
    Future<Void> free = vertx.executeBlocking(() -> {
      ListenPort.checkFree(config.host(), config.port());
      return null;
    });
    Future<PluginScan> scan = free.compose(ok -> vertx.executeBlocking(() ->
      new PluginLoader(Gateway.class.getClassLoader()).scan(config.pluginsDir())));
    // building the OpenTelemetry SDK loads classes and exporters: off the event loop, beside the scan
    Future<Tracing> tracing = vertx.executeBlocking(() -> Tracing.fromEnvironment(config.env()));
    Future<DriftRecords> drift = vertx.executeBlocking(() -> DriftRecords.load(config.dataDir()));
    Roles roles = Roles.of(config.cluster(), node.clustered());
    // only the gateway role meets keys; a providers-only node never opens the store
    return scan.compose(found -> (roles.gateway() ? openKeyStore(vertx, config, registry) : Future.<KeyStore>succeededFuture())
      .compose(store -> oauth(vertx, config, roles)
        .compose(oauth -> tracing.compose(traces -> drift.compose(records ->
          start(vertx, config, registry, found, store, node, roles, oauth, traces, records))))
        // a gateway that did not start lets go of its store (and the embedded store's folder lock)
        .onFailure(e -> {
          if (store != null) store.close();
          tracing.onSuccess(Tracing::close);
        })));
  }

  /** The OAuth mode's verifier when an issuer is configured, else null. */
  private static Future<OAuthVerifier> oauth(Vertx vertx, GatewayConfig config, Roles roles) {
    String issuer = config.oauth().getString("issuer");
    String jwks = config.oauth().getString("jwksUrl");
    if (!roles.gateway() || issuer == null || jwks == null) return Future.succeededFuture();
    return OAuthVerifier.create(vertx, issuer, jwks);
  }

  private static Future<KeyStore> openKeyStore(Vertx vertx, GatewayConfig config, PrometheusMeterRegistry registry) {
    return switch (config.storeType()) {
      case "embedded" -> KeyStore.embedded(vertx, config.dataDir().resolve("keys"), registry);
      case "postgres" -> KeyStore.postgres(vertx, config.pgUri(), config.storeConnect(), config.storeOutages());
      default -> Future.failedFuture("unknown store type '" + config.storeType() + "': use embedded or postgres");
    };
  }

  private static Future<Gateway> start(Vertx vertx, GatewayConfig config, PrometheusMeterRegistry registry,
                                       PluginScan scan, KeyStore store, ClusterNode cluster, Roles roles,
                                       OAuthVerifier oauth, Tracing tracing, DriftRecords records) {
    List<PluginFailure> failures = new CopyOnWriteArrayList<>(scan.failures());
    List<PluginFailure> rejected = new ArrayList<>();
    Catalog candidates = Catalog.build(scan.providers(), rejected);
    failures.addAll(rejected);
    rejected.forEach(f -> LOG.warn("Skipped provider {} from {}: {}", f.providerId(), f.origin(), f.reason()));

    Set<String> started = new CopyOnWriteArraySet<>();
    ProviderDirectory directory = cluster.directory(vertx, started);
    RateLimits limits = cluster.limits(vertx);
    AtomicReference<Catalog> catalog = new AtomicReference<>(candidates);
    LocalProviders local = new LocalProviders();
    Function<String, Optional<String>> variables = name -> Optional.ofNullable(config.env().get(name)).filter(v -> !v.isBlank());
    ProviderSetup setup = new ProviderSetup(catalog::get, variables);
    OperationCaller caller = new OperationCaller(catalog::get,
      new Dispatcher(vertx, registry, directory, local, config.callTimeouts()), registry, tracing);
    UpstreamClients upstreams = UpstreamClients.create(vertx, UpstreamOverrides.parse(config.upstreamOverrides()),
      variables, registry, limits, tracing);
    GatewayHealth health = new GatewayHealth(vertx, catalog::get, () -> Collections.unmodifiableList(failures),
      config::serves, roles.gateway() ? directory : ProviderDirectory.alone(), registry,
      id -> started.contains(id) ? ProviderStates.of(scan.providers(), id) : null);
    health.setup(setup);
    DriftOptions driftOptions = DriftOptions.fromJson(config.upstreams(), config.env());
    DriftMonitor drift = new DriftMonitor(vertx, driftOptions, catalog::get,
      new UpstreamCheck(UpstreamCheck.through(upstreams, config), records, driftOptions.timeout(), Clock.systemUTC()),
      records, registry);
    health.report("drift", drift::health);
    GatewayServices services = null;
    AuditLog audit = AuditTrails.open(vertx, config, registry);
    KeyService keys = null;
    if (roles.gateway()) {
      health.watch(store);
      keys = KeyService.create(vertx, store, new KeyServiceOptions().setStaleFor(config.storeOutages().staleKeys()), limits);
    }
    // every call this node serves passes it; a node without keys charges none (it runs other nodes' calls)
    // operations whose upstream answered 410 Gone to a drift check are refused as retired
    CallGate gate = new CallGate(caller, new ToolScopes(registry), keys == null ? null
      : new KeyCharges(keys, ProductConfig.byServer(config.servers(), config.plans()).values()),
      new CallAudits(audit, registry), new RetiredOperations(records), setup);
    if (keys != null) {
      services = new GatewayServices(config, caller, health, registry, keys, store, cluster.sessions(vertx),
        cluster.tasks(vertx), oauth, audit, gate, setup);
    }
    Gateway gateway = new Gateway(vertx, config, upstreams, services, failures, store, caller, health, directory,
      local, cluster.nodeId(), audit);
    gateway.drift = drift;

    List<Future<?>> deploying = new ArrayList<>();
    for (LoadedProvider loaded : scan.providers()) {
      if (candidates.byProvider().containsKey(loaded.id()) && roles.runs(loaded.id())) {
        deploying.add(gateway.deploy(loaded, caller, registry).onSuccess(v -> {
          started.add(loaded.id());
          setup.running(loaded.provider());
        }));
      }
    }
    return Future.join(deploying)
      .transform(ignored -> {
        // alone, the catalog is what runs here; in a cluster other nodes may run the rest
        if (!cluster.clustered()) catalog.set(candidates.retain(started));
        return gateway.deployHttp(registry);
      })
      .map(port -> {
        gateway.port = port;
        if (gateway.services != null) gateway.services.listeningOn(port);
        health.markDeployed();
        drift.start();
        LOG.info("Serving {} operations from {} providers; {} plug-ins skipped",
          catalog.get().operations().size(), started.size(), failures.size());
        if (cluster.clustered()) {
          LOG.info("Cluster node {} with roles {} runs providers {}", cluster.nodeId(), roles, started);
        }
        logUnmet(setup);
        LOG.info("Gatehouse listening on http://{}:{}", config.host(), port);
        return gateway;
      });
  }

  /** Each provider that needs something from the operator, with what fixes it: the first thing a new operator reads. */
  private static void logUnmet(ProviderSetup setup) {
    setup.unmet().forEach((provider, needs) -> {
      for (ProviderNeed need : needs) {
        String concerns = need.operations().isEmpty() ? "all of its operations" : need.operations().size() + " of its operations";
        LOG.warn("Provider {} is not configured: it lacks {} ({} {}); fix: {}", provider, need.what(), concerns,
          need.refusesCalls() ? "refuse calls until then" : "answer with less until then", need.fix());
      }
    });
  }

  private Future<Void> deploy(LoadedProvider loaded, OperationCaller caller, PrometheusMeterRegistry registry) {
    GatewayProviderContext context = new GatewayProviderContext(vertx, loaded.manifest(), config, upstreams, caller);
    return vertx.deployVerticle(new ProviderVerticle(loaded, context, nodeId, registry, local, caller.tracing()))
      .onSuccess(deployments::add)
      .onFailure(e -> {
        String reason = "start failed: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        failures.add(new PluginFailure(loaded.origin(), loaded.id(), reason));
        LOG.warn("Provider {} from {} did not start: {}", loaded.id(), loaded.origin(), reason);
      })
      .mapEmpty();
  }

  /** Port 0 (tests) cannot be shared between instances, so it gets one. */
  private Future<Integer> deployHttp(PrometheusMeterRegistry registry) {
    if (services == null) {
      // a providers-only node still answers probes and scrapes on its HTTP port
      ProbeVerticle probes = new ProbeVerticle(config, health, registry);
      return vertx.deployVerticle(probes).map(id -> {
        httpDeployment = id;
        return probes.actualPort();
      });
    }
    int instances = config.port() == 0 ? 1 : config.httpInstances();
    List<HttpVerticle> verticles = new CopyOnWriteArrayList<>();
    return vertx.executeBlocking(() -> {
        services.prepareEndpoints();
        return null;
      }, false).compose(prepared -> vertx.deployVerticle(() -> {
        HttpVerticle verticle = new HttpVerticle(config.host(), config.port(), services.connectionGuard(),
          services.features(), config.bodyLimitBytes());
        verticles.add(verticle);
        return verticle;
      }, new DeploymentOptions().setInstances(instances)))
      .map(id -> {
        httpDeployment = id;
        return verticles.get(0).actualPort();
      });
  }

  public int port() {
    return port;
  }

  public String baseUrl() {
    return config.publicBaseUrl(port);
  }

  /** The operations being served. */
  public Catalog catalog() {
    return caller.catalog();
  }

  public List<PluginFailure> failures() {
    return List.copyOf(failures);
  }

  /** Stops accepting, drains in-flight HTTP requests (bounded), then stops providers and clients. */
  public Future<Void> stop() {
    if (drift != null) drift.stop();
    Future<Void> http = httpDeployment == null ? Future.succeededFuture() : vertx.undeploy(httpDeployment);
    return http
      .andThen(v -> {
        if (services != null) services.closeMcp();
      })
      .transform(v -> Future.join(deployments.stream().map(vertx::undeploy).toList()))
      .andThen(v -> directory.close())
      .transform(v -> upstreams.close())
      .transform(v -> audit.close(vertx))
      .transform(v -> services == null ? Future.<Void>succeededFuture() : services.keys().close())
      .transform(v -> store == null ? Future.<Void>succeededFuture() : store.close())
      // the last spans go out before the exporter stops
      .eventually(() -> caller.tracing().close());
  }
}
