package io.gatehouse.providers.weather;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.Manifest;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;

/** An invocation whose context offers one upstream client, for handler tests without a gateway. */
final class TestInvocation implements Invocation, ProviderContext {

  private final String operation;
  private final JsonObject arguments;
  private final String upstreamName;
  private final UpstreamClient upstream;

  TestInvocation(String operation, JsonObject arguments, String upstreamName, UpstreamClient upstream) {
    this.operation = operation;
    this.arguments = arguments;
    this.upstreamName = upstreamName;
    this.upstream = upstream;
  }

  @Override
  public String operationId() {
    return operation;
  }

  @Override
  public JsonObject arguments() {
    return arguments;
  }

  @Override
  public String requestId() {
    return "test-request";
  }

  @Override
  public ProviderContext context() {
    return this;
  }

  @Override
  public Instant deadline() {
    return Instant.now().plusSeconds(30);
  }

  @Override
  public Future<Void> cancelled() {
    return Promise.<Void>promise().future();
  }

  @Override
  public void progress(double progress, Double total, String message) {
  }

  @Override
  public Vertx vertx() {
    throw new UnsupportedOperationException("no Vert.x in handler unit tests");
  }

  @Override
  public Manifest manifest() {
    throw new UnsupportedOperationException("no manifest in handler unit tests");
  }

  @Override
  public JsonObject config() {
    return new JsonObject();
  }

  @Override
  public Optional<String> secret(String name) {
    return Optional.empty();
  }

  @Override
  public UpstreamClient upstream(String name) {
    if (!name.equals(upstreamName)) throw new IllegalArgumentException("unknown upstream " + name);
    return upstream;
  }

  @Override
  public Path dataDir() {
    throw new UnsupportedOperationException("no data folder in handler unit tests");
  }

  @Override
  public io.gatehouse.api.StoreSettings store() {
    throw new UnsupportedOperationException("no store in handler unit tests");
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return Future.failedFuture("no peers in handler unit tests");
  }
}
