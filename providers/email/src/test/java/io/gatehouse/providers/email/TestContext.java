package io.gatehouse.providers.email;

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

/** What the email provider uses of the gateway: its manifest, its configuration and the environment. */
final class TestContext implements ProviderContext {

  private final Vertx vertx;
  private final JsonObject config;
  private final Map<String, String> env;

  TestContext(Vertx vertx, JsonObject config, Map<String, String> env) {
    this.vertx = vertx;
    this.config = config;
    this.env = env;
  }

  static Manifest loadManifest() {
    try (InputStream in = TestContext.class.getClassLoader().getResourceAsStream("META-INF/gatehouse/email.json")) {
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
    return Optional.ofNullable(env.get(name));
  }

  @Override
  public UpstreamClient upstream(String name) {
    throw new IllegalArgumentException("the email provider has no HTTP upstream");
  }

  @Override
  public Path dataDir() {
    throw new UnsupportedOperationException("the email provider keeps no files");
  }

  @Override
  public StoreSettings store() {
    throw new UnsupportedOperationException("the email provider keeps no data");
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return Future.failedFuture("no peers in this test");
  }
}
