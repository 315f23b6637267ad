package io.gatehouse.providers.registers.companieshouse;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * UK companies from the Companies House public data API (a free key in
 * {@code COMPANIES_HOUSE_API_KEY}, sent as HTTP Basic user name).
 *
 * <p>Configuration ({@code providers.companieshouse}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class CompaniesHouseProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "companieshouse";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    RegisterClient register = new RegisterClient(context.upstream("companieshouse"), "Companies House", ttl);
    handlers = Map.of("lookup", new LookupHandler(register), "search", new SearchHandler(register));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
