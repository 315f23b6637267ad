package io.gatehouse.providers.registers.gleif;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * LEI records from GLEIF's public API (no key).
 *
 * <p>Configuration ({@code providers.gleif}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class GleifProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "gleif";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    RegisterClient gleif = new RegisterClient(context.upstream("gleif"), "GLEIF", ttl);
    handlers = Map.of("lookup", new LookupHandler(gleif), "search", new SearchHandler(gleif));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
