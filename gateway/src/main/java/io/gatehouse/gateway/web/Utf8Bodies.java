package io.gatehouse.gateway.web;

import io.gatehouse.gateway.text.StrictUtf8;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.RoutingContext;

/**
 * Placed after a route's {@code BodyHandler}: a body that is not well-formed UTF-8 is refused before
 * the route parses it (JSON parsers decode overlong forms leniently). The MCP endpoints read their
 * bodies themselves and check them in their pre-parse scan.
 */
public final class Utf8Bodies {

  private Utf8Bodies() {
  }

  public static void require(RoutingContext rc) {
    Buffer body = rc.body().buffer();
    if (body == null || StrictUtf8.isValid(body)) {
      rc.next();
    } else {
      Problem.send(rc, 400, "malformed-utf8", "Malformed UTF-8", "the request body is " + StrictUtf8.MESSAGE, null);
    }
  }
}
