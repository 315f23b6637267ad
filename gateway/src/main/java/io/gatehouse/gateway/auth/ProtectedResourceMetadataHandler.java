package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.ProtectedResourceMetadataHandlerImpl;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * RFC 9728 protected resource metadata of a product's MCP endpoint in OAuth mode, served at
 * {@link CredentialHandler#metadataUrl}: the configured issuer as its authorization server and the
 * product's scope. API keys keep working beside tokens, so the signup URL and the key's header are
 * given as extra members.
 */
public interface ProtectedResourceMetadataHandler extends Handler<RoutingContext> {

  static ProtectedResourceMetadataHandler create(Product product, String baseUrl, String issuer, String scope) {
    return new ProtectedResourceMetadataHandlerImpl(product, baseUrl, issuer, scope);
  }
}
