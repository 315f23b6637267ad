package io.gatehouse.api;

import io.vertx.core.Future;

/** Computes the result of one operation. Runs on the provider's event loop: never block it. */
@FunctionalInterface
public interface OperationHandler {

  /** Completes with the result, or fails with a {@link ProviderException} naming what went wrong. */
  Future<Result> handle(Invocation invocation);
}
