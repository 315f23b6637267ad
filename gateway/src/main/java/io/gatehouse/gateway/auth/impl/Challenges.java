package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.Product;

import java.util.List;

/**
 * The {@code WWW-Authenticate} challenges of a product's 401 (RFC 9110, 11.6.1): the schemes it
 * takes, and the RFC 9728 metadata only where OAuth is on offer.
 */
final class Challenges {

  private Challenges() {
  }

  /** Key mode: the scheme the product takes; a header product also takes a bearer key. */
  static List<String> forKeys(Product product) {
    String realm = "realm=\"" + product.title() + "\"";
    if (product.credential().isBearer()) return List.of("Bearer " + realm);
    return List.of("ApiKey " + realm + ", header=\"" + product.credential().headerName() + "\"", "Bearer " + realm);
  }

  /** OAuth mode: where the client finds the authorization server, and what was wrong with the token. */
  static String forOAuth(String metadataUrl, String errorOrNull) {
    return "Bearer resource_metadata=\"" + metadataUrl + "\"" + (errorOrNull == null ? "" : ", error=\"" + errorOrNull + "\"");
  }
}
