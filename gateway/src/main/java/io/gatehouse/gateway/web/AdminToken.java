package io.gatehouse.gateway.web;

import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/** The operator's admin token, as every administration route checks it. */
public final class AdminToken {

  private AdminToken() {
  }

  /** Passes requests that bear the admin token; refuses the others with 401. */
  public static Handler<RoutingContext> check(String token) {
    byte[] expected = token.getBytes(StandardCharsets.UTF_8);
    return rc -> {
      String header = rc.request().getHeader("Authorization");
      byte[] presented = header != null && header.startsWith("Bearer ")
        ? header.substring(7).getBytes(StandardCharsets.UTF_8) : new byte[0];
      // constant-time: the token must not leak through response timing
      if (!MessageDigest.isEqual(presented, expected)) {
        rc.response().putHeader("WWW-Authenticate", "Bearer realm=\"gatehouse-admin\"");
        Problem.send(rc, 401, "admin-unauthorized", "Admin token required",
          "Send Authorization: Bearer <admin token>", null);
        return;
      }
      rc.next();
    };
  }
}
