package io.gatehouse.providers.analytics;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Instant;

/** One call with a deadline 30 s ahead that is never cancelled. */
public record TestInvocation(String operationId, JsonObject arguments, ProviderContext context) implements Invocation {

  private static final Future<Void> NEVER = Promise.<Void>promise().future();

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
