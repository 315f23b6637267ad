package io.gatehouse.providers.vat;

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

/** The parts of the gateway's context the VAT provider uses: manifest, config, one upstream. */
final class TestContext implements ProviderContext {

  private final Vertx vertx;
  private final JsonObject config;
  private final UpstreamClient vies;

  TestContext(Vertx vertx, JsonObject config, UpstreamClient vies) {
    this.vertx = vertx;
    this.config = config;
    this.vies = vies;
  }

  static Manifest loadManifest() {
    try (InputStream in = TestContext.class.getClassLoader().getResourceAsStream("META-INF/gatehouse/vat.json")) {
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
    if (!name.equals("vies")) throw new IllegalArgumentException("no upstream " + name);
    return vies;
  }

  @Override
  public Path dataDir() {
    throw new UnsupportedOperationException("the VAT provider keeps no files");
  }

  @Override
  public StoreSettings store() {
    throw new UnsupportedOperationException("the VAT provider keeps no data");
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return Future.failedFuture("no peers in this test");
  }
}
