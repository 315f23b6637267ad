package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.CredentialHandlerImpl;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.store.KeyRecord;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * Guards a product's routes: takes the product's credential from the request, authenticates it,
 * takes one request from the key's request bucket, and passes on with the key's
 * {@link KeyRecord} on the request ({@link #keyOf}), its {@link Principal} (with the scope it may use,
 * read from the live key record). The daily quota is spent by calls, not by requests: the call gate
 * charges each call to the principal's key.
 *
 * <p>Refusals are application/problem+json saying how to get a key. A request without a credential
 * answers 401 with a challenge for the scheme the product takes ({@code Bearer realm=...}, or
 * {@code ApiKey realm=..., header="X-API-Key"}), whose bearer challenge names the RFC 9728 metadata
 * ({@code resource_metadata}) of the product's authorization server: the configured issuer in OAuth
 * mode, else the gateway's own ({@link io.gatehouse.gateway.auth.oauth.AuthorizationServer}), whose
 * access tokens stand for a key and are taken here as that key. A key that is unknown, revoked or
 * another product's answers 403 outside OAuth mode: MCP clients start an OAuth login on any 401
 * whatever its challenge, and the client should not retry those credentials anyway (RFC 9110,
 * 15.5.4); an access token of the gateway's own that is unknown, expired or whose key is revoked
 * answers 401 {@code invalid_token}, so that its client refreshes it or signs in again. Too many requests
 * answer 429 with {@code Retry-After}; allowed responses carry {@code RateLimit-Limit},
 * {@code RateLimit-Remaining} and {@code RateLimit-Reset}.
 *
 * <p>A product that takes its key in a header of its own also takes it as {@code Authorization:
 * Bearer <key>}, which many MCP clients can only send.
 */
public interface CredentialHandler extends Handler<RoutingContext> {

  /** The key this handler authenticated on the request, or null when none did. */
  static KeyRecord keyOf(RoutingContext rc) {
    return rc.get(CredentialHandlerImpl.KEY);
  }

  /** Authenticates and takes a request token; for MCP and REST routes (the call gate charges the calls). */
  static CredentialHandler create(KeyService service, Product product, String baseUrl) {
    return new CredentialHandlerImpl(service, product, baseUrl, true, null, null);
  }

  /**
   * As {@link #create(KeyService, Product, String)}, and also accepting OAuth access tokens of the
   * configured issuer that name the server's URL as audience and carry {@code scope}.
   */
  static CredentialHandler create(KeyService service, Product product, String baseUrl, OAuthVerifier oauth,
                                  String scope) {
    return new CredentialHandlerImpl(service, product, baseUrl, true, oauth, scope);
  }

  /** Authenticates only, neither limiting nor counting; for the key's own usage page. */
  static CredentialHandler authenticateOnly(KeyService service, Product product, String baseUrl) {
    return new CredentialHandlerImpl(service, product, baseUrl, false, null, null);
  }

  /** Where the product's RFC 9728 metadata is served: {@code <base>/.well-known/oauth-protected-resource<mcp path>}. */
  static String metadataUrl(Product product, String baseUrl) {
    return stripSlash(baseUrl) + "/.well-known/oauth-protected-resource" + product.mcpPath();
  }

  private static String stripSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
