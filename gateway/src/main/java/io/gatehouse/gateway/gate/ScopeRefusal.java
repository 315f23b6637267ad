package io.gatehouse.gateway.gate;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.scope.ToolScopes;

/**
 * A call outside the caller's scope, as the gate refuses it: the door writes it in its wire (REST 403
 * with the scope challenge, MCP's JSON-RPC error); a provider's nested call meets it as the plain
 * {@link Failure#OUT_OF_SCOPE} failure, also across the event bus.
 */
public final class ScopeRefusal extends ProviderException {

  private final transient CatalogOperation op;
  private final ScopePolicy.Denial denial;

  ScopeRefusal(CatalogOperation op, ScopePolicy.Denial denial) {
    super(Failure.OUT_OF_SCOPE, ToolScopes.message(op), ToolScopes.details(op, denial), null);
    this.op = op;
    this.denial = denial;
  }

  public CatalogOperation op() {
    return op;
  }

  public ScopePolicy.Denial denial() {
    return denial;
  }
}
