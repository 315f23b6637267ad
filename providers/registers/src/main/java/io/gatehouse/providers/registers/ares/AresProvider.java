package io.gatehouse.providers.registers.ares;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.providers.registers.open.OpenRegisterProvider;
import io.gatehouse.providers.registers.open.RegisterClient;

import java.util.Map;

/**
 * Czech economic subjects from ARES, the Czech Ministry of Finance's register of economic subjects
 * (REST API, no key).
 *
 * <p>Configuration ({@code providers.ares}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class AresProvider extends OpenRegisterProvider {

  public AresProvider() {
    super("ares", "ares", "ARES");
  }

  @Override
  protected Map<String, OperationHandler> handlers(RegisterClient client) {
    return Map.of("lookup", new LookupHandler(client), "search", new SearchHandler(client));
  }
}
