package io.gatehouse.providers.registers.sirene;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * French companies through the administration's public company search API (API Recherche
 * d'entreprises, Sirene and RNE data, no key).
 *
 * <p>Configuration ({@code providers.sirene}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class SireneProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "sirene";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    RegisterClient api = new RegisterClient(context.upstream("entreprises"), "Recherche d'entreprises", ttl);
    handlers = Map.of("lookup", new LookupHandler(api), "search", new SearchHandler(api));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
