package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Instant;

/** A call that is never cancelled, due in ten seconds. */
record TestInvocation(String operationId, JsonObject arguments, ProviderContext context) implements Invocation {

  @Override
  public String requestId() {
    return "test-" + operationId;
  }

  @Override
  public Instant deadline() {
    return Instant.now().plusSeconds(10);
  }

  @Override
  public Future<Void> cancelled() {
    return Promise.<Void>promise().future();
  }

  @Override
  public void progress(double progress, Double total, String message) {
  }
}
