package io.gatehouse.providers.registers.companieshouse;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.providers.registers.open.OpenRegisterProvider;
import io.gatehouse.providers.registers.open.RegisterClient;

import java.util.Map;

/**
 * UK companies from the Companies House public data API (a free key in
 * {@code COMPANIES_HOUSE_API_KEY}, sent as HTTP Basic user name).
 *
 * <p>Configuration ({@code providers.companieshouse}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class CompaniesHouseProvider extends OpenRegisterProvider {

  public CompaniesHouseProvider() {
    super("companieshouse", "companieshouse", "Companies House");
  }

  @Override
  protected Map<String, OperationHandler> handlers(RegisterClient client) {
    return Map.of("lookup", new LookupHandler(client), "search", new SearchHandler(client));
  }
}
