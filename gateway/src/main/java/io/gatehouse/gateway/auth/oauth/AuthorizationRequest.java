package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.store.OAuthClient;
import io.vertx.core.MultiMap;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The parameters of an authorization request (RFC 6749, 4.1.1, with PKCE and RFC 8707's resource),
 * from the query of the page's GET or the form of its POST, which carries them on.
 */
record AuthorizationRequest(String responseType, String clientId, String redirectUri, String codeChallenge,
                            String codeChallengeMethod, String state, String scope, String resource) {

  static AuthorizationRequest of(MultiMap params) {
    return new AuthorizationRequest(params.get("response_type"), params.get("client_id"), params.get("redirect_uri"),
      params.get("code_challenge"), params.get("code_challenge_method"), params.get("state"), params.get("scope"),
      params.get("resource"));
  }

  /** The parameters to carry in the page's form, absent ones left out. */
  Map<String, String> fields() {
    Map<String, String> fields = new LinkedHashMap<>();
    put(fields, "response_type", responseType);
    put(fields, "client_id", clientId);
    put(fields, "redirect_uri", redirectUri);
    put(fields, "code_challenge", codeChallenge);
    put(fields, "code_challenge_method", codeChallengeMethod);
    put(fields, "state", state);
    put(fields, "scope", scope);
    put(fields, "resource", resource);
    return fields;
  }

  /** The redirect URI codes go to: the one named, which must be registered, or the client's only one. */
  String redirectFor(OAuthClient client) {
    if (redirectUri == null) return client.redirectUris().size() == 1 ? client.redirectUris().get(0) : null;
    return client.redirectUris().contains(redirectUri) ? redirectUri : null;
  }

  /**
   * What is wrong with the request once its client and redirect URI are known good (so the error may
   * go back to the client), or null.
   */
  String problem(String expectedResource) {
    if (!"code".equals(responseType)) return "response_type must be code";
    if (!Pkce.S256.equals(codeChallengeMethod)) return "PKCE is required: code_challenge_method must be S256";
    if (!Pkce.validChallenge(codeChallenge)) return "code_challenge must be a base64url SHA-256 (43 characters)";
    if (resource != null && !sameResource(resource, expectedResource)) {
      return "resource must be " + expectedResource;
    }
    return null;
  }

  private static boolean sameResource(String given, String expected) {
    String trimmed = given.endsWith("/") ? given.substring(0, given.length() - 1) : given;
    return trimmed.equals(expected);
  }

  private static void put(Map<String, String> fields, String name, String value) {
    if (value != null) fields.put(name, value);
  }
}
