package io.gatehouse.providers.registers.gleif;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.providers.registers.open.OpenRegisterProvider;
import io.gatehouse.providers.registers.open.RegisterClient;

import java.util.Map;

/**
 * LEI records from GLEIF's public API (no key).
 *
 * <p>Configuration ({@code providers.gleif}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class GleifProvider extends OpenRegisterProvider {

  public GleifProvider() {
    super("gleif", "gleif", "GLEIF");
  }

  @Override
  protected Map<String, OperationHandler> handlers(RegisterClient client) {
    return Map.of("lookup", new LookupHandler(client), "search", new SearchHandler(client));
  }
}
