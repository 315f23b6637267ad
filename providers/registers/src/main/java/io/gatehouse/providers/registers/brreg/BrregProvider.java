package io.gatehouse.providers.registers.brreg;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * The Norwegian Central Coordinating Register for Legal Entities (Enhetsregisteret) through
 * Brønnøysundregistrene's open data API (no key).
 *
 * <p>Configuration ({@code providers.brreg}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class BrregProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "brreg";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    RegisterClient brreg = new RegisterClient(context.upstream("brreg"), "Enhetsregisteret", ttl);
    handlers = Map.of("lookup", new LookupHandler(brreg), "search", new SearchHandler(brreg));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
