package io.gatehouse.api.testing;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Instant;

/** One call of a provider's unit tests: due 30 s from when it is asked, never cancelled, progress dropped. */
public record StubInvocation(String operationId, JsonObject arguments, ProviderContext context) implements Invocation {

  private static final Future<Void> NEVER = Promise.<Void>promise().future();

  /** A call of a handler that asks nothing of its context. */
  public StubInvocation(String operationId, JsonObject arguments) {
    this(operationId, arguments, null);
  }

  @Override
  public String requestId() {
    return "test-" + operationId;
  }

  @Override
  public Instant deadline() {
    return Instant.now().plusSeconds(30);
  }

  @Override
  public Future<Void> cancelled() {
    return NEVER;
  }

  @Override
  public void progress(double progress, Double total, String message) {
  }
}
