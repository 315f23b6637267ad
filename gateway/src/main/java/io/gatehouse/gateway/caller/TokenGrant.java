package io.gatehouse.gateway.caller;

import java.util.List;

/**
 * What an OAuth token holder was granted and where it asks for more: the scopes its token carries,
 * the product's scope every token for the server needs, and the URL of the server's protected
 * resource metadata (RFC 9728), which a scope challenge names.
 *
 * @param scopes           the token's scopes as issued
 * @param productScope     the scope the server requires of every token
 * @param resourceMetadata the metadata URL
 */
public record TokenGrant(List<String> scopes, String productScope, String resourceMetadata) {

  public TokenGrant {
    scopes = List.copyOf(scopes);
  }
}
