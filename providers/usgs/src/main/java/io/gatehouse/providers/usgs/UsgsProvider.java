package io.gatehouse.providers.usgs;

import io.gatehouse.api.Provider;

/**
 * USGS earthquake and water data. Every operation is one upstream call described by the manifest
 * {@code META-INF/gatehouse/usgs.json}, so the provider has no handlers.
 */
public final class UsgsProvider implements Provider {

  @Override
  public String id() {
    return "usgs";
  }
}
