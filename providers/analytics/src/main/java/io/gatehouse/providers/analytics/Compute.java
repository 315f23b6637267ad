package io.gatehouse.providers.analytics;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderException;
import io.vertx.core.Future;

import java.util.concurrent.Callable;

/**
 * Runs a model on a worker thread, never on the provider's event loop. Unordered, so concurrent
 * calls use several workers. Argument problems the model finds (too few points, a bad date) come
 * back as bad-argument failures naming the field.
 */
public final class Compute {

  private Compute() {
  }

  public static <T> Future<T> blocking(Invocation invocation, String field, Callable<T> work) {
    if (invocation.isCancelled()) {
      return Future.failedFuture(new ProviderException(Failure.CANCELLED, "cancelled before it started"));
    }
    return invocation.context().vertx().<T>executeBlocking(() -> {
      try {
        return work.call();
      } catch (IllegalArgumentException e) {
        throw ProviderException.badArgument(field, e.getMessage());
      }
    }, false);
  }
}
