package io.gatehouse.providers.analytics.timeseries;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;

import java.util.Map;

/** {@code timeseries_analyze}: forecasts, anomalies, change points and trend of one series. */
public final class TimeseriesProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "timeseries";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    handlers = Map.of("analyze", new AnalyzeHandler(context.manifest().version()));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
