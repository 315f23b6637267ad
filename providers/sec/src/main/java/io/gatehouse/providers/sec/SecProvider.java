package io.gatehouse.providers.sec;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;

import java.util.Map;

/**
 * SEC EDGAR. The endpoints are plain upstream calls described in the manifest; only the company
 * lookup computes, over SEC's ticker list.
 */
public final class SecProvider implements Provider {

  @Override
  public String id() {
    return "sec";
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return Map.of("company_lookup", new CompanyLookup());
  }
}
