package io.gatehouse.providers.analytics.entities;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;

import java.util.Map;

/** {@code entities_match}: company names matched across registers and lists, with the evidence. */
public final class EntitiesProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "entities";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    handlers = Map.of("match", new MatchHandler(context.manifest().version()));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
