package io.gatehouse.gateway.server;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.gate.ScopeRefusal;
import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.scope.ToolScopes;
import io.gatehouse.gateway.web.Problem;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** How MCP words the gate's scope refusals: JSON-RPC errors with the details of the HTTP problem. */
final class ScopeErrors {

  private ScopeErrors() {
  }

  /**
   * The JSON-RPC error of a tool call outside the scope, with the same details as the HTTP problem.
   * A key cannot widen its scope, so it hears the error in a 200; an OAuth token's is also an HTTP
   * 403 with the scope challenge, on which MCP clients re-authorize.
   */
  static McpException of(Principal principal, ScopeRefusal refused) {
    CatalogOperation op = refused.op();
    String challenge = ToolScopes.challenge(principal, op);
    JsonObject data = ToolScopes.details(op, refused.denial()).put("type", Problem.type(ToolScopes.PROBLEM))
      .put("status", 403).put("error", "insufficient_scope").put("www_authenticate", challenge);
    return principal.token() == null ? McpException.create(ToolScopes.INSUFFICIENT_SCOPE, ToolScopes.message(op), data)
      : McpException.forbidden(ToolScopes.INSUFFICIENT_SCOPE, ToolScopes.message(op), data, challenge);
  }

  /**
   * An OAuth token's read of a provider's manifest when its scope lets it use none of the provider's
   * tools ({@code ops}): the scope challenge naming {@code tools:<provider>}. A key's read simply
   * finds nothing, as its listings show nothing.
   */
  static McpException manifest(Principal tokenHolder, String provider, List<CatalogOperation> ops) {
    String entry = ScopePolicy.TOKEN_PREFIX + provider;
    String challenge = ToolScopes.challenge(tokenHolder, ops, entry, provider + "'s manifest");
    return McpException.forbidden(ToolScopes.INSUFFICIENT_SCOPE, provider + "'s manifest is outside this credential's "
      + "scope; it needs " + entry, new JsonObject().put("required_scope", entry).put("provider", provider)
      .put("type", Problem.type(ToolScopes.PROBLEM)).put("status", 403).put("error", "insufficient_scope")
      .put("www_authenticate", challenge), challenge);
  }
}
