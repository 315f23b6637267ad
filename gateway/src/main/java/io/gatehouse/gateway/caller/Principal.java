package io.gatehouse.gateway.caller;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * Who makes a request, as the credential handler found it: a key (its id, fingerprint, product and
 * plan) or an OAuth token holder, and the scope it may use. Never the key or its hash.
 *
 * <p>The plan and scope are read from the live key record on every request; the JSON form, which MCP
 * sessions and tasks keep to recognise their owner, holds the identity only (key id and product), so
 * a change of the key's scope or plan takes effect on its next request without ending its sessions.
 *
 * @param id          the key id, or {@code oauth:<subject>}
 * @param fingerprint the key's loggable fingerprint, or null for a token
 * @param product     the product id
 * @param plan        the key's plan, or {@link #OAUTH_PLAN}
 * @param scope       what it may use
 * @param token       an OAuth token holder's grant, whose scope a challenge widens; null for a key
 */
public record Principal(String id, String fingerprint, String product, String plan, ScopePolicy scope,
                        TokenGrant token) {

  /** The plan an OAuth token holder's principal names: the issuer, not the gateway, limits it. */
  public static final String OAUTH_PLAN = "oauth";
  private static final String CONTEXT_KEY = Principal.class.getName();

  public Principal {
    scope = scope == null ? ScopePolicy.ALL : scope;
  }

  /** A key's (or a test's) principal, with no token grant. */
  public Principal(String id, String fingerprint, String product, String plan, ScopePolicy scope) {
    this(id, fingerprint, product, plan, scope, null);
  }

  /** An OAuth token holder's principal; its {@code tools:} scopes are its policy. */
  public static Principal ofToken(String subject, String product, TokenGrant grant) {
    return new Principal("oauth:" + subject, null, product, OAUTH_PLAN, ScopePolicy.fromTokenScopes(grant.scopes()),
      grant);
  }

  /** The principal the credential handler left on this request, or null (open server). */
  public static Principal of(RoutingContext rc) {
    return rc.get(CONTEXT_KEY);
  }

  public void putOn(RoutingContext rc) {
    rc.put(CONTEXT_KEY, this);
  }

  public boolean isToken() {
    return OAUTH_PLAN.equals(plan);
  }

  /** The identity as JSON, for MCP sessions and tasks; null for null. */
  public static JsonObject json(Principal principalOrNull) {
    return principalOrNull == null ? null : principalOrNull.toJson();
  }

  public JsonObject toJson() {
    return new JsonObject().put("key_id", id).put("product", product);
  }
}
