package io.gatehouse.api;

import io.vertx.core.Future;

/** Computes the result of one operation. Runs on the provider's event loop: never block it. */
@FunctionalInterface
public interface OperationHandler {

  /** Completes with the result, or fails with a {@link ProviderException} naming what went wrong. */
  Future<Result> handle(Invocation invocation);

  /**
   * Whether calls may run on the caller's event loop, several at once, instead of the provider's own:
   * true only for a handler whose state is thread-safe (or none), that reaches upstreams only through
   * the context's clients and ends by the invocation's deadline on its own. A gateway then runs the
   * calls it makes in its own process without the event-bus hop to the provider's loop.
   */
  default boolean runsOnCallersLoop() {
    return false;
  }
}
