package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;

/**
 * The token endpoint (RFC 6749, 3.2): the authorization_code grant (with its PKCE verifier) and the
 * refresh_token grant, which replaces the refresh token too. Clients are public: one that sends
 * HTTP Basic credentials anyway has its client id read from them and nothing more.
 */
final class TokenEndpoint {

  private final Grants grants;

  TokenEndpoint(Grants grants) {
    this.grants = grants;
  }

  void handle(RoutingContext rc) {
    String type = rc.request().getHeader("Content-Type");
    if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/x-www-form-urlencoded")) {
      OAuthError.send(rc, 400, "invalid_request", "send the parameters as application/x-www-form-urlencoded");
      return;
    }
    MultiMap form = rc.request().formAttributes();
    String clientId = form.get("client_id") != null ? form.get("client_id") : basicClientId(rc);
    String grantType = form.get("grant_type");
    Future<JsonObject> tokens;
    boolean known = "authorization_code".equals(grantType) || "refresh_token".equals(grantType);
    // every client is public: its client_id is all that ties a code or refresh token to it (OAuth 2.1, 4.3.1)
    if (known && clientId == null) {
      OAuthError.send(rc, 400, "invalid_request", "client_id is required");
      return;
    }
    if ("authorization_code".equals(grantType)) {
      tokens = grants.exchangeCode(form.get("code"), clientId, form.get("redirect_uri"), form.get("code_verifier"));
    } else if ("refresh_token".equals(grantType)) {
      tokens = grants.refresh(form.get("refresh_token"), clientId);
    } else {
      OAuthError.send(rc, 400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
      return;
    }
    tokens.onSuccess(body -> rc.response().putHeader("Content-Type", "application/json")
        .putHeader("Cache-Control", "no-store").putHeader("Pragma", "no-cache").end(body.encode()))
      .onFailure(e -> {
        if (e instanceof OAuthError error) {
          error.send(rc);
        } else if (!StoreOutages.send(rc, e)) {
          rc.fail(e);
        }
      });
  }

  /** The user part of {@code Authorization: Basic}, or null. */
  private static String basicClientId(RoutingContext rc) {
    String header = rc.request().getHeader("Authorization");
    if (header == null || !header.regionMatches(true, 0, "Basic ", 0, 6)) return null;
    try {
      String pair = new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
      int colon = pair.indexOf(':');
      return URLDecoder.decode(colon < 0 ? pair : pair.substring(0, colon), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
