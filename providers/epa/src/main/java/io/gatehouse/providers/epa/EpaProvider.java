package io.gatehouse.providers.epa;

import io.gatehouse.api.Provider;

/**
 * US EPA data through three upstreams: ECHO (enforcement and compliance), AirNow (air quality,
 * needs AIRNOW_API_KEY) and Envirofacts (tables and UV index). Every operation is one upstream
 * call described by the manifest, so the provider needs no handlers.
 */
public class EpaProvider implements Provider {

  @Override
  public String id() {
    return "epa";
  }
}
