package io.gatehouse.api;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.time.Instant;

/** One call of an operation, its arguments already validated against the operation's schema. */
public interface Invocation {

  String operationId();

  JsonObject arguments();

  /** Carried into logs and upstream calls so one request can be followed end to end. */
  String requestId();

  ProviderContext context();

  /** When the caller stops waiting; work past it is wasted. */
  Instant deadline();

  /** Completes when the caller cancels the call or gives up on it. */
  Future<Void> cancelled();

  default boolean isCancelled() {
    return cancelled().isComplete();
  }

  /** Reports progress to a caller that asked for it; a no-op otherwise. */
  void progress(double progress, Double total, String message);
}
