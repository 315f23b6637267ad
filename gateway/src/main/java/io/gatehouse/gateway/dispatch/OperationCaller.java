package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.catalog.Enrichment;
import io.gatehouse.gateway.catalog.SeriesEnricher;
import io.gatehouse.gateway.trace.Tracing;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.function.Supplier;

/**
 * Runs calls the call gate admitted: through the read cache, to the provider, with the series
 * enrichment an operation declares. Calls made on behalf of a call (a provider's nested calls, the
 * enrichment) go back through the gate, the {@link #nested()} port.
 */
public final class OperationCaller {

  private final Supplier<Catalog> catalog;
  private final Dispatcher dispatcher;
  private final ReadCache reads;
  private final Tracing tracing;
  /** Until a gate is in place (tools and tests that dispatch directly), nested calls are validated and dispatched. */
  private volatile NestedCalls nested = this::validateAndDispatch;

  public OperationCaller(Supplier<Catalog> catalog, Dispatcher dispatcher) {
    this(catalog, dispatcher, null);
  }

  /** @param registryOrNull where the read cache reports its hits, misses and size */
  public OperationCaller(Supplier<Catalog> catalog, Dispatcher dispatcher, MeterRegistry registryOrNull) {
    this(catalog, dispatcher, registryOrNull, Tracing.off());
  }

  /** @param tracing where the spans of the calls that come in through REST and MCP go */
  public OperationCaller(Supplier<Catalog> catalog, Dispatcher dispatcher, MeterRegistry registryOrNull,
                         Tracing tracing) {
    this.reads = new ReadCache(registryOrNull);
    this.catalog = catalog;
    this.dispatcher = dispatcher;
    this.tracing = tracing;
  }

  /** The gateway's tracing, for the protocols that open request spans before they call. */
  public Tracing tracing() {
    return tracing;
  }

  public Catalog catalog() {
    return catalog.get();
  }

  /** Makes calls on behalf of calls being served go through {@code gate}. */
  public void nestThrough(NestedCalls gate) {
    this.nested = gate;
  }

  /** Where calls made on behalf of a call being served go: the gate, once there is one. */
  public NestedCalls nested() {
    return nested;
  }

  /** An unguarded call, for tools that run operations with no caller (the command line) and tests. */
  public Future<JsonObject> call(String toolName, JsonObject arguments, CallOptions options) {
    return validateAndDispatch(toolName, arguments, options).map(Answer::json);
  }

  private Future<Answer> validateAndDispatch(String toolName, JsonObject arguments, CallOptions options) {
    CatalogOperation op = catalog.get().tool(toolName);
    if (op == null) {
      return Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + toolName));
    }
    try {
      return dispatch(op, op.validator().validate(arguments), options);
    } catch (ProviderException e) {
      return Future.failedFuture(e);
    }
  }

  /** Sends arguments the operation's schema already accepted; fails with a {@link ProviderException}. */
  public Future<Answer> dispatch(CatalogOperation op, JsonObject validated, CallOptions options) {
    SeriesEnricher enricher = catalog.get().seriesEnricher();
    List<String> tasks = op.spec().series() == null || enricher == null ? null : Enrichment.tasks(validated);
    if (tasks == null) return ReadCache.caches(op) ? read(op, validated, options) : dispatcher.invoke(op, validated, options);
    JsonObject plain = validated.copy();
    plain.remove(Enrichment.ARGUMENT);
    return dispatcher.invoke(op, plain, options)
      .compose(answer -> enrich(op, answer.json(), enricher, tasks, options))
      .map(Answer::of);
  }

  /** A cacheable upstream read: answered at once when the same read was answered a moment ago. */
  private Future<Answer> read(CatalogOperation op, JsonObject arguments, CallOptions options) {
    String key = ReadCache.key(op, arguments);
    Answer cached = reads.get(key);
    if (cached != null) return Future.succeededFuture(cached);
    Future<Answer> answer = dispatcher.invoke(op, arguments, options);
    answer.onSuccess(fetched -> reads.put(key, op, fetched));
    return answer;
  }

  /** Adds the series analysis and its sources; an analysis that cannot run is said, never fatal. */
  private Future<JsonObject> enrich(CatalogOperation op, JsonObject result, SeriesEnricher enricher, List<String> tasks,
                                    CallOptions options) {
    JsonArray points = Enrichment.points(op.spec(), result);
    JsonObject request = new JsonObject().put("points", points).put("tasks", new JsonArray(tasks));
    CallOptions enrichment = CallOptions.of(options.requestId() + "-enrich").traced(options.trace())
      .from(options.origin() == null ? null : options.origin().nestedIn(options.requestId()));
    return nested.call(enricher.toolName(), request, enrichment).map(Answer::json)
      .map(analysis -> {
        JsonArray sources = result.getJsonArray("sources", new JsonArray());
        analysis.getJsonArray("sources", new JsonArray()).forEach(sources::add);
        analysis.remove("sources");
        JsonObject key = Enrichment.seriesKey(op.spec(), result);
        if (key != null) analysis.put("series_of", key);
        return result.put("enrichment", analysis).put("sources", sources);
      })
      .otherwise(e -> result.put("enrichment", new JsonObject().put("error", e.getMessage())
        .put("points", points.size())));
  }
}
