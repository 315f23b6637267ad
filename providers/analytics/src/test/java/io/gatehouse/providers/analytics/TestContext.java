package io.gatehouse.providers.analytics;

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
import java.util.Optional;

/** The parts of the gateway's context these providers use: manifest, config and peer calls (stubbed). */
public final class TestContext implements ProviderContext {

  /** Answers a peer call the way the gateway's dispatch would. */
  @FunctionalInterface
  public interface Peers {
    Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments);
  }

  private final Vertx vertx;
  private final Manifest manifest;
  private final JsonObject config;
  private final Peers peers;

  public TestContext(Vertx vertx, String providerId, JsonObject config, Peers peers) {
    this.vertx = vertx;
    this.manifest = loadManifest(providerId);
    this.config = config;
    this.peers = peers;
  }

  public TestContext(Vertx vertx, String providerId) {
    this(vertx, providerId, new JsonObject(), (p, o, a) -> Future.failedFuture("no peers in this test"));
  }

  public static Manifest loadManifest(String providerId) {
    String resource = "META-INF/gatehouse/" + providerId + ".json";
    try (InputStream in = TestContext.class.getClassLoader().getResourceAsStream(resource)) {
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
    return manifest;
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
    throw new IllegalArgumentException("the analytics providers call no upstream directly");
  }

  @Override
  public Path dataDir() {
    throw new UnsupportedOperationException("the analytics providers keep no files");
  }

  @Override
  public StoreSettings store() {
    throw new UnsupportedOperationException("the analytics providers keep no data");
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return peers.invoke(providerId, operationId, arguments);
  }
}
