package io.gatehouse.providers.analytics.earthquakes;

import io.gatehouse.analytics.quakes.CatalogAnalysis;
import io.gatehouse.analytics.quakes.CatalogOptions;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.providers.analytics.Compute;
import io.gatehouse.providers.analytics.Provenance;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** Takes the caller's features, or fetches them through the usgs provider, and analyses them on a worker. */
final class AnalyzeHandler implements OperationHandler {

  static final int MAX_EVENTS = 20_000;

  private final UsgsFetch fetch;
  private final String version;

  AnalyzeHandler(UsgsFetch fetch, String version) {
    this.fetch = fetch;
    this.version = version;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    JsonArray features = args.getJsonArray("features");
    JsonObject query = args.getJsonObject("query");
    if ((features == null) == (query == null)) {
      return Future.failedFuture(ProviderException.badArgument("features",
        "give either features (GeoJSON events) or query (FDSN parameters to fetch them), not both"));
    }
    CatalogOptions options = options(args);
    Future<UsgsFetch.Fetched> events = features != null
      ? Future.succeededFuture(new UsgsFetch.Fetched(features, List.of()))
      : fetch.fetch(invocation, query);
    String field = features != null ? "features" : "query";
    return events.compose(fetched -> Compute.blocking(invocation, field, () -> {
      JsonArray all = fetched.features();
      if (all.size() > MAX_EVENTS) throw new IllegalArgumentException("at most " + MAX_EVENTS + " events; narrow the query");
      QuakeFeatures.Parsed parsed = QuakeFeatures.parse(all);
      CatalogAnalysis analysis = CatalogAnalysis.of(parsed.quakes(), options);
      JsonObject body = CatalogJson.write(analysis, parsed, options);
      List<Source> sources = new ArrayList<>(fetched.sources());
      sources.add(Provenance.computation("space-time DBSCAN, Gardner-Knopoff windows, binned maximum-likelihood b-value", version));
      return Result.of(body, sources);
    }));
  }

  private static CatalogOptions options(JsonObject args) {
    CatalogOptions d = CatalogOptions.defaults();
    Double mc = args.getDouble("mc");
    return new CatalogOptions(args.getDouble("eps_km", d.epsKm()), args.getDouble("eps_hours", d.epsHours()),
      args.getInteger("min_points", d.minPoints()), mc == null ? Double.NaN : mc,
      args.getDouble("bin_width", d.binWidth()), args.getInteger("min_aftershocks", d.minAftershocks()));
  }
}
