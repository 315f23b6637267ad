package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;

/** Refuses calls to an operation before they are validated, charged or dispatched (e.g. one retired upstream). */
@FunctionalInterface
public interface CallGate {

  /** Lets every call through. */
  CallGate OPEN = op -> null;

  /** The refusal to answer with, or null to let the call through. */
  ProviderException refusal(CatalogOperation op);
}
