package io.gatehouse.gateway.catalog;

/** Event-bus addresses of provider verticles, in one place so both ends agree. */
public final class ProviderAddresses {

  private ProviderAddresses() {
  }

  public static String invoke(String providerId) {
    return "gatehouse.provider." + providerId;
  }

  /** Published to, so every node running the provider hears a cancellation. */
  public static String cancel(String providerId) {
    return "gatehouse.provider." + providerId + ".cancel";
  }
}
