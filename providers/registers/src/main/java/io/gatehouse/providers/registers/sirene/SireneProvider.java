package io.gatehouse.providers.registers.sirene;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.providers.registers.open.OpenRegisterProvider;
import io.gatehouse.providers.registers.open.RegisterClient;

import java.util.Map;

/**
 * French companies through the administration's public company search API (API Recherche
 * d'entreprises, Sirene and RNE data, no key).
 *
 * <p>Configuration ({@code providers.sirene}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class SireneProvider extends OpenRegisterProvider {

  public SireneProvider() {
    super("sirene", "entreprises", "Recherche d'entreprises");
  }

  @Override
  protected Map<String, OperationHandler> handlers(RegisterClient client) {
    return Map.of("lookup", new LookupHandler(client), "search", new SearchHandler(client));
  }
}
