package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.auth.CredentialHandler;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.OAuthVerifier;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.http.Problem;
import io.gatehouse.gateway.store.KeyRecord;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** See {@link CredentialHandler}. */
public final class CredentialHandlerImpl implements CredentialHandler {

  private static final Logger LOG = LoggerFactory.getLogger(CredentialHandlerImpl.class);

  private final KeyService service;
  private final Product product;
  private final String signupUrl;
  private final String metadataUrl;
  private final boolean enforce;
  private final OAuthVerifier oauth;
  private final String scope;
  private final String audience;

  public CredentialHandlerImpl(KeyService service, Product product, String baseUrl, boolean enforce,
                               OAuthVerifier oauthOrNull, String scope) {
    this.oauth = oauthOrNull;
    this.scope = scope;
    this.audience = (baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl) + product.mcpPath();
    this.service = service;
    this.product = product;
    this.signupUrl = (baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl)
      + product.signupPath();
    this.metadataUrl = CredentialHandler.metadataUrl(product, baseUrl);
    this.enforce = enforce;
  }

  @Override
  public void handle(RoutingContext rc) {
    String presented = credential(rc);
    if (presented == null) {
      unauthorized(rc, false);
      return;
    }
    if (oauth != null && product.credential().isBearer() && OAuthVerifier.looksLikeToken(presented)) {
      handleToken(rc, presented);
      return;
    }
    service.authenticate(product, presented)
      .onFailure(rc::fail)
      .onSuccess(key -> {
        if (key == null) {
          unauthorized(rc, true);
        } else if (enforce) {
          service.admit(product, key).onFailure(rc::fail).onSuccess(a -> proceed(rc, key, a));
        } else {
          identify(rc, key);
          rc.next();
        }
      });
  }

  /** An OAuth access token: limits are the issuer's business, the principal is its subject. */
  private void handleToken(RoutingContext rc, String token) {
    oauth.verify(token, audience, scope).onComplete(ar -> {
      if (ar.succeeded()) {
        JsonObject claims = ar.result();
        rc.put(PRINCIPAL, new JsonObject().put("key_id", "oauth:" + claims.getString("sub", "?"))
          .put("product", product.id()).put("plan", "oauth"));
        rc.next();
        return;
      }
      boolean scopeMissing = ar.cause() instanceof OAuthVerifier.Refused refused && refused.insufficientScope();
      String challenge = "Bearer resource_metadata=\"" + metadataUrl + "\", error=\""
        + (scopeMissing ? "insufficient_scope\", scope=\"" + scope : "invalid_token") + "\"";
      rc.response().putHeader("WWW-Authenticate", challenge);
      Problem.send(rc, scopeMissing ? 403 : 401, scopeMissing ? "insufficient-scope" : "invalid-credential",
        scopeMissing ? "Insufficient scope" : "Invalid access token", ar.cause().getMessage(),
        scopeMissing ? new JsonObject().put("required_scope", scope) : null);
    });
  }

  private void proceed(RoutingContext rc, KeyRecord key, Admission admission) {
    RateLimitHeaders.put(rc.response(), admission);
    if (!admission.allowed()) {
      boolean quota = admission.limitedBy().equals("quota");
      Problem.send(rc, 429, quota ? "quota-exceeded" : "rate-limited",
        quota ? "Daily quota exceeded" : "Rate limit exceeded",
        (quota ? "The key's daily quota of " + admission.limit() + " requests is used up"
          : "Too many requests for this key") + "; retry after " + admission.retryAfter() + " s",
        new JsonObject().put("retry_after", admission.retryAfter()));
      return;
    }
    identify(rc, key);
    rc.addEndHandler(v -> service.recordUsage(key, endpoint(rc)));
    rc.next();
  }

  private static void identify(RoutingContext rc, KeyRecord key) {
    rc.put(KEY, key);
    rc.put(PRINCIPAL, new JsonObject().put("key_id", key.id()).put("product", key.product()).put("plan", key.plan()));
  }

  /** The presented key, or null when the request carries none. */
  private String credential(RoutingContext rc) {
    String value = rc.request().getHeader(product.credential().headerName());
    if (value == null) {
      return null;
    }
    value = value.trim();
    if (!product.credential().isBearer()) {
      return value.isEmpty() ? null : value;
    }
    // RFC 6750: the scheme is case-insensitive, one or more spaces before the token
    if (value.length() < 7 || !value.regionMatches(true, 0, "Bearer ", 0, 7)) {
      return null;
    }
    String token = value.substring(7).trim();
    return token.isEmpty() ? null : token;
  }

  private void unauthorized(RoutingContext rc, boolean invalid) {
    String challenge = "Bearer resource_metadata=\"" + metadataUrl + "\""
      + (invalid ? ", error=\"invalid_token\"" : "");
    rc.response().putHeader("WWW-Authenticate", challenge);
    if (invalid) {
      LOG.debug("Refused an invalid {} credential", product.id());
    }
    Problem.send(rc, 401, invalid ? "invalid-credential" : "missing-credential",
      invalid ? "Invalid API key" : "API key required",
      (invalid ? "The key is unknown, revoked or not a " + product.title() + " key. "
        : "This endpoint needs a " + product.title() + " key. ")
        + "Send " + product.credential().usage() + "; get a free key with POST " + signupUrl,
      new JsonObject().put("credential", product.credential().usage()).put("signup", signupUrl));
  }

  private static String endpoint(RoutingContext rc) {
    String named = rc.get(USAGE_ENDPOINT);
    if (named != null) {
      return named;
    }
    Route route = rc.currentRoute();
    String path = route == null ? null : route.getPath();
    return rc.request().method().name() + " " + (path != null ? path : "other");
  }
}
