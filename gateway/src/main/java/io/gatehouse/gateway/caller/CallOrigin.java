package io.gatehouse.gateway.caller;

import io.vertx.core.json.JsonObject;

/**
 * On whose behalf a call runs: the caller, the hosted server it came in through and, for a call
 * that another call makes (a provider's nested call), that call's request id. It travels with a call
 * to its provider, wherever in the cluster it runs, so that the provider's own calls meet the same
 * scope, audit and trace as the call that asked for them.
 *
 * @param principal       the caller, or null on an open server
 * @param server          the hosted server's id, or null for a provider's call made outside any call
 * @param parentRequestId the request id of the call this one serves, or null for a call a client made
 */
public record CallOrigin(Principal principal, String server, String parentRequestId) {

  /** A client's call through {@code server}. */
  public static CallOrigin of(Principal principalOrNull, String server) {
    return new CallOrigin(principalOrNull, server, null);
  }

  /** The origin of the calls that the call {@code requestId}, made for this origin, makes in turn. */
  public CallOrigin nestedIn(String requestId) {
    return new CallOrigin(principal, server, requestId);
  }

  public boolean nested() {
    return parentRequestId != null;
  }

  /** As it travels in an event-bus header: the caller's identity and scope, never a credential. */
  public String encode() {
    JsonObject json = new JsonObject();
    if (principal != null) {
      json.put("id", principal.id()).put("fingerprint", principal.fingerprint()).put("product", principal.product())
        .put("plan", principal.plan()).put("scope", principal.scope().text());
    }
    if (server != null) json.put("server", server);
    if (parentRequestId != null) json.put("parent", parentRequestId);
    return json.encode();
  }

  /** The origin {@link #encode()} wrote; null for null. */
  public static CallOrigin decode(String encodedOrNull) {
    if (encodedOrNull == null) return null;
    JsonObject json = new JsonObject(encodedOrNull);
    Principal principal = json.getString("id") == null ? null : new Principal(json.getString("id"),
      json.getString("fingerprint"), json.getString("product"), json.getString("plan"),
      ScopePolicy.parse(json.getString("scope", "")));
    return new CallOrigin(principal, json.getString("server"), json.getString("parent"));
  }
}
