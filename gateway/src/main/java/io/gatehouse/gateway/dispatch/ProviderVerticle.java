package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.catalog.ProviderAddresses;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.gatehouse.gateway.trace.TraceLog;
import io.gatehouse.gateway.trace.TraceSpan;
import io.gatehouse.gateway.trace.Tracing;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import io.vertx.core.eventbus.Message;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs one provider behind its event-bus address: starts it, then answers invocation messages with
 * the provider's handler or the manifest's upstream call. Messages carry JSON only, so the same
 * verticle serves local and clustered callers. Calls that need not run on its own event loop, a
 * dispatcher of this process makes directly on the caller's.
 */
public final class ProviderVerticle extends VerticleBase {

  private static final Logger LOG = LoggerFactory.getLogger(ProviderVerticle.class);

  private final LoadedProvider loaded;
  private final ProviderContext providerContext;
  private final String nodeId;
  private final Counter calls;
  private final Map<String, OperationSpec> operations = new HashMap<>();
  private final Map<String, DispatchedInvocation> inFlight = new HashMap<>();
  private final LocalProviders local;
  private final ProviderSpans spans;
  private Map<String, OperationHandler> handlers;

  /**
   * @param nodeId         in a cluster, this node's id: the provider also answers on its node's own address
   * @param registryOrNull where to count the calls this node serves
   * @param local          where the dispatcher finds the provider to run calls on their own event loop
   */
  public ProviderVerticle(LoadedProvider loaded, ProviderContext providerContext, String nodeId,
                          MeterRegistry registryOrNull, LocalProviders local) {
    this(loaded, providerContext, nodeId, registryOrNull, local, Tracing.off());
  }

  /** @param tracing where this provider's call spans go */
  public ProviderVerticle(LoadedProvider loaded, ProviderContext providerContext, String nodeId,
                          MeterRegistry registryOrNull, LocalProviders local, Tracing tracing) {
    this.spans = new ProviderSpans(tracing, loaded.id(), nodeId);
    this.loaded = loaded;
    this.providerContext = providerContext;
    this.nodeId = nodeId;
    this.local = local;
    this.calls = registryOrNull == null ? null : Counter.builder("gatehouse.provider.calls")
      .description("Operation calls served by this node's provider verticles")
      .tag("provider", loaded.id())
      .register(registryOrNull);
    loaded.manifest().operations().forEach(op -> operations.put(op.id(), op));
  }

  @Override
  public Future<?> start() {
    Future<Void> started;
    try {
      started = loaded.provider().start(providerContext);
    } catch (RuntimeException e) {
      started = Future.failedFuture(e);
    }
    return started.compose(v -> {
      handlers = Map.copyOf(loaded.provider().handlers());
      for (OperationSpec op : operations.values()) {
        if (op.computed() && !handlers.containsKey(op.handler())) {
          return Future.failedFuture("operation " + op.id() + " names handler '" + op.handler()
            + "' which the provider does not supply");
        }
      }
      vertx.eventBus().<String>consumer(ProviderAddresses.cancel(loaded.id()), m -> {
        DispatchedInvocation invocation = inFlight.get(m.body());
        if (invocation != null) invocation.cancel();
      });
      local.started(loaded.id(), this);
      Future<Void> shared = vertx.eventBus().<JsonObject>consumer(ProviderAddresses.invoke(loaded.id()),
        this::handleInvoke).completion();
      return nodeId == null ? shared : shared.compose(x -> vertx.eventBus().<JsonObject>consumer(
        ProviderAddresses.invokeOn(loaded.id(), nodeId), this::handleInvoke).completion());
    });
  }

  @Override
  public Future<?> stop() {
    local.stopped(loaded.id(), this);
    inFlight.values().forEach(DispatchedInvocation::cancel);
    return loaded.provider().stop();
  }

  /** Whether a call of the operation may run on the caller's loop: an upstream read, or a handler that says so. */
  boolean runsOnCallersLoop(String operationId) {
    OperationSpec op = operations.get(operationId);
    if (op == null || !op.computed()) return true;
    OperationHandler handler = handlers == null ? null : handlers.get(op.handler());
    return handler != null && handler.runsOnCallersLoop();
  }

  /**
   * Runs a call on the caller's event loop: upstream reads, and calls of handlers that may run there.
   * Fails with a {@link ProviderException}.
   */
  Future<Answer> callOnCallersLoop(String operationId, JsonObject arguments, CallOptions options, Instant deadline) {
    OperationSpec op = operations.get(operationId);
    if (op == null) return Future.failedFuture(unknown(operationId));
    TraceSpan span = spans.start(op, options.requestId(), options.trace());
    DispatchedInvocation invocation = new DispatchedInvocation(op.id(), arguments, options.requestId(),
      providerContext, deadline, options.progress(), options.log(), options.client(), span, options.origin());
    if (options.cancellation() != null) options.cancellation().onSuccess(v -> invocation.cancel());
    // one promise completed in place: a transform would add a future of its own per call
    Promise<Answer> answered = Promise.promise();
    run(op, invocation).onComplete(ar -> {
      spans.end(span, options.requestId(), ar);
      try {
        if (ar.succeeded()) answered.complete(answer(ar.result()));
        else answered.fail(failure(ar.cause(), op, options.requestId(), span));
      } catch (RuntimeException e) {
        answered.fail(failure(e, op, options.requestId(), span));
      }
    });
    return answered.future();
  }

  private void handleInvoke(Message<JsonObject> message) {
    JsonObject body = message.body();
    String requestId = message.headers().get(InvocationHeaders.REQUEST_ID);
    OperationSpec op = operations.get(body.getString(InvocationHeaders.OPERATION));
    if (op == null) {
      fail(message, unknown(body.getString(InvocationHeaders.OPERATION)));
      return;
    }
    String deadline = message.headers().get(InvocationHeaders.DEADLINE);
    TraceSpan span = spans.start(op, requestId, message.headers());
    DispatchedInvocation invocation = new DispatchedInvocation(op.id(), body.getJsonObject(InvocationHeaders.ARGUMENTS),
      requestId, providerContext,
      deadline == null ? Instant.now().plusMillis(op.timeoutMs()) : Instant.ofEpochMilli(Long.parseLong(deadline)),
      sendingTo(message.headers().get(InvocationHeaders.PROGRESS)), sendingTo(message.headers().get(InvocationHeaders.LOG)),
      body.getJsonObject(InvocationHeaders.CLIENT), span, CallOrigin.decode(message.headers().get(InvocationHeaders.ORIGIN)));
    inFlight.put(requestId, invocation);
    run(op, invocation).onComplete(ar -> {
      inFlight.remove(requestId);
      spans.end(span, requestId, ar);
      if (ar.succeeded()) {
        message.reply(answer(ar.result()));
      } else {
        fail(message, failure(ar.cause(), op, requestId, span));
      }
    });
  }

  private Future<Result> run(OperationSpec op, DispatchedInvocation invocation) {
    if (calls != null) calls.increment();
    try {
      return op.computed()
        ? handlers.get(op.handler()).handle(invocation)
        : UpstreamOperation.execute(invocation, op, providerContext.upstream(op.request().upstream()));
    } catch (RuntimeException e) {
      return Future.failedFuture(e);
    }
  }

  /** Where the caller listens on the event bus, as a sink; null when it does not. */
  private Consumer<JsonObject> sendingTo(String addressOrNull) {
    return addressOrNull == null ? null : note -> vertx.eventBus().send(addressOrNull, note);
  }

  /**
   * Encoded here, once: the gateway writes or splices these bytes and parses them only when it must.
   * The answer says what the gateway cannot see without parsing: that it is more than fields, that
   * it came whole from caches (which lets the gateway keep it for the rest of its lifetime), and its
   * sources, verdict and reasons (for the audit trail).
   */
  private static Answer answer(Result result) {
    return Answer.of(result, cachedSince(result));
  }

  /** When the oldest source of an answer made only of cached sources was retrieved, else 0. */
  private static long cachedSince(Result result) {
    long oldest = Long.MAX_VALUE;
    for (Source source : result.sources()) {
      if (!Source.CACHED.equals(source.status())) return 0;
      oldest = Math.min(oldest, source.retrievedAt().toEpochMilli());
    }
    return oldest == Long.MAX_VALUE ? 0 : oldest;
  }

  private ProviderException unknown(String operationId) {
    return new ProviderException(Failure.NOT_FOUND, "unknown operation " + operationId + " of provider " + loaded.id());
  }

  private ProviderException failure(Throwable cause, OperationSpec op, String requestId, TraceSpan span) {
    if (cause instanceof ProviderException pe) return pe;
    // an unexpected exception: log it whole here, tell the caller only that it happened
    try (TraceLog ignored = TraceLog.of(span)) {
      LOG.error("[{}] {}_{} failed unexpectedly", requestId, loaded.id(), op.id(), cause);
    }
    return new ProviderException(Failure.INTERNAL, loaded.id() + "_" + op.id() + " failed unexpectedly");
  }

  private static void fail(Message<JsonObject> message, ProviderException e) {
    message.fail(e.failure().httpStatus(), e.toJson().encode());
  }
}
