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

  /**
   * Key mode: the scheme the product takes; a header product also takes a bearer key. With the
   * gateway's own authorization server, the bearer challenge names its RFC 9728 metadata, where an
   * MCP client given the URL alone starts its sign-in, and the scope to ask for there (the product's id).
   */
  static List<String> forKeys(Product product, String metadataUrlOrNull) {
    String realm = "realm=\"" + product.title() + "\"";
    String bearer = "Bearer " + realm + (metadataUrlOrNull == null ? ""
      : ", resource_metadata=\"" + metadataUrlOrNull + "\", scope=\"" + product.id() + "\"");
    if (product.credential().isBearer()) return List.of(bearer);
    return List.of("ApiKey " + realm + ", header=\"" + product.credential().headerName() + "\"", bearer);
  }

  /** OAuth mode: where the client finds the authorization server, and what was wrong with the token. */
  static String forOAuth(String metadataUrl, String errorOrNull) {
    return "Bearer resource_metadata=\"" + metadataUrl + "\"" + (errorOrNull == null ? "" : ", error=\"" + errorOrNull + "\"");
  }
}
