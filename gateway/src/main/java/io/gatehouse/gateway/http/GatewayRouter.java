package io.gatehouse.gateway.http;

import io.gatehouse.gateway.web.NotFound;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.RequestIds;
import io.gatehouse.gateway.web.RouteFeature;
import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;

/** Assembles every HTTP route of the gateway. */
public final class GatewayRouter {

  private static final Logger LOG = LoggerFactory.getLogger(GatewayRouter.class);

  private final List<RouteFeature> features;
  private final long bodyLimitBytes;

  private GatewayRouter(List<RouteFeature> features, long bodyLimitBytes) {
    this.features = features;
    this.bodyLimitBytes = bodyLimitBytes;
  }

  /** A router with every feature's routes, in order, and the problem answers of its error handlers. */
  public static Router create(Vertx vertx, List<RouteFeature> features, long bodyLimitBytes) {
    return new GatewayRouter(features, bodyLimitBytes).build(vertx);
  }

  private Router build(Vertx vertx) {
    Router router = Router.router(vertx);
    features.forEach(feature -> feature.mount(router));
    router.errorHandler(400, this::handleUnreadable);
    router.errorHandler(404, rc -> Problem.send(rc, 404, "not-found", "Not found", NotFound.detail(rc), null));
    router.errorHandler(405, rc -> Problem.send(rc, 405, "method-not-allowed", "Method not allowed",
      rc.request().method() + " is not allowed on " + rc.request().path(), null));
    router.errorHandler(413, rc -> Problem.send(rc, 413, "payload-too-large", "Request body too large",
      "the body is larger than " + bodyLimitBytes + " bytes", null));
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
    LOG.error("[{}] unexpected failure", RequestIds.of(rc), rc.failure());
    Problem.send(rc, 500, "internal", "Internal error", "request " + RequestIds.of(rc) + " failed", null);
  }
}
