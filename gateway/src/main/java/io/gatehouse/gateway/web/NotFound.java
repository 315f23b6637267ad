package io.gatehouse.gateway.web;

import io.vertx.ext.web.RoutingContext;

/**
 * What a 404 for a path says beyond "no route": a route that knows better (the closest REST path, the
 * product whose tools these are) leaves a hint before it fails the request, and the router's one
 * not-found answer adds where the routes are listed.
 */
public final class NotFound {

  private static final String HINT = "gatehouse.notFound.hint";
  /** Where every REST route of the gateway is described. */
  public static final String OPENAPI_PATH = "/api/v1/openapi.json";

  private NotFound() {
  }

  /** Leaves a sentence (starting with a space) for the answer of a request about to fail with 404. */
  public static void hint(RoutingContext rc, String hint) {
    rc.put(HINT, hint);
  }

  /** The not-found answer's detail: what was asked, the hint left, and where the routes are listed. */
  public static String detail(RoutingContext rc) {
    String path = rc.request().path();
    String hint = rc.get(HINT);
    return "no route for " + rc.request().method() + " " + path + "." + (hint == null ? "" : hint)
      + (path.startsWith("/api/") ? " GET " + OPENAPI_PATH + " lists every REST route."
      : " The portal at / lists each product's endpoints and operations.");
  }
}
