package io.gatehouse.providers.analytics.earthquakes;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;

import java.util.List;
import java.util.Map;

/**
 * {@code earthquakes_analyze}: clusters, aftershock sequences and b-value of a catalogue.
 *
 * <p>Configuration ({@code providers.earthquakes}): {@code usgs_operations}, the usgs provider's
 * FDSN event query operation ids to try in order when the caller passes a query instead of events.
 */
public final class EarthquakesProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "earthquakes";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    JsonArray configured = context.config().getJsonArray("usgs_operations");
    List<String> operations = configured == null ? UsgsFetch.DEFAULT_OPERATIONS
      : configured.stream().map(String::valueOf).toList();
    UsgsFetch fetch = new UsgsFetch(operations);
    handlers = Map.of("analyze", new AnalyzeHandler(fetch, context.manifest().version()));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
