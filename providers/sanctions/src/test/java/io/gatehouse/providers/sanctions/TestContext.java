package io.gatehouse.providers.sanctions;

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

/** The parts of the gateway's context the sanctions provider uses: config, data folder, upstreams. */
final class TestContext implements ProviderContext {

  private final Vertx vertx;
  private final JsonObject config;
  private final Path dataDir;
  private final Map<String, UpstreamClient> upstreams;
  private final StoreSettings store;

  TestContext(Vertx vertx, JsonObject config, Path dataDir, Map<String, UpstreamClient> upstreams) {
    this(vertx, config, dataDir, upstreams, new StoreSettings("embedded", null));
  }

  TestContext(Vertx vertx, JsonObject config, Path dataDir, Map<String, UpstreamClient> upstreams,
              StoreSettings store) {
    this.vertx = vertx;
    this.config = config;
    this.dataDir = dataDir;
    this.upstreams = upstreams;
    this.store = store;
  }

  static Manifest loadManifest() {
    try (InputStream in = TestContext.class.getClassLoader().getResourceAsStream("META-INF/gatehouse/sanctions.json")) {
      return Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Vertx vertx() {
    return vertx;
  }

  @Override
  public Manifest manifest() {
    return loadManifest();
  }

  @Override
  public JsonObject config() {
    return config;
  }

  @Override
  public Optional<String> secret(String name) {
    return Optional.empty();
  }

  @Override
  public UpstreamClient upstream(String name) {
    UpstreamClient client = upstreams.get(name);
    if (client == null) throw new IllegalArgumentException("no upstream " + name + " in this test");
    return client;
  }

  @Override
  public Path dataDir() {
    return dataDir;
  }

  @Override
  public StoreSettings store() {
    return store;
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return Future.failedFuture("no peers in this test");
  }
}
