package io.gatehouse.providers.registers.ares;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * Czech economic subjects from ARES, the Czech Ministry of Finance's register of economic subjects
 * (REST API, no key).
 *
 * <p>Configuration ({@code providers.ares}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class AresProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "ares";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    RegisterClient ares = new RegisterClient(context.upstream("ares"), "ARES", ttl);
    handlers = Map.of("lookup", new LookupHandler(ares), "search", new SearchHandler(ares));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
