package io.gatehouse.gateway.scope;

import io.gatehouse.gateway.caller.ScopePolicy;

import io.gatehouse.gateway.caller.TokenGrant;
import io.gatehouse.gateway.catalog.CatalogOperation;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The scope an OAuth token holder asks its authorization server for when a call (or a provider's
 * manifest) is outside its token's scope: the server's own scope, which every token needs, what
 * the token already has (so a step-up does not lose it), and the {@code tools:} entry of the tool
 * or provider where the rest does not yet allow it. A denial or annotation entry of the token that
 * keeps it out is left out: no added scope could outweigh it.
 */
final class StepUpScope {

  private StepUpScope() {
  }

  /**
   * The space-separated scope, in the order: the server's scope, the token's kept scopes, then
   * {@code entry} where the rest allows none of {@code ops} (one tool, or a provider's tools).
   */
  static String of(TokenGrant grant, List<CatalogOperation> ops, String entry) {
    Set<String> wanted = new LinkedHashSet<>();
    wanted.add(grant.productScope());
    for (String scope : grant.scopes()) {
      if (!keepsOut(scope, ops)) wanted.add(scope);
    }
    // with no allowed entry left the rest already allows them, and an entry of its own would narrow it
    ScopePolicy rest = ScopePolicy.fromTokenScopes(List.copyOf(wanted));
    if (ops.stream().noneMatch(op -> ToolScopes.denial(rest, op) == null)) wanted.add(entry);
    return String.join(" ", wanted);
  }

  /** Whether this one scope refuses every one of the operations whatever else is granted: a denial or an annotation entry. */
  private static boolean keepsOut(String scope, List<CatalogOperation> ops) {
    ScopePolicy alone = ScopePolicy.fromTokenScopes(List.of(scope));
    return ops.stream().allMatch(op -> {
      ScopePolicy.Denial denial = ToolScopes.denial(alone, op);
      return denial == ScopePolicy.Denial.DENIED || denial == ScopePolicy.Denial.ANNOTATION;
    });
  }
}
