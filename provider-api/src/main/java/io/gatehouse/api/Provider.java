package io.gatehouse.api;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Map;

/**
 * A data provider, found with {@link java.util.ServiceLoader}. Its operations are described by a
 * declarative manifest inside its jar; operations that compute bind to the handlers it returns.
 */
public interface Provider {

  /** Lower-case identifier, {@code [a-z][a-z0-9]*}; prefixes the provider's tools and REST routes. */
  String id();

  /**
   * Classpath resource holding the manifest JSON. Named after the id so that jars sharing a parent
   * class loader never shadow each other's manifests.
   */
  default String manifestResource() {
    return "META-INF/gatehouse/" + id() + ".json";
  }

  /** Called once before any invocation; a failed future keeps the provider out of service. */
  default Future<Void> start(ProviderContext context) {
    return Future.succeededFuture();
  }

  /** Handlers of computed operations, keyed by the manifest's {@code handler} names. Read after start. */
  default Map<String, OperationHandler> handlers() {
    return Map.of();
  }

  /** Data-set loaders by name (e.g. {@code kbo}, {@code sanctions}), for the gateway's ingest command. */
  default Map<String, Ingester> ingesters() {
    return Map.of();
  }

  /**
   * What the health page shows of this running provider beside its status: the state of the data it
   * keeps (e.g. which lists it holds and how its last refresh went), or null when there is nothing to
   * say. Read on every health request, on any thread: keep it cheap.
   */
  default JsonObject health() {
    return null;
  }

  /**
   * What the operator has yet to set up for this provider, as of now (empty once it is set up). Asked
   * after start, on any thread, so it reads state the provider publishes safely (e.g. a volatile field).
   */
  default List<SetupNeed> unmetNeeds() {
    return List.of();
  }

  default Future<Void> stop() {
    return Future.succeededFuture();
  }
}
