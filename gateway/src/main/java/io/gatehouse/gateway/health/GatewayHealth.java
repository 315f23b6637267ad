package io.gatehouse.gateway.health;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.gatehouse.gateway.plugins.PluginFailure;
import io.gatehouse.gateway.setup.ProviderNeed;
import io.gatehouse.gateway.setup.ProviderSetup;
import io.gatehouse.gateway.store.KeyStore;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Handler;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.healthchecks.HealthChecks;
import io.vertx.ext.healthchecks.Status;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.healthchecks.HealthCheckHandler;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Liveness, readiness and the detailed health page: which providers serve, from where, each upstream's
 * circuit, and which plug-ins were skipped with the reason.
 */
public final class GatewayHealth {

  /** How long a health check may run; the key store's ping is given less. */
  private static final long CHECK_MS = 2_000;
  private static final long STORE_PING_MS = 1_500;

  private final HealthChecks ready;
  private final HealthChecks detailed;
  private volatile boolean deployed;
  private volatile ProviderSetup setup;

  /**
   * @param served          whether an enabled server serves the provider; the others are listed apart
   *                        (e.g. the conformance fixture's provider while its server is off)
   * @param directory       for a clustered gateway it is ready only once it sees nodes running
   *                        providers, its own or others'
   * @param registry        where this process's upstream clients report their circuits
   * @param states          a provider running here by id: what it says of its data ({@code Provider.health}), or null
   */
  public GatewayHealth(Vertx vertx, Supplier<Catalog> catalog, Supplier<List<PluginFailure>> failures,
                       Predicate<String> served, ProviderDirectory directory, MeterRegistry registry,
                       Function<String, JsonObject> states) {
    ready = HealthChecks.create(vertx).register("deployed",
      promise -> promise.complete(deployed ? Status.OK() : Status.KO()));
    detailed = HealthChecks.create(vertx)
      .register("deployed", promise -> promise.complete(deployed ? Status.OK() : Status.KO()));
    if (directory.clustered()) {
      ready.register("providers-visible", promise -> promise.complete(directory.seesProviders()
        ? Status.OK() : Status.KO(new JsonObject().put("reason", "no node of the cluster runs a provider yet"))));
      detailed.register("cluster", promise -> promise.complete(directory.seesProviders()
        ? Status.OK(directory.view()) : Status.KO(directory.view())));
    }
    detailed
      .register("providers", promise -> {
        JsonObject providers = new JsonObject();
        catalog.get().byProvider().forEach((id, ops) -> {
          if (served.test(id)) {
            JsonObject provider = new JsonObject().put("status", "UP").put("origin", catalog.get().origin(id))
              .put("version", ops.get(0).manifest().version()).put("operations", ops.size());
            List<ProviderNeed> needs = setup == null ? List.of() : setup.needs(id);
            if (!needs.isEmpty()) {
              // serving, but not every call can succeed: the gateway stays ready, the page says what to set up
              JsonArray list = new JsonArray();
              needs.forEach(n -> list.add(n.toJson()));
              provider.put("status", "not_configured").put("needs", list);
            }
            JsonObject state = states.apply(id);
            if (state != null) provider.put("state", state);
            providers.put(id, provider);
          }
        });
        promise.complete(Status.OK(providers));
      })
      .register("upstreams", promise -> promise.complete(Status.OK(UpstreamCircuits.of(catalog.get(), served, registry))))
      .register("unserved", promise -> {
        JsonArray idle = new JsonArray();
        catalog.get().byProvider().keySet().stream().filter(served.negate()).sorted().forEach(idle::add);
        promise.complete(Status.OK(new JsonObject().put("providers", idle)
          .put("reason", "loaded, but no enabled server serves them")));
      })
      .register("plugins", promise -> {
        JsonArray skipped = new JsonArray();
        failures.get().forEach(f -> skipped.add(f.toJson()));
        promise.complete(Status.OK(new JsonObject().put("skipped", skipped)));
      });
  }

  /**
   * Makes readiness depend on the key store: while it cannot serve (database down or not answering,
   * journal not writable) the gateway is not ready (503), and the health page says why. The ping is
   * given less time than the check, so a store that does not answer is a reason, not a check that
   * failed to run (500); a ping ending after that is ignored.
   */
  public void watch(KeyStore store) {
    Handler<Promise<Status>> check = promise -> store.ping().timeout(STORE_PING_MS, TimeUnit.MILLISECONDS)
      .onComplete(ar -> promise.tryComplete(ar.succeeded()
        ? Status.OK() : Status.KO(new JsonObject().put("reason", reason(ar.cause())))));
    ready.register("key-store", CHECK_MS, check);
    detailed.register("key-store", CHECK_MS, check);
  }

  private static String reason(Throwable failure) {
    return failure instanceof TimeoutException ? "the key store did not answer within " + STORE_PING_MS + " ms"
      : String.valueOf(failure.getMessage());
  }

  /** Adds a section to the detailed health page that never fails it (e.g. drift detection's last results). */
  public void report(String name, Supplier<JsonObject> section) {
    detailed.register(name, promise -> promise.complete(Status.OK(section.get())));
  }

  /** Where the providers section reads what each provider still needs from the operator. */
  public void setup(ProviderSetup setup) {
    this.setup = setup;
  }

  /** Called once every enabled provider is deployed and the HTTP server listens. */
  public void markDeployed() {
    deployed = true;
  }

  public void mount(Router router) {
    router.get("/health/live").handler(rc -> rc.response()
      .putHeader("Content-Type", "application/json").end("{\"status\":\"UP\"}"));
    router.get("/health/ready").handler(HealthCheckHandler.createWithHealthChecks(ready));
    router.get("/health").handler(HealthCheckHandler.createWithHealthChecks(detailed));
  }
}
