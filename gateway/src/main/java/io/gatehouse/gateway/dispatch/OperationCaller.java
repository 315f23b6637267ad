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

/** The one way in for REST, MCP and provider-to-provider calls: validate, charge the caller, then dispatch. */
public final class OperationCaller {

  private final Supplier<Catalog> catalog;
  private final Dispatcher dispatcher;
  private final ReadCache reads;
  private final Tracing tracing;
  private final CallGate gate;

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
    this(catalog, dispatcher, registryOrNull, tracing, CallGate.OPEN);
  }

  /** @param gate refuses calls to operations that may not be called now (retired upstream) */
  public OperationCaller(Supplier<Catalog> catalog, Dispatcher dispatcher, MeterRegistry registryOrNull,
                         Tracing tracing, CallGate gate) {
    this.gate = gate;
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

  public Future<JsonObject> call(String toolName, JsonObject arguments, CallOptions options) {
    CatalogOperation op = catalog.get().tool(toolName);
    if (op == null) {
      return Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + toolName));
    }
    return call(op, arguments, options);
  }

  public Future<JsonObject> call(CatalogOperation op, JsonObject arguments, CallOptions options) {
    return answer(op, arguments, options).map(Answer::json);
  }

  /** The answer as it travels, for callers that pass it on rather than read it; its observer hears how it ended. */
  public Future<Answer> answer(CatalogOperation op, JsonObject arguments, CallOptions options) {
    Future<Answer> answer = validateAndDispatch(op, arguments, options);
    CallObserver observer = options.observer();
    // a listener, not another future: it runs before the caller's own, so it sees the answer unchanged
    return observer == null ? answer : answer.onComplete(ar -> observer.finished(ar.result(), ar.cause()));
  }

  private Future<Answer> validateAndDispatch(CatalogOperation op, JsonObject arguments, CallOptions options) {
    ProviderException refused = gate.refusal(op);
    if (refused != null) return Future.failedFuture(refused);
    JsonObject validated;
    try {
      validated = op.validator().validate(arguments);
    } catch (ProviderException e) {
      return Future.failedFuture(e);
    }
    CallCharge charge = options.charge();
    if (charge == null) return dispatch(op, validated, options);
    return charge.take(op).compose(paid -> dispatch(op, validated, options));
  }

  private Future<Answer> dispatch(CatalogOperation op, JsonObject validated, CallOptions options) {
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
    return call(enricher.toolName(), request, CallOptions.of(options.requestId() + "-enrich").traced(options.trace()))
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
