package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.ProtectedResourceMetadataHandlerImpl;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * RFC 9728 protected resource metadata of a product's MCP endpoint, served at
 * {@link CredentialHandler#metadataUrl}. Keys are issued by the gateway itself, not by an OAuth
 * authorization server, so none is listed; the signup URL and credential header are given as
 * extra members.
 */
public interface ProtectedResourceMetadataHandler extends Handler<RoutingContext> {

  static ProtectedResourceMetadataHandler create(Product product, String baseUrl) {
    return new ProtectedResourceMetadataHandlerImpl(product, baseUrl);
  }
}
