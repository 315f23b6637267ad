package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.web.AdminToken;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.Utf8Bodies;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.time.Duration;
import java.util.Map;

/**
 * Key administration over HTTP behind an admin token: list the keys of an email, revoke, rotate, set a
 * key's scope or plan.
 * Not mounted at all when no token is configured.
 */
public final class AdminRoutes {

  public static final String PREFIX = "/admin/keys";
  private static final Duration DEFAULT_GRACE = Duration.ofHours(24);

  private final KeyService keys;
  private final KeyStore store;
  private final Map<String, Product> products;

  private AdminRoutes(KeyService keys, KeyStore store, Map<String, Product> products) {
    this.keys = keys;
    this.store = store;
    this.products = products;
  }

  /** @param products the products by id, to rotate a key within its own product */
  public static void mount(Router router, KeyService keys, KeyStore store, Map<String, Product> products,
                           String token) {
    if (token == null || token.isBlank()) return;
    AdminRoutes admin = new AdminRoutes(keys, store, products);
    router.route(PREFIX + "*").handler(AdminToken.check(token));
    router.get(PREFIX).handler(admin::handleList);
    router.post(PREFIX + "/:id/revoke").handler(admin::handleRevoke);
    router.post(PREFIX + "/:id/rotate").handler(BodyHandler.create(false).setBodyLimit(4096))
      .handler(Utf8Bodies::require).handler(admin::handleRotate);
    router.put(PREFIX + "/:id/scope").handler(BodyHandler.create(false).setBodyLimit(4096))
      .handler(Utf8Bodies::require).handler(admin::handleScope);
    router.put(PREFIX + "/:id/plan").handler(BodyHandler.create(false).setBodyLimit(4096))
      .handler(Utf8Bodies::require).handler(admin::handlePlan);
  }

  private void handleList(RoutingContext rc) {
    String email = rc.queryParams().get("email");
    if (email == null || email.isBlank()) {
      Problem.send(rc, 400, "invalid-field", "Invalid field", "email is required",
        new JsonObject().put("field", "email"));
      return;
    }
    keys.listByEmail(email).onFailure(rc::fail).onSuccess(list -> {
      JsonArray out = new JsonArray();
      list.forEach(k -> out.add(KeyAdmin.describe(k)));
      json(rc, 200, new JsonObject().put("email", email).put("keys", out));
    });
  }

  private void handleRevoke(RoutingContext rc) {
    keys.revoke(rc.pathParam("id")).onFailure(rc::fail).onSuccess(found -> {
      if (!found) notFound(rc);
      else json(rc, 200, new JsonObject().put("id", rc.pathParam("id")).put("revoked", true));
    });
  }

  private void handleRotate(RoutingContext rc) {
    JsonObject body;
    try {
      body = rc.body().length() == 0 ? new JsonObject() : rc.body().asJsonObject();
    } catch (RuntimeException e) {
      Problem.send(rc, 400, "malformed-request", "Malformed request", "the body must be a JSON object", null);
      return;
    }
    Duration grace = Duration.ofSeconds(body.getLong("grace_seconds", DEFAULT_GRACE.toSeconds()));
    String id = rc.pathParam("id");
    store.findById(id).onFailure(rc::fail).onSuccess(key -> {
      Product product = key == null ? null : products.get(key.product());
      if (product == null) {
        notFound(rc);
        return;
      }
      keys.rotate(product, id, grace)
        .onSuccess(issued -> json(rc, 201, KeyAdmin.issued(issued, id, grace)))
        .onFailure(e -> {
          if (e instanceof IllegalArgumentException) notFound(rc);
          else rc.fail(e);
        });
    });
  }

  /** {@code {"scope": "fred -fred_series_search"}} narrows or widens the key; {@code {"scope": null}} gives it its plan's. */
  private void handleScope(RoutingContext rc) {
    JsonObject body = jsonBody(rc);
    if (body == null || !body.containsKey("scope") || !(body.getValue("scope") == null || body.getValue("scope") instanceof String)) {
      Problem.send(rc, 400, "invalid-field", "Invalid field", "the body must be {\"scope\": \"entries\"} or {\"scope\": null}",
        new JsonObject().put("field", "scope"));
      return;
    }
    keys.setScope(rc.pathParam("id"), body.getString("scope")).onSuccess(key -> {
      if (key == null) notFound(rc);
      else json(rc, 200, KeyAdmin.describe(key));
    }).onFailure(e -> {
      if (e instanceof IllegalArgumentException) {
        Problem.send(rc, 400, "invalid-field", "Invalid field", e.getMessage(), new JsonObject().put("field", "scope"));
      } else {
        rc.fail(e);
      }
    });
  }

  /** {@code {"plan": "pro"}} moves the key to another plan of its product. */
  private void handlePlan(RoutingContext rc) {
    JsonObject body = jsonBody(rc);
    if (body == null || !(body.getValue("plan") instanceof String plan) || plan.isBlank()) {
      Problem.send(rc, 400, "invalid-field", "Invalid field", "the body must be {\"plan\": \"<plan id>\"}",
        new JsonObject().put("field", "plan"));
      return;
    }
    keys.setPlan(products, rc.pathParam("id"), plan).onSuccess(key -> {
      if (key == null) notFound(rc);
      else json(rc, 200, KeyAdmin.describe(key));
    }).onFailure(e -> {
      if (e instanceof IllegalArgumentException) {
        Problem.send(rc, 400, "invalid-field", "Invalid field", e.getMessage(), new JsonObject().put("field", "plan"));
      } else if (e instanceof KeyInactiveException) {
        Problem.send(rc, 409, "key-inactive", "Key inactive", e.getMessage(), null);
      } else {
        rc.fail(e);
      }
    });
  }

  /** The body as a JSON object, or null when it is not one. */
  private static JsonObject jsonBody(RoutingContext rc) {
    try {
      return rc.body().asJsonObject();
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static void notFound(RoutingContext rc) {
    Problem.send(rc, 404, "key-not-found", "Key not found", "no active key " + rc.pathParam("id"), null);
  }

  private static void json(RoutingContext rc, int status, JsonObject body) {
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "no-store").end(body.encode());
  }
}
