package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.StoreSettings;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/** A gateway whose peers answer with canned futures, per tool; tools without an answer are not installed. */
final class CannedContext implements ProviderContext {

  record Call(String tool, JsonObject arguments) {
  }

  private final Vertx vertx;
  private final Map<String, Function<JsonObject, Future<JsonObject>>> answers = new ConcurrentHashMap<>();
  private final List<Call> calls = new CopyOnWriteArrayList<>();

  CannedContext(Vertx vertx) {
    this.vertx = vertx;
  }

  /** A peer's answer, held to the output schema the peer declares: a canned answer may not guess a shape. */
  CannedContext answer(String tool, JsonObject result) {
    int split = tool.indexOf('_');
    OutputContract.of(tool.substring(0, split), tool.substring(split + 1)).check(result);
    answers.put(tool, args -> Future.succeededFuture(result.copy()));
    return this;
  }

  CannedContext answer(String tool, Function<JsonObject, Future<JsonObject>> answer) {
    answers.put(tool, answer);
    return this;
  }

  List<Call> calls() {
    return calls;
  }

  @Override
  public Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    String tool = providerId + "_" + operationId;
    calls.add(new Call(tool, arguments));
    var answer = answers.get(tool);
    // what the gateway's dispatch answers for a tool it does not know
    if (answer == null) {
      return Future.failedFuture(new ProviderException(Failure.NOT_FOUND,
        "unknown operation " + tool));
    }
    return answer.apply(arguments);
  }

  @Override
  public Vertx vertx() {
    return vertx;
  }

  @Override
  public Manifest manifest() {
    throw new UnsupportedOperationException("not used by the verify provider");
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
    throw new IllegalArgumentException("the verify provider has no upstream");
  }

  @Override
  public Path dataDir() {
    throw new UnsupportedOperationException("the verify provider keeps no files");
  }

  @Override
  public StoreSettings store() {
    throw new UnsupportedOperationException("the verify provider keeps no data");
  }
}
