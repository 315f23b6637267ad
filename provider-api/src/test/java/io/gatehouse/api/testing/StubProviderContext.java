package io.gatehouse.api.testing;

import io.gatehouse.api.OutboundAddresses;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.StoreSettings;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.Manifest;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The gateway as a provider's unit tests see it: the provider's own manifest from its resources,
 * configuration, variables, upstream clients, a data folder and store settings, set as a test needs
 * them. What a test did not set fails loudly when used.
 */
public class StubProviderContext implements ProviderContext {

  /** Answers a peer call the way the gateway's dispatch would. */
  @FunctionalInterface
  public interface Peers {
    Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments);
  }

  private final Vertx vertx;
  private final String providerId;
  private JsonObject config = new JsonObject();
  private Map<String, String> variables = Map.of();
  private Map<String, UpstreamClient> upstreams = Map.of();
  private Path dataDir;
  private StoreSettings store;
  private OutboundAddresses outbound = OutboundAddresses.strict();
  private Peers peers = (provider, operation, arguments) -> Future.failedFuture("no peers in this test");

  /** @param vertx null for a handler test that runs without Vert.x */
  public StubProviderContext(Vertx vertx, String providerId) {
    this.vertx = vertx;
    this.providerId = providerId;
  }

  /** The provider's manifest, read from the test class path. */
  public static Manifest loadManifest(String providerId) {
    String resource = "META-INF/gatehouse/" + providerId + ".json";
    try (InputStream in = StubProviderContext.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) throw new IllegalStateException("no " + resource + " on the class path");
      return Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public StubProviderContext config(JsonObject config) {
    this.config = config;
    return this;
  }

  public StubProviderContext variables(Map<String, String> variables) {
    this.variables = variables;
    return this;
  }

  public StubProviderContext upstreams(Map<String, UpstreamClient> upstreams) {
    this.upstreams = upstreams;
    return this;
  }

  public StubProviderContext dataDir(Path dataDir) {
    this.dataDir = dataDir;
    return this;
  }

  public StubProviderContext store(StoreSettings store) {
    this.store = store;
    return this;
  }

  /** Where the provider may connect on a caller's behalf; strict, as the gateway's default, unless set. */
  public StubProviderContext outbound(OutboundAddresses outbound) {
    this.outbound = outbound;
    return this;
  }

  /** One upstream, under the name the provider asks for. */
  public StubProviderContext upstream(String name, UpstreamClient client) {
    return upstreams(Map.of(name, client));
  }

  public StubProviderContext peers(Peers peers) {
    this.peers = peers;
    return this;
  }

  @Override
  public Vertx vertx() {
    if (vertx == null) throw new UnsupportedOperationException("this test gives " + providerId + " no Vert.x");
    return vertx;
  }

  @Override
  public Manifest manifest() {
    return loadManifest(providerId);
  }

  @Override
  public JsonObject config() {
    return config;
  }

  @Override
  public Optional<String> secret(String name) {
    return Optional.ofNullable(variables.get(name));
  }

  @Override
  public UpstreamClient upstream(String name) {
    UpstreamClient client = upstreams.get(name);
    if (client == null) throw new IllegalArgumentException("no upstream " + name + " in this test");
    return client;
  }

  @Override
  public Path dataDir() {
    if (dataDir == null) throw new UnsupportedOperationException("this test gives " + providerId + " no data folder");
    return dataDir;
  }

  @Override
  public OutboundAddresses outboundAddresses() {
    return outbound;
  }

  @Override
  public StoreSettings store() {
    if (store == null) throw new UnsupportedOperationException("this test gives " + providerId + " no store");
    return store;
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return peers.invoke(providerId, operationId, arguments);
  }
}
