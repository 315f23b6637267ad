package io.gatehouse.providers.registers.brreg;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.providers.registers.open.OpenRegisterProvider;
import io.gatehouse.providers.registers.open.RegisterClient;

import java.util.Map;

/**
 * The Norwegian Central Coordinating Register for Legal Entities (Enhetsregisteret) through
 * Brønnøysundregistrene's open data API (no key).
 *
 * <p>Configuration ({@code providers.brreg}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class BrregProvider extends OpenRegisterProvider {

  public BrregProvider() {
    super("brreg", "brreg", "Enhetsregisteret");
  }

  @Override
  protected Map<String, OperationHandler> handlers(RegisterClient client) {
    return Map.of("lookup", new LookupHandler(client), "search", new SearchHandler(client));
  }
}
