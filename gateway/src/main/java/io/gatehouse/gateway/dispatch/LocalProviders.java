package io.gatehouse.gateway.dispatch;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The provider verticles running in this process, so that the dispatcher can run an operation that
 * allows it on the caller's own event loop instead of sending it over the event bus.
 */
public final class LocalProviders {

  private final Map<String, ProviderVerticle> running = new ConcurrentHashMap<>();

  void started(String providerId, ProviderVerticle verticle) {
    running.put(providerId, verticle);
  }

  void stopped(String providerId, ProviderVerticle verticle) {
    running.remove(providerId, verticle);
  }

  /** The provider's verticle when it runs here, else null. */
  ProviderVerticle find(String providerId) {
    return running.get(providerId);
  }
}
