package io.gatehouse.gateway.auth.oauth;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * An OAuth error (RFC 6749, 5.2; RFC 7591, 3.2.2): the endpoints of an authorization server answer
 * in this form, which OAuth clients read, rather than as problem+json.
 */
final class OAuthError extends RuntimeException {

  private final int status;
  private final String code;

  OAuthError(int status, String code, String description) {
    super(description, null, false, false);
    this.status = status;
    this.code = code;
  }

  static OAuthError invalidRequest(String description) {
    return new OAuthError(400, "invalid_request", description);
  }

  static OAuthError invalidGrant(String description) {
    return new OAuthError(400, "invalid_grant", description);
  }

  String code() {
    return code;
  }

  void send(RoutingContext rc) {
    send(rc, status, code, getMessage());
  }

  static void send(RoutingContext rc, int status, String code, String description) {
    if (rc.response().ended()) return;
    rc.response().setStatusCode(status)
      .putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "no-store")
      .end(new JsonObject().put("error", code).put("error_description", description).encode());
  }
}
