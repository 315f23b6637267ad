package io.gatehouse.providers.fred;

import io.gatehouse.api.Provider;

/**
 * FRED, GeoFRED and the FRED v2 bulk API. Every operation is a plain upstream call described in
 * the manifest, so the provider needs no handlers.
 */
public final class FredProvider implements Provider {

  @Override
  public String id() {
    return "fred";
  }
}
