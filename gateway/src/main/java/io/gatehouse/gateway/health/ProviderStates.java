package io.gatehouse.gateway.health;

import io.gatehouse.gateway.plugins.LoadedProvider;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** What a provider running here says of its data on the health page; a provider that fails to say is shown so. */
public final class ProviderStates {

  private ProviderStates() {
  }

  public static JsonObject of(List<LoadedProvider> providers, String id) {
    for (LoadedProvider loaded : providers) {
      if (!loaded.id().equals(id)) continue;
      try {
        return loaded.provider().health();
      } catch (RuntimeException e) {
        return new JsonObject().put("error", "the provider could not say: " + e.getMessage());
      }
    }
    return null;
  }
}
