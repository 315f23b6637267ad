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

  /** This rule's refusal, else the next's. */
  default OperationRefusals then(OperationRefusals next) {
    return op -> {
      ProviderException refused = refusal(op);
      return refused != null ? refused : next.refusal(op);
    };
  }
}
