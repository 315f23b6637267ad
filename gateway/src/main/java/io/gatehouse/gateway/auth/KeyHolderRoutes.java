package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.web.Problem;
import io.vertx.core.Handler;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.time.Duration;

/**
 * What a key holder does to its own key, with that key, beside the product's usage route: revoke it
 * ({@code POST <usagePath>/revoke}) or rotate it ({@code POST <usagePath>/rotate}: a new key with the same
 * plan and scope; the old one keeps working for {@code grace_seconds}, 0 to 24 h, default 1 h). No admin
 * token is needed, and no other key is reachable: the key acts on itself only.
 */
public final class KeyHolderRoutes {

  public static final String REVOKE_SUFFIX = "/revoke";
  public static final String ROTATE_SUFFIX = "/rotate";
  private static final Duration DEFAULT_GRACE = Duration.ofHours(1);
  private static final Duration MAX_GRACE = Duration.ofHours(24);

  private final KeyService keys;
  private final Product product;

  private KeyHolderRoutes(KeyService keys, Product product) {
    this.keys = keys;
    this.product = product;
  }

  /**
   * Mounts both routes behind authenticate-only credential handlers: revocation takes the key or an
   * access token of the gateway's own that stands for it ({@code revokeGuard}; a person who signed in
   * by URL never saw the key, and may still end it and its tokens), rotation the key alone, so that a
   * token never turns into a key.
   */
  static void mount(Router router, KeyService keys, Product product, String baseUrl, Handler<RoutingContext> revokeGuard,
                    Handler<RoutingContext> failures) {
    KeyHolderRoutes routes = new KeyHolderRoutes(keys, product);
    router.post(product.usagePath() + REVOKE_SUFFIX)
      .handler(revokeGuard)
      .handler(routes::handleRevoke)
      .failureHandler(failures);
    router.post(product.usagePath() + ROTATE_SUFFIX)
      .handler(BodyHandler.create(false).setBodyLimit(1024))
      .handler(CredentialHandler.authenticateOnly(keys, product, baseUrl))
      .handler(routes::handleRotate)
      .failureHandler(failures);
  }

  private void handleRevoke(RoutingContext rc) {
    KeyRecord key = ownKey(rc);
    if (key == null) return;
    keys.revoke(key.id()).onFailure(rc::fail).onSuccess(found -> json(rc, 200, new JsonObject()
      .put("key_id", key.id()).put("fingerprint", key.fingerprint()).put("revoked", true)
      .put("note", "The key no longer works. Get a new one with POST " + product.signupPath() + ".")));
  }

  private void handleRotate(RoutingContext rc) {
    KeyRecord key = ownKey(rc);
    if (key == null) return;
    Duration grace;
    try {
      JsonObject body = rc.body() == null || rc.body().length() == 0 ? new JsonObject() : rc.body().asJsonObject();
      grace = Duration.ofSeconds(body.getLong("grace_seconds", DEFAULT_GRACE.toSeconds()));
    } catch (RuntimeException e) {
      Problem.send(rc, 400, "invalid-field", "Invalid field", "the body must be {\"grace_seconds\": <0 to "
        + MAX_GRACE.toSeconds() + ">} or empty", new JsonObject().put("field", "grace_seconds"));
      return;
    }
    if (grace.isNegative() || grace.compareTo(MAX_GRACE) > 0) {
      Problem.send(rc, 400, "invalid-field", "Invalid field", "grace_seconds must be 0 to " + MAX_GRACE.toSeconds(),
        new JsonObject().put("field", "grace_seconds"));
      return;
    }
    keys.rotate(product, key.id(), grace).onFailure(rc::fail).onSuccess(issued -> {
      rc.response().putHeader("Cache-Control", "no-store");
      json(rc, 201, KeyAdmin.issued(issued, key.id(), grace).put("note", "Store this key now: it is shown only once."));
    });
  }

  /** The key that authenticated the request; an OAuth token holder has none of its own to change. */
  private KeyRecord ownKey(RoutingContext rc) {
    KeyRecord key = CredentialHandler.keyOf(rc);
    if (key == null) {
      Problem.send(rc, 403, "forbidden", "Forbidden", "only an API key can revoke or rotate itself; an OAuth token"
        + " is revoked at its issuer", null);
    }
    return key;
  }

  private static void json(RoutingContext rc, int status, JsonObject body) {
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body.encode());
  }
}
