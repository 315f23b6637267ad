package io.gatehouse.providers.analytics.earthquakes;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/**
 * Fetches events through the usgs provider's FDSN event query ({@code usgs_event_query}; an operator
 * may name others in configuration, tried in order). The answer is read whether it comes
 * as {@code {data: FeatureCollection}}, as the collection itself, or as GeoJSON text.
 */
final class UsgsFetch {

  static final String PROVIDER = "usgs";
  static final List<String> DEFAULT_OPERATIONS = List.of("event_query");

  private final List<String> operations;

  UsgsFetch(List<String> operations) {
    this.operations = List.copyOf(operations);
  }

  /**
   * What the usgs provider answered and the sources it cited. GeoJSON text is only decoded by
   * {@link #features()}, which callers run on a worker: a large catalogue is megabytes.
   */
  record Fetched(Object data, List<Source> sources) {

    JsonArray features() {
      Object value = data;
      if (data instanceof String text) {
        try {
          value = new JsonObject(text);
        } catch (io.vertx.core.json.DecodeException e) {
          throw new ProviderException(Failure.UPSTREAM_REJECTED, "the usgs event query answered with text that is not GeoJSON");
        }
      }
      if (value instanceof JsonObject collection && collection.getValue("features") instanceof JsonArray features) {
        return features;
      }
      if (value instanceof JsonArray features) return features;
      throw new ProviderException(Failure.UPSTREAM_REJECTED, "the usgs event query did not answer with GeoJSON features");
    }
  }

  /** The events the query selects, fetched from the usgs provider as part of the invocation. */
  Future<Fetched> fetch(Invocation invocation, JsonObject query) {
    JsonObject args = query.copy();
    args.put("format", "geojson");
    return attempt(invocation, args, 0);
  }

  private Future<Fetched> attempt(Invocation invocation, JsonObject args, int i) {
    if (i >= operations.size()) {
      return Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
        "the usgs provider's FDSN event query is not available here (tried " + String.join(", ", operations)
          + "); pass the events as features instead"));
    }
    JsonObject sent = args.copy();
    return invocation.invoke(PROVIDER, operations.get(i), sent).map(UsgsFetch::read).recover(e -> {
      if (unknownOperation(e)) return attempt(invocation, args, i + 1);
      // an operation that rejects format=geojson (it may set the format itself): retry without it once
      if (e instanceof ProviderException pe && pe.failure() == Failure.BAD_ARGUMENT && sent.containsKey("format")) {
        JsonObject without = args.copy();
        without.remove("format");
        return invocation.invoke(PROVIDER, operations.get(i), without).map(UsgsFetch::read);
      }
      return Future.failedFuture(e);
    });
  }

  private static boolean unknownOperation(Throwable e) {
    return e instanceof ProviderException pe && pe.failure() == Failure.NOT_FOUND
      && String.valueOf(pe.getMessage()).startsWith("unknown operation");
  }

  static Fetched read(JsonObject result) {
    List<Source> sources = new ArrayList<>();
    JsonArray listed = result.getJsonArray("sources", new JsonArray());
    for (Object s : listed) {
      if (s instanceof JsonObject json) {
        try {
          sources.add(Source.fromJson(json));
        } catch (RuntimeException malformed) {
          // a source we cannot read is left out rather than failing the analysis
        }
      }
    }
    return new Fetched(result.containsKey("data") ? result.getValue("data") : result, sources);
  }
}
