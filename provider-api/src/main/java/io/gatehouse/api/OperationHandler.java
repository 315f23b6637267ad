package io.gatehouse.api;

import io.vertx.core.Future;

/** Computes the result of one operation. Runs on the provider's event loop: never block it. */
@FunctionalInterface
public interface OperationHandler {

  /** Completes with the result, or fails with a {@link ProviderException} naming what went wrong. */
  Future<Result> handle(Invocation invocation);

  /**
   * Whether the gateway may run this handler on the caller's own event loop, concurrently with its
   * other calls, rather than on the provider's: true only when everything it touches is immutable or
   * thread-safe. It spares each call two hops between event loops.
   */
  default boolean threadSafe() {
    return false;
  }
}
