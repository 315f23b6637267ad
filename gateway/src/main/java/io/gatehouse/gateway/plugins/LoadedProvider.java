package io.gatehouse.gateway.plugins;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;

/**
 * A provider whose manifest parsed.
 *
 * @param origin "classpath" or the jar's file name, for logs and health
 */
public record LoadedProvider(Provider provider, Manifest manifest, String origin) {

  public String id() {
    return manifest.id();
  }
}
