package io.gatehouse.providers.registers.ytj;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * Finnish companies from the Finnish Patent and Registration Office's open data (YTJ, API v3, no key).
 *
 * <p>Configuration ({@code providers.ytj}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class YtjProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "ytj";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    RegisterClient prh = new RegisterClient(context.upstream("prh"), "PRH open data (YTJ)", ttl);
    handlers = Map.of("lookup", new CompaniesHandler(prh, true), "search", new CompaniesHandler(prh, false));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
