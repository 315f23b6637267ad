package io.gatehouse.providers.registers.ytj;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.providers.registers.open.OpenRegisterProvider;
import io.gatehouse.providers.registers.open.RegisterClient;

import java.util.Map;

/**
 * Finnish companies from the Finnish Patent and Registration Office's open data (YTJ, API v3, no key).
 *
 * <p>Configuration ({@code providers.ytj}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class YtjProvider extends OpenRegisterProvider {

  public YtjProvider() {
    super("ytj", "prh", "PRH open data (YTJ)");
  }

  @Override
  protected Map<String, OperationHandler> handlers(RegisterClient client) {
    return Map.of("lookup", new CompaniesHandler(client, true), "search", new CompaniesHandler(client, false));
  }
}
