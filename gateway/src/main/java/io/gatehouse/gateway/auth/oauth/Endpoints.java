package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.auth.Product;

import java.util.function.Supplier;

/**
 * The URLs of a product's authorization server. Its issuer is {@code <base>/oauth/<product id>}, one
 * per product, so that a client registered, and a token issued, for one product is nothing to the
 * other; its RFC 8414 metadata sits at the issuer's well-known URL with the path inserted after it.
 */
record Endpoints(Product product, Supplier<String> baseUrl) {

  static final String ROOT = "/oauth/";

  String base() {
    String base = baseUrl.get();
    return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
  }

  String issuerPath() {
    return ROOT + product.id();
  }

  String issuer() {
    return base() + issuerPath();
  }

  String authorization() {
    return issuer() + "/authorize";
  }

  String token() {
    return issuer() + "/token";
  }

  String registration() {
    return issuer() + "/register";
  }

  /** The protected resource: the product's MCP endpoint. */
  String resource() {
    return base() + product.mcpPath();
  }

  /** RFC 8414, 3.1: the well-known path inserted between the host and the issuer's path. */
  String metadataPath() {
    return "/.well-known/oauth-authorization-server" + issuerPath();
  }
}
