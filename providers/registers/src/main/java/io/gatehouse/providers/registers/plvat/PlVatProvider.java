package io.gatehouse.providers.registers.plvat;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.providers.registers.open.OpenRegisterProvider;
import io.gatehouse.providers.registers.open.RegisterClient;

import java.time.Clock;
import java.util.Map;

/**
 * The Polish VAT taxpayer register ("Wykaz podatników VAT", the Ministry of Finance's white list
 * API, no key).
 *
 * <p>Configuration ({@code providers.plvat}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class PlVatProvider extends OpenRegisterProvider {

  public PlVatProvider() {
    super("plvat", "wl", "Wykaz podatników VAT");
  }

  @Override
  protected Map<String, OperationHandler> handlers(RegisterClient client) {
    return Map.of("lookup", new LookupHandler(client, Clock.systemUTC()));
  }
}
