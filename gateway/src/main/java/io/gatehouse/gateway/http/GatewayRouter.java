package io.gatehouse.gateway.http;

import io.gatehouse.gateway.GatewayServices;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.descriptor.ServerDescriptor;
import io.gatehouse.gateway.portal.PortalRoutes;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.micrometer.PrometheusScrapingHandler;

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
    services.httpMeters().mountOn(router);
    services.health().mount(router);
    router.get("/metrics").handler(PrometheusScrapingHandler.create(services.registry()));
    OpenApiRoute.mount(router, services);
    services.mountAdmin(router);
    for (ServerConfig server : services.config().servers()) {
      if (server.descriptorPath() != null) {
        router.get(server.descriptorPath()).handler(rc -> handleDescriptor(rc, server));
      }
      if (server.rest()) {
        RestRoutes.mount(router, services.caller().catalog().operationsOf(server), services.caller(),
          services.credentialHandler(server), services.config().bodyLimitBytes(), services.scopes().restGate(server.id()),
          services.audits(server));
      }
      services.mountServer(router, server);
    }
    PortalRoutes.mount(router, services);
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

  private void handleDescriptor(RoutingContext rc, ServerConfig server) {
    JsonObject descriptor = ServerDescriptor.build(server, services.baseUrl());
    rc.response().putHeader("Content-Type", "application/json").end(descriptor.toBuffer());
  }

  /** A request Vert.x could not read, e.g. a path or query badly percent-encoded: the client's fault, not logged. */
  private void handleUnreadable(RoutingContext rc) {
    Throwable cause = rc.failure();
    while (cause != null && cause.getCause() != null) cause = cause.getCause();
    Problem.send(rc, 400, "bad-request", "Bad request",
      cause == null || cause.getMessage() == null ? "the request cannot be read" : cause.getMessage(), null);
  }

  /** Logged with the request id; the client sees a problem without internals. */
  private void handleUnexpected(RoutingContext rc) {
    services.logUnexpected(RequestIds.of(rc), rc.failure());
    Problem.send(rc, 500, "internal", "Internal error", "request " + RequestIds.of(rc) + " failed", null);
  }
}
