package io.gatehouse.gateway;

import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.dispatch.Dispatcher;
import io.gatehouse.gateway.dispatch.GatewayProviderContext;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.dispatch.ProviderVerticle;
import io.gatehouse.gateway.health.GatewayHealth;
import io.gatehouse.gateway.http.HttpVerticle;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.gatehouse.gateway.plugins.PluginFailure;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.gatehouse.gateway.upstream.UpstreamOverrides;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Starts the gateway: scans plug-ins, builds the catalog, deploys a verticle per provider, then the
 * HTTP servers. A provider that fails to start is reported and left out; the others serve.
 */
public final class Gateway {

  private static final Logger LOG = LoggerFactory.getLogger(Gateway.class);

  private final Vertx vertx;
  private final GatewayConfig config;
  private final UpstreamClients upstreams;
  private final GatewayServices services;
  private final List<PluginFailure> failures;
  private final KeyStore store;
  private final List<String> deployments = new ArrayList<>();
  private String httpDeployment;
  private int port;

  private Gateway(Vertx vertx, GatewayConfig config, UpstreamClients upstreams, GatewayServices services,
                  List<PluginFailure> failures, KeyStore store) {
    this.store = store;
    this.vertx = vertx;
    this.config = config;
    this.upstreams = upstreams;
    this.services = services;
    this.failures = failures;
  }

  public static Future<Gateway> start(Vertx vertx, GatewayConfig config, PrometheusMeterRegistry registry) {
    Future<PluginScan> scan = vertx.executeBlocking(() ->
      new PluginLoader(Gateway.class.getClassLoader()).scan(config.pluginsDir()));
    return scan.compose(found -> openKeyStore(vertx, config)
      .compose(store -> start(vertx, config, registry, found, store)));
  }

  private static Future<KeyStore> openKeyStore(Vertx vertx, GatewayConfig config) {
    return switch (config.storeType()) {
      case "embedded" -> Future.succeededFuture(KeyStore.embedded(vertx, config.dataDir().resolve("keys")));
      case "postgres" -> KeyStore.postgres(vertx, config.pgUri());
      default -> Future.failedFuture("unknown store type '" + config.storeType() + "': use embedded or postgres");
    };
  }

  private static Future<Gateway> start(Vertx vertx, GatewayConfig config, PrometheusMeterRegistry registry,
                                       PluginScan scan, KeyStore store) {
    List<PluginFailure> failures = new CopyOnWriteArrayList<>(scan.failures());
    List<PluginFailure> rejected = new ArrayList<>();
    Catalog candidates = Catalog.build(scan.providers(), rejected);
    failures.addAll(rejected);
    rejected.forEach(f -> LOG.warn("Skipped provider {} from {}: {}", f.providerId(), f.origin(), f.reason()));

    AtomicReference<Catalog> catalog = new AtomicReference<>(candidates);
    OperationCaller caller = new OperationCaller(catalog::get, new Dispatcher(vertx, registry));
    UpstreamClients upstreams = UpstreamClients.create(vertx, UpstreamOverrides.parse(config.upstreamOverrides()),
      name -> Optional.ofNullable(config.env().get(name)).filter(v -> !v.isBlank()), registry);
    GatewayHealth health = new GatewayHealth(vertx, catalog::get, () -> Collections.unmodifiableList(failures));
    KeyService keys = KeyService.create(vertx, store);
    GatewayServices services = new GatewayServices(config, caller, health, registry, keys, store);
    Gateway gateway = new Gateway(vertx, config, upstreams, services, failures, store);

    List<String> started = new CopyOnWriteArrayList<>();
    List<Future<?>> deploying = new ArrayList<>();
    for (LoadedProvider loaded : scan.providers()) {
      if (candidates.byProvider().containsKey(loaded.id())) {
        deploying.add(gateway.deploy(loaded, caller).onSuccess(v -> started.add(loaded.id())));
      }
    }
    return Future.join(deploying)
      .transform(ignored -> {
        catalog.set(candidates.retain(started));
        return gateway.deployHttp();
      })
      .map(port -> {
        gateway.port = port;
        services.listeningOn(port);
        health.markDeployed();
        LOG.info("Serving {} operations from {} providers; {} plug-ins skipped",
          catalog.get().operations().size(), started.size(), failures.size());
        LOG.info("Gatehouse listening on http://{}:{}", config.host(), port);
        return gateway;
      });
  }

  private Future<Void> deploy(LoadedProvider loaded, OperationCaller caller) {
    GatewayProviderContext context = new GatewayProviderContext(vertx, loaded.manifest(), config, upstreams, caller);
    return vertx.deployVerticle(new ProviderVerticle(loaded, context))
      .onSuccess(deployments::add)
      .onFailure(e -> {
        String reason = "start failed: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        failures.add(new PluginFailure(loaded.origin(), loaded.id(), reason));
        LOG.warn("Provider {} from {} did not start: {}", loaded.id(), loaded.origin(), reason);
      })
      .mapEmpty();
  }

  /** Port 0 (tests) cannot be shared between instances, so it gets one. */
  private Future<Integer> deployHttp() {
    int instances = config.port() == 0 ? 1 : config.httpInstances();
    List<HttpVerticle> verticles = new CopyOnWriteArrayList<>();
    return vertx.deployVerticle(() -> {
        HttpVerticle verticle = new HttpVerticle(services);
        verticles.add(verticle);
        return verticle;
      }, new DeploymentOptions().setInstances(instances))
      .map(id -> {
        httpDeployment = id;
        return verticles.get(0).actualPort();
      });
  }

  public int port() {
    return port;
  }

  public String baseUrl() {
    return services.baseUrl();
  }

  /** The operations being served. */
  public Catalog catalog() {
    return services.caller().catalog();
  }

  public List<PluginFailure> failures() {
    return List.copyOf(failures);
  }

  /** Stops accepting, drains in-flight HTTP requests (bounded), then stops providers and clients. */
  public Future<Void> stop() {
    Future<Void> http = httpDeployment == null ? Future.succeededFuture() : vertx.undeploy(httpDeployment);
    return http
      .andThen(v -> services.closeMcp())
      .transform(v -> Future.join(deployments.stream().map(vertx::undeploy).toList()))
      .transform(v -> upstreams.close())
      .transform(v -> services.keys().close())
      .transform(v -> store.close());
  }
}
