package io.gatehouse.gateway.scope;

import io.gatehouse.gateway.auth.TokenGrant;
import io.gatehouse.gateway.catalog.CatalogOperation;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The scope an OAuth token holder asks its authorization server for when a call is outside its
 * token's scope: the server's own scope, which every token needs, what the token already has (so a
 * step-up does not lose it), and the operation's {@code tools:} entry where the rest does not yet
 * allow it. A denial or annotation entry of the token that keeps the operation out is left out:
 * no added scope could outweigh it.
 */
final class StepUpScope {

  private StepUpScope() {
  }

  /** The space-separated scope, in the order: the server's scope, the token's kept scopes, the tool's entry. */
  static String of(TokenGrant grant, CatalogOperation op) {
    Set<String> wanted = new LinkedHashSet<>();
    wanted.add(grant.productScope());
    for (String scope : grant.scopes()) {
      if (!keepsOut(scope, op)) wanted.add(scope);
    }
    // with no allowed entry left the rest already allows the tool, and an entry of its own would narrow it
    if (ToolScopes.denial(ScopePolicy.fromTokenScopes(List.copyOf(wanted)), op) != null) {
      wanted.add(ToolScopes.requiredScope(op));
    }
    return String.join(" ", wanted);
  }

  /** Whether this one scope refuses the operation whatever else is granted: a denial or an annotation entry. */
  private static boolean keepsOut(String scope, CatalogOperation op) {
    ScopePolicy.Denial denial = ToolScopes.denial(ScopePolicy.fromTokenScopes(List.of(scope)), op);
    return denial == ScopePolicy.Denial.DENIED || denial == ScopePolicy.Denial.ANNOTATION;
  }
}
