package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/** A gateway whose peers answer with canned futures, per tool; tools without an answer are not installed. */
final class CannedContext extends StubProviderContext {

  record Call(String tool, JsonObject arguments) {
  }

  private final Map<String, Function<JsonObject, Future<JsonObject>>> answers = new ConcurrentHashMap<>();
  private final List<Call> calls = new CopyOnWriteArrayList<>();

  CannedContext(Vertx vertx) {
    super(vertx, "verify");
    peers(this::reply);
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

  private Future<JsonObject> reply(String providerId, String operationId, JsonObject arguments) {
    String tool = providerId + "_" + operationId;
    calls.add(new Call(tool, arguments));
    var answer = answers.get(tool);
    // what the gateway's dispatch answers for a tool it does not know
    if (answer == null) {
      return Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + tool));
    }
    return answer.apply(arguments);
  }
}
