package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.http.Problem;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * Operator routes, mounted only when {@code GATEHOUSE_ADMIN_TOKEN} is set: revoking a key through
 * a running node, so that the revocation reaches every node of the cluster on the event bus.
 */
public final class AdminRoutes {

  private static final Logger LOG = LoggerFactory.getLogger(AdminRoutes.class);

  private final KeyService keys;
  private final byte[] token;

  private AdminRoutes(KeyService keys, String token) {
    this.keys = keys;
    this.token = token.getBytes(StandardCharsets.UTF_8);
  }

  public static void mount(Router router, KeyService keys, String token) {
    AdminRoutes routes = new AdminRoutes(keys, token);
    router.post("/admin/keys/:id/revoke").handler(routes::handleRevoke);
  }

  private void handleRevoke(RoutingContext rc) {
    if (!authorized(rc)) {
      Problem.send(rc, 401, "unauthorized", "Unauthorized", "an admin token is required", null);
      return;
    }
    String id = rc.pathParam("id");
    keys.revoke(id).onComplete(ar -> {
      if (ar.failed()) {
        LOG.error("Revoking key {} failed", id, ar.cause());
        Problem.send(rc, 500, "internal", "Internal error", null, null);
      } else if (!ar.result()) {
        Problem.send(rc, 404, "not-found", "Not found", "no key " + id, null);
      } else {
        rc.response().putHeader("Content-Type", "application/json")
          .end(new JsonObject().put("key_id", id).put("revoked", true).encode());
      }
    });
  }

  /** Compared in constant time, so the token cannot be guessed byte by byte. */
  private boolean authorized(RoutingContext rc) {
    String header = rc.request().getHeader("Authorization");
    if (header == null || !header.startsWith("Bearer ")) {
      return false;
    }
    return MessageDigest.isEqual(token, header.substring(7).trim().getBytes(StandardCharsets.UTF_8));
  }
}
