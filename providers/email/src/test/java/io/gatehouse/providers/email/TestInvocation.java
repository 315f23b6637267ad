package io.gatehouse.providers.email;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Instant;

/** A call of email_check that is never cancelled. */
record TestInvocation(JsonObject arguments) implements Invocation {

  private static final Future<Void> NEVER = Promise.<Void>promise().future();

  @Override
  public String operationId() {
    return "check";
  }

  @Override
  public String requestId() {
    return "test-check";
  }

  @Override
  public ProviderContext context() {
    return null;
  }

  @Override
  public Instant deadline() {
    return Instant.now().plusSeconds(10);
  }

  @Override
  public Future<Void> cancelled() {
    return NEVER;
  }

  @Override
  public void progress(double progress, Double total, String message) {
  }
}
