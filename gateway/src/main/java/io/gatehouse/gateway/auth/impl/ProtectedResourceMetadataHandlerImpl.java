package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.ProtectedResourceMetadataHandler;
import io.gatehouse.gateway.auth.Product;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/** See {@link ProtectedResourceMetadataHandler}. */
public final class ProtectedResourceMetadataHandlerImpl implements ProtectedResourceMetadataHandler {

  private final String body;

  public ProtectedResourceMetadataHandlerImpl(Product product, String baseUrl, String issuer, String scope) {
    String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.body = new JsonObject()
      .put("resource", base + product.mcpPath())
      .put("resource_name", product.title())
      .put("authorization_servers", new JsonArray().add(issuer))
      .put("scopes_supported", new JsonArray().add(scope))
      .put("bearer_methods_supported", new JsonArray().add("header"))
      .put("api_key_header", product.credential().headerName())
      .put("api_key_signup", base + product.signupPath())
      .encodePrettily();
  }

  @Override
  public void handle(RoutingContext rc) {
    rc.response()
      .putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "public, max-age=3600")
      .end(body);
  }
}
