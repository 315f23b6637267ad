package io.gatehouse.providers.analytics.xbrl;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;

import java.util.Map;

/** {@code xbrl_normalize}: SEC company facts as clean annual, quarterly and trailing-twelve-month series. */
public final class XbrlProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "xbrl";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    handlers = Map.of("normalize", new NormalizeHandler(context.manifest().version()));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
