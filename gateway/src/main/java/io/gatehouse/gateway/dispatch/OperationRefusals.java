package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;

/**
 * Refuses calls to an operation, whoever makes them, before they are validated, charged or dispatched
 * (an operation whose upstream retired its endpoint): the call gate asks it after the caller's scope.
 */
@FunctionalInterface
public interface OperationRefusals {

  /** Lets every call through. */
  OperationRefusals NONE = op -> null;

  /** The refusal to answer with, or null to let the call through. */
  ProviderException refusal(CatalogOperation op);
}
