package io.gatehouse.providers.registers.plvat;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/**
 * The Polish VAT taxpayer register ("Wykaz podatników VAT", the Ministry of Finance's white list
 * API, no key).
 *
 * <p>Configuration ({@code providers.plvat}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class PlVatProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "plvat";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    RegisterClient register = new RegisterClient(context.upstream("wl"), "Wykaz podatników VAT", ttl);
    handlers = Map.of("lookup", new LookupHandler(register, Clock.systemUTC()));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
