package io.gatehouse.gateway;

import io.gatehouse.gateway.config.ClusterOptions;

/** What this node does; a gateway running alone does everything, limited only to its listed providers. */
record Roles(boolean gateway, boolean providers, ClusterOptions options) {

  static Roles of(ClusterOptions options, boolean clustered) {
    return clustered ? new Roles(options.gateway(), options.providers(), options) : new Roles(true, true, options);
  }

  boolean runs(String providerId) {
    return providers && (options.providerIds().isEmpty() || options.providerIds().contains(providerId));
  }

  @Override
  public String toString() {
    return gateway && providers ? "gateway,providers" : gateway ? "gateway" : "providers";
  }
}
