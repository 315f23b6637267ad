package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.caller.Principal;

import io.gatehouse.gateway.auth.impl.CallRefusal;
import io.gatehouse.gateway.dispatch.CallCharge;
import io.vertx.core.Future;

import java.util.Map;

/**
 * Charges calls to the key that makes them, found from the principal the credential handler left:
 * MCP calls reach the backend with the principal only (a session or task may outlive the request
 * that authenticated it).
 */
@FunctionalInterface
public interface CallMeter {

  /** The charge of the principal's calls, or null when they cost nothing (no key: open server, OAuth token). */
  CallCharge chargeFor(Principal principalOrNull);

  /** Calls of the products' keys; {@code products} by id. */
  static CallMeter create(KeyService keys, Map<String, Product> products) {
    return principal -> {
      Product product = principal == null ? null : products.get(principal.product());
      if (product == null || principal.isToken()) return null;
      String keyId = principal.id();
      String plan = principal.plan();
      return op -> keys.admitCall(product, keyId, plan, op.toolName()).compose(admission -> admission.allowed()
        ? Future.succeededFuture() : Future.failedFuture(CallRefusal.of(admission)));
    };
  }
}
