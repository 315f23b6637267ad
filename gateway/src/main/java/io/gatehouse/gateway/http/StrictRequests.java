package io.gatehouse.gateway.http;

import io.gatehouse.api.DotSegments;
import io.gatehouse.gateway.text.StrictUtf8;
import io.gatehouse.gateway.web.Problem;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.Map;

/**
 * A request's head read strictly before any route decides on it: every header value must be
 * well-formed UTF-8, and the path may hold no dot segment. The router resolves {@code ..} (also
 * {@code %2e%2e}) before it matches, so such a path would reach another route than the one it names,
 * and a REST path parameter would never be seen as the {@code ..} it was.
 */
public final class StrictRequests {

  private StrictRequests() {
  }

  /** Checks every request routed after this point. */
  public static void mountOn(Router router) {
    router.route().handler(StrictRequests::handle);
  }

  static void handle(RoutingContext rc) {
    MultiMap headers = rc.request().headers();
    for (Map.Entry<String, String> header : headers) {
      if (!StrictUtf8.isValidHeader(header.getValue())) {
        Problem.send(rc, 400, "malformed-utf8", "Malformed UTF-8",
          "the header " + header.getKey() + " is " + StrictUtf8.MESSAGE, null);
        return;
      }
    }
    String path = rc.request().path();
    if (path != null && DotSegments.inPath(path)) {
      Problem.send(rc, 400, "bad-argument", "Invalid argument",
        "the path holds a '.' or '..' segment, which no route of this gateway takes", null);
      return;
    }
    rc.next();
  }
}
