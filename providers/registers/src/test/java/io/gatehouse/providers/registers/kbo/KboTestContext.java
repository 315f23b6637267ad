package io.gatehouse.providers.registers.kbo;

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

/** What the KBO provider uses of the gateway: its manifest, config, data folder and store settings. */
record KboTestContext(Vertx vertx, Path dataDir, StoreSettings store, JsonObject config) implements ProviderContext {

  @Override
  public Manifest manifest() {
    try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/gatehouse/kbo.json")) {
      return Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Optional<String> secret(String name) {
    return Optional.empty();
  }

  @Override
  public UpstreamClient upstream(String name) {
    throw new IllegalArgumentException("the KBO provider has no upstreams");
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return Future.failedFuture("no peers in this test");
  }
}
