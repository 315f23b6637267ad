package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.OutboundAddresses;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.StoreSettings;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/** What one provider sees of the gateway. */
public final class GatewayProviderContext implements ProviderContext {

  private final Vertx vertx;
  private final Manifest manifest;
  private final GatewayConfig config;
  private final UpstreamClients upstreams;
  private final OperationCaller caller;
  /** Each upstream's client, looked up per call: the manifest and the operator's tuning are read once. */
  private final Map<String, UpstreamClient> clients = new ConcurrentHashMap<>();

  public GatewayProviderContext(Vertx vertx, Manifest manifest, GatewayConfig config, UpstreamClients upstreams,
                                OperationCaller caller) {
    this.vertx = vertx;
    this.manifest = manifest;
    this.config = config;
    this.upstreams = upstreams;
    this.caller = caller;
  }

  @Override
  public Vertx vertx() {
    return vertx;
  }

  @Override
  public Manifest manifest() {
    return manifest;
  }

  @Override
  public JsonObject config() {
    return config.providerConfig(manifest.id());
  }

  @Override
  public Optional<String> secret(String name) {
    return config.variable(manifest.id(), name);
  }

  @Override
  public UpstreamClient upstream(String name) {
    UpstreamClient client = clients.get(name);
    return client != null ? client : clients.computeIfAbsent(name, this::newClient);
  }

  private UpstreamClient newClient(String name) {
    UpstreamSpec spec = manifest.upstreams().get(name);
    if (spec == null) {
      throw new IllegalArgumentException("manifest of " + manifest.id() + " declares no upstream " + name);
    }
    return upstreams.client(manifest.id(), config.tune(manifest.id(), spec));
  }

  @Override
  public OutboundAddresses outboundAddresses() {
    return config.outbound();
  }

  @Override
  public Path dataDir() {
    return config.dataDir().resolve("providers").resolve(manifest.id());
  }

  @Override
  public StoreSettings store() {
    return new StoreSettings(config.storeType(), config.pgUri());
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return invoke(providerId, operationId, arguments, CallOptions.of(UUID.randomUUID().toString()));
  }

  /** A call of another provider's operation, made as the options say (on behalf of a call being served). */
  Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments, CallOptions options) {
    return caller.nested().call(providerId + "_" + operationId, arguments, options).map(Answer::json);
  }
}
