package io.gatehouse.providers.analytics;

import io.gatehouse.api.Source;

import java.time.Instant;

/** The source that cites a computation: which model, in which version of this provider. */
public final class Provenance {

  private Provenance() {
  }

  public static Source computation(String method, String providerVersion) {
    return Source.dataset("Gatehouse analytics: " + method, providerVersion, Instant.now());
  }
}
