package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonObject;

/**
 * Clustered sends: each call goes to one chosen node, so that losing that node ends the wait at
 * once instead of at the timeout. An idempotent operation is then sent once more to another node;
 * any other fails with a retryable error, since it may or may not have run.
 */
final class Failover implements ProviderRequests {

  /** The node a call was waiting on left the cluster. */
  private static final class NodeLost extends RuntimeException {
    NodeLost() {
      super(null, null, false, false);
    }
  }

  private final EventBus bus;
  private final ProviderDirectory directory;

  Failover(EventBus bus, ProviderDirectory directory) {
    this.bus = bus;
    this.directory = directory;
  }

  @Override
  public Future<Message<Answer>> request(CatalogOperation op, JsonObject message, DeliveryOptions delivery) {
    return attempt(op, message, delivery, null);
  }

  private Future<Message<Answer>> attempt(CatalogOperation op, JsonObject message, DeliveryOptions delivery, String tried) {
    ProviderDirectory.Target target = directory.pick(op.providerId(), tried);
    if (target == null) {
      return Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
        "no node of the cluster runs provider " + op.providerId()));
    }
    Promise<Message<Answer>> result = Promise.promise();
    Runnable unwatch = directory.watch(target.nodeId(), () -> result.tryFail(new NodeLost()));
    bus.<Answer>request(target.address(), message, delivery).onComplete(ar -> {
      if (ar.succeeded()) result.tryComplete(ar.result());
      else result.tryFail(ar.cause());
    });
    return result.future().andThen(ar -> unwatch.run()).recover(failure -> {
      if (!nodeFailure(failure)) return Future.failedFuture(failure);
      directory.suspect(target.nodeId());
      if (tried == null && idempotent(op)) return attempt(op, message, delivery, target.nodeId());
      return Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
        "the node serving " + op.toolName() + " was lost; the call may not have completed, retry it"));
    });
  }

  /** Reads only, by its annotation or its REST method, so running it twice is harmless. */
  static boolean idempotent(CatalogOperation op) {
    return op.spec().annotations().getBoolean("readOnlyHint", false) || "GET".equalsIgnoreCase(op.spec().restMethod());
  }

  private static boolean nodeFailure(Throwable failure) {
    if (failure instanceof NodeLost) return true;
    return failure instanceof ReplyException reply
      && (reply.failureType() == ReplyFailure.NO_HANDLERS
      || reply.failureType() == ReplyFailure.ERROR);
  }
}
