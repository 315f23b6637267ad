package io.gatehouse.gateway.http;

import io.gatehouse.gateway.web.StoreOutages;

import io.gatehouse.gateway.web.RequestIds;

import io.gatehouse.gateway.web.Problem;

import io.gatehouse.gateway.GatewayServices;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/** Assembles every HTTP route of the gateway. */
public final class GatewayRouter {

  private final GatewayServices services;

  private GatewayRouter(GatewayServices services) {
    this.services = services;
  }

  public static Router create(Vertx vertx, GatewayServices services) {
    return new GatewayRouter(services).build(vertx);
  }

  private Router build(Vertx vertx) {
    Router router = Router.router(vertx);
    services.features().forEach(feature -> feature.mount(router));
    router.errorHandler(400, this::handleUnreadable);
    router.errorHandler(404, rc -> Problem.send(rc, 404, "not-found", "Not found",
      "no route for " + rc.request().method() + " " + rc.request().path(), null));
    router.errorHandler(405, rc -> Problem.send(rc, 405, "method-not-allowed", "Method not allowed",
      rc.request().method() + " is not allowed on " + rc.request().path(), null));
    router.errorHandler(413, rc -> Problem.send(rc, 413, "payload-too-large", "Request body too large",
      "the body is larger than " + services.config().bodyLimitBytes() + " bytes", null));
    router.errorHandler(500, this::handleUnexpected);
    return router;
  }

  /** A request Vert.x could not read, e.g. a path or query badly percent-encoded: the client's fault, not logged. */
  private void handleUnreadable(RoutingContext rc) {
    Throwable cause = rc.failure();
    while (cause != null && cause.getCause() != null) cause = cause.getCause();
    Problem.send(rc, 400, "bad-request", "Bad request",
      cause == null || cause.getMessage() == null ? "the request cannot be read" : cause.getMessage(), null);
  }

  /**
   * Logged with the request id; the client sees a problem without internals. A store outage that
   * reached no handler of its own (an admin key change) is the outage's 503, not a bug.
   */
  private void handleUnexpected(RoutingContext rc) {
    if (StoreOutages.send(rc, rc.failure())) {
      return;
    }
    services.logUnexpected(RequestIds.of(rc), rc.failure());
    Problem.send(rc, 500, "internal", "Internal error", "request " + RequestIds.of(rc) + " failed", null);
  }
}
