package io.gatehouse.gateway.catalog;

/** Event-bus addresses of provider verticles, in one place so both ends agree. */
public final class ProviderAddresses {

  private ProviderAddresses() {
  }

  public static String invoke(String providerId) {
    return "gatehouse.provider." + providerId;
  }

  /** The provider on one node of a cluster, so that a caller knows which node it waits on. */
  public static String invokeOn(String providerId, String nodeId) {
    return invoke(providerId) + "@" + nodeId;
  }

  /** Published to, so every node running the provider hears a cancellation. */
  public static String cancel(String providerId) {
    return "gatehouse.provider." + providerId + ".cancel";
  }
}
