package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;

/**
 * Refuses calls to an operation, whoever makes them: the call gate asks one after the caller's scope
 * (an operation whose upstream retired its endpoint) and one after the arguments are valid, before the
 * charge (an operation the operator has not set up).
 */
@FunctionalInterface
public interface OperationRefusals {

  /** The refusal to answer with, or null to let the call through. */
  ProviderException refusal(CatalogOperation op);
}
