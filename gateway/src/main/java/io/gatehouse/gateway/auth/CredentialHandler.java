package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.CredentialHandlerImpl;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * Guards a product's routes: takes the product's credential from the request, authenticates it,
 * applies the key's rate limit and daily quota, and passes on with the key's
 * {@link io.gatehouse.gateway.store.KeyRecord} in the context under {@link #KEY}. Answers 401
 * (with {@code WWW-Authenticate} pointing at the RFC 9728 metadata) or 429 (with
 * {@code Retry-After}) as application/problem+json otherwise. Allowed responses carry
 * {@code RateLimit-Limit}, {@code RateLimit-Remaining} and {@code RateLimit-Reset}.
 *
 * <p>When the response ends, one request is counted for the key under the endpoint named in the
 * context under {@link #USAGE_ENDPOINT} (set it to the MCP tool or operation id), or else under
 * the path of the route that answered.
 */
public interface CredentialHandler extends Handler<RoutingContext> {

  /** Context key of the authenticated {@link io.gatehouse.gateway.store.KeyRecord}. */
  String KEY = "gatehouse.key";
  /** Context key under which later handlers may name the endpoint to count usage for. */
  String USAGE_ENDPOINT = "gatehouse.usage.endpoint";

  /** Where the caller's principal (key id, product, plan; never the key or its hash) is left as JSON. */
  String PRINCIPAL = "gatehouse.principal";

  /** Authenticates and enforces rate limit and quota; for MCP and REST routes. */
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
