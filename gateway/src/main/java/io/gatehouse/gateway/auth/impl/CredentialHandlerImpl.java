package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.auth.CredentialHandler;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.OAuthVerifier;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.RateLimitHeaders;
import io.gatehouse.gateway.auth.oauth.AuthorizationServer;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.caller.TokenGrant;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Collection;
import java.util.List;

/** See {@link CredentialHandler}. */
public final class CredentialHandlerImpl implements CredentialHandler {

  private static final Logger LOG = LoggerFactory.getLogger(CredentialHandlerImpl.class);
  private static final String BEARER = "Bearer ";

  /** Where the authenticated key stands on the request; read through {@link CredentialHandler}. */
  public static final String KEY = KeyRecord.class.getName();

  private final KeyService service;
  private final Product product;
  private final String signupUrl;
  private final String metadataUrl;
  private final boolean enforce;
  private final OAuthVerifier oauth;
  private final String scope;
  private final String audience;
  private final List<Product> others;
  /** The gateway's own authorization server for the product, whose tokens stand for keys; null without one. */
  private final AuthorizationServer own;

  public CredentialHandlerImpl(KeyService service, Product product, String baseUrl, boolean enforce,
                               OAuthVerifier oauthOrNull, String scope) {
    this(service, product, baseUrl, enforce, oauthOrNull, scope, List.of(), null);
  }

  /**
   * @param others the gateway's other products, so that a key of one of them is named as such
   * @param ownOrNull the product's own authorization server (only without an external issuer)
   */
  public CredentialHandlerImpl(KeyService service, Product product, String baseUrl, boolean enforce,
                               OAuthVerifier oauthOrNull, String scope, Collection<Product> others,
                               AuthorizationServer ownOrNull) {
    this.own = ownOrNull;
    this.others = others.stream().filter(p -> !p.id().equals(product.id())).toList();
    String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.oauth = oauthOrNull;
    this.scope = scope;
    this.audience = base + product.mcpPath();
    this.service = service;
    this.product = product;
    this.signupUrl = base + product.signupPath();
    this.metadataUrl = CredentialHandler.metadataUrl(product, baseUrl);
    this.enforce = enforce;
  }

  @Override
  public void handle(RoutingContext rc) {
    String presented = credential(rc);
    if (presented == null) {
      refuse(rc, null);
      return;
    }
    if (oauthOffered() && OAuthVerifier.looksLikeToken(presented)) {
      handleToken(rc, presented);
      return;
    }
    if (own != null && AuthorizationServer.isAccessToken(presented)) {
      // a token of ours stands for its key: from here on the request is the key's
      own.resolve(presented).onFailure(e -> fail(rc, e)).onSuccess(key -> {
        if (key == null) refuseToken(rc);
        else admit(rc, key);
      });
      return;
    }
    service.authenticate(product, presented)
      .onFailure(e -> fail(rc, e))
      .onSuccess(key -> {
        if (key == null) {
          refuse(rc, presented);
        } else {
          admit(rc, key);
        }
      });
  }

  private void admit(RoutingContext rc, KeyRecord key) {
    if (enforce) {
      service.admitRequest(product, key).onFailure(e -> fail(rc, e)).onSuccess(a -> proceed(rc, key, a));
    } else {
      identify(rc, key);
      rc.next();
    }
  }

  /** 401 with the challenge a client answers by refreshing its token, or by signing in again. */
  private void refuseToken(RoutingContext rc) {
    rc.response().putHeader("WWW-Authenticate", Challenges.forOAuth(metadataUrl, "invalid_token"));
    Problem.send(rc, 401, "invalid-credential", "Invalid access token",
      "The access token is unknown, expired or replaced, or its key was revoked: refresh it or sign in again",
      new JsonObject().put("resource_metadata", metadataUrl).put("signup", signupUrl));
  }

  /** A key store outage is answered here, as a 503 the client may retry; anything else is unexpected. */
  private static void fail(RoutingContext rc, Throwable failure) {
    if (!StoreOutages.send(rc, failure)) {
      rc.fail(failure);
    }
  }

  /** OAuth tokens are taken by bearer products once an issuer is configured. */
  private boolean oauthOffered() {
    return oauth != null && product.credential().isBearer();
  }

  /** An OAuth access token: limits are the issuer's business, the principal is its subject. */
  private void handleToken(RoutingContext rc, String token) {
    oauth.verify(token, audience, scope).onComplete(ar -> {
      if (ar.succeeded()) {
        JsonObject claims = ar.result();
        Principal.ofToken(claims.getString("sub", "?"), product.id(),
          new TokenGrant(OAuthVerifier.scopes(claims), scope, metadataUrl)).putOn(rc);
        rc.next();
        return;
      }
      boolean scopeMissing = ar.cause() instanceof OAuthVerifier.Refused refused && refused.insufficientScope();
      String challenge = Challenges.forOAuth(metadataUrl, scopeMissing ? "insufficient_scope" : "invalid_token")
        + (scopeMissing ? ", scope=\"" + scope + "\"" : "");
      rc.response().putHeader("WWW-Authenticate", challenge);
      Problem.send(rc, scopeMissing ? 403 : 401, scopeMissing ? "insufficient-scope" : "invalid-credential",
        scopeMissing ? "Insufficient scope" : "Invalid access token", ar.cause().getMessage(),
        scopeMissing ? new JsonObject().put("required_scope", scope) : null);
    });
  }

  private void proceed(RoutingContext rc, KeyRecord key, Admission admission) {
    RateLimitHeaders.put(rc.response(), admission);
    if (!admission.allowed()) {
      Problem.send(rc, 429, "rate-limited", "Rate limit exceeded",
        "Too many requests for this key (its \"" + admission.limitedBy() + "\" limit: " + admission.limit()
          + " at once); retry after " + admission.retryAfter() + " s",
        new JsonObject().put("retry_after", admission.retryAfter()).put("policy", admission.limitedBy())
          .put("limit", admission.limit()));
      return;
    }
    identify(rc, key);
    rc.next();
  }

  private void identify(RoutingContext rc, KeyRecord key) {
    rc.put(KEY, key);
    product.principalOf(key).putOn(rc);
  }

  /** A key of another product is named as such by its prefix; any other is unknown, revoked or malformed. */
  private String whyInvalid(String presented) {
    for (Product other : others) {
      if (presented.startsWith(other.keyPrefix())) {
        return "This is a " + other.title() + " key (" + other.keyPrefix() + "…), not a " + product.title() + " key ("
          + product.keyPrefix() + "…): use it at " + other.title() + "'s endpoint " + other.mcpPath() + ", or get a "
          + product.title() + " key. ";
      }
    }
    return "The key is unknown, revoked or not a " + product.title() + " key. ";
  }

  /** The presented key, or null when the request carries none. */
  private String credential(RoutingContext rc) {
    if (!product.credential().isBearer()) {
      String value = rc.request().getHeader(product.credential().headerName());
      if (value != null && !value.isBlank()) return value.trim();
    }
    String value = rc.request().getHeader("Authorization");
    // RFC 6750: the scheme is case-insensitive, one or more spaces before the token
    if (value == null || value.length() < BEARER.length() || !value.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
      return null;
    }
    String token = value.substring(BEARER.length()).trim();
    return token.isEmpty() ? null : token;
  }

  /**
   * 401 without a credential, or with a bad one where OAuth is offered (a login can help there);
   * 403 for a bad key otherwise, so that clients show the message instead of starting a login.
   */
  private void refuse(RoutingContext rc, String presented) {
    boolean invalid = presented != null;
    boolean unauthorized = !invalid || oauthOffered();
    if (invalid) {
      LOG.debug("Refused an invalid {} credential", product.id());
    }
    if (oauthOffered()) {
      rc.response().putHeader("WWW-Authenticate", Challenges.forOAuth(metadataUrl, invalid ? "invalid_token" : null));
    } else if (unauthorized) {
      rc.response().putHeader("WWW-Authenticate", Challenges.forKeys(product, own == null ? null : metadataUrl));
    }
    Problem.send(rc, unauthorized ? 401 : 403, invalid ? "invalid-credential" : "missing-credential",
      invalid ? "Invalid API key" : "API key required",
      (invalid ? whyInvalid(presented)
        : "This endpoint needs a " + product.title() + " key. ")
        + "Send " + product.credential().usage() + "; get a free key with POST " + signupUrl,
      new JsonObject().put("credential", product.credential().usage()).put("signup", signupUrl));
  }
}
