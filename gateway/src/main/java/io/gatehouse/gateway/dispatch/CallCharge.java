package io.gatehouse.gateway.dispatch;

import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.Future;

/**
 * What a call costs its caller, taken once its arguments are valid and before it is dispatched, so
 * that a call refused for its arguments costs nothing. A failed future refuses the call with its
 * cause (a {@link io.gatehouse.api.ProviderException} the protocol reports).
 */
@FunctionalInterface
public interface CallCharge {

  Future<Void> take(CatalogOperation op);
}
