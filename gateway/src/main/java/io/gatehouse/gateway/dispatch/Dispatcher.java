package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.catalog.ProviderAddresses;
import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.gatehouse.gateway.config.CallTimeouts;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The gateway's side of a call: an event-bus request to the provider's verticle, wherever in the
 * cluster it runs, with a timeout, the request id, optional progress and cancellation. An upstream read
 * of a provider in this process, or a call of a handler that may run on any loop, runs on the caller's
 * own event loop instead, within the same timeout.
 */
public final class Dispatcher {

  private final Vertx vertx;
  private final MeterRegistry registry;
  private final Map<String, Map<String, Timer>> timers = new ConcurrentHashMap<>();
  /** How a call reaches its provider over the event bus: its own address alone, a chosen node in a cluster. */
  private final ProviderRequests requests;
  /**
   * The providers running on this node, whose handlers that may run on any loop are called on the
   * caller's: alone, or in a cluster, where a node prefers its own providers anyway (no hop, no failover to need).
   */
  private final LocalProviders local;
  private final CallTimeouts timeouts;

  public Dispatcher(Vertx vertx, MeterRegistry registry) {
    this(vertx, registry, ProviderDirectory.alone(), new LocalProviders());
  }

  public Dispatcher(Vertx vertx, MeterRegistry registry, ProviderDirectory directory, LocalProviders local) {
    this(vertx, registry, directory, local, CallTimeouts.asDeclared());
  }

  /**
   * @param directory where providers run; in a cluster calls go to a chosen node
   * @param local     the providers running on this node, whose calls may run on the caller's loop
   */
  public Dispatcher(Vertx vertx, MeterRegistry registry, ProviderDirectory directory, LocalProviders local,
                    CallTimeouts timeouts) {
    this.vertx = vertx;
    this.timeouts = timeouts;
    this.registry = registry;
    this.local = local;
    this.requests = directory.clustered() ? new Failover(vertx.eventBus(), directory)
      : (op, message, delivery) -> vertx.eventBus().request(op.address(), message, delivery);
    // a gateway builds its dispatcher before it deploys providers, whose replies need the codec too
    AnswerCodec.registerOn(vertx.eventBus());
  }

  /** Sends already validated arguments; fails with a {@link ProviderException}. */
  public Future<Answer> invoke(CatalogOperation op, JsonObject arguments, CallOptions options) {
    long timeout = timeouts.of(op.providerId(), op.spec().id(), op.spec().timeoutMs(), options.timeoutMs());
    long start = System.nanoTime();
    // an upstream read is the gateway's own thread-safe code; a provider's handlers keep its event loop,
    // unless a handler says it may run on any
    ProviderVerticle here = local.find(op.providerId());
    if (here != null && here.runsOnCallersLoop(op.spec().id())) {
      // no event-bus hop; an upstream read ends by its deadline on its own, retries and waits included
      Future<Answer> answer = here.callOnCallersLoop(op.spec().id(), arguments, options, Instant.now().plusMillis(timeout));
      // timed before the caller's own handlers run, as andThen would, without another future
      answer.onComplete(ar -> record(op, ar.succeeded() ? "ok" : ((ProviderException) ar.cause()).failure().slug(), start));
      return answer;
    }
    DeliveryOptions delivery = new DeliveryOptions()
      .setSendTimeout(timeout)
      .addHeader(InvocationHeaders.REQUEST_ID, options.requestId())
      .addHeader(InvocationHeaders.DEADLINE, Long.toString(System.currentTimeMillis() + timeout));
    if (options.origin() != null) delivery.addHeader(InvocationHeaders.ORIGIN, options.origin().encode());
    // traceparent, tracestate and baggage travel as headers, to this node's provider or another's
    if (options.trace().recording()) options.trace().inject(delivery::addHeader);
    MessageConsumer<JsonObject> progress = null;
    if (options.progress() != null) {
      String address = "gatehouse.progress." + options.requestId();
      progress = vertx.eventBus().consumer(address, m -> options.progress().accept(m.body()));
      delivery.addHeader(InvocationHeaders.PROGRESS, address);
    }
    MessageConsumer<JsonObject> log = null;
    if (options.log() != null) {
      String address = "gatehouse.log." + options.requestId();
      log = vertx.eventBus().consumer(address, m -> options.log().accept(m.body()));
      delivery.addHeader(InvocationHeaders.LOG, address);
    }
    if (options.cancellation() != null) {
      options.cancellation().onSuccess(v -> cancel(op, options.requestId()));
    }
    JsonObject message = new JsonObject()
      .put(InvocationHeaders.OPERATION, op.spec().id())
      .put(InvocationHeaders.ARGUMENTS, arguments);
    if (options.client() != null) message.put(InvocationHeaders.CLIENT, options.client());
    MessageConsumer<JsonObject> progressConsumer = progress;
    MessageConsumer<JsonObject> logConsumer = log;
    Future<Answer> answer = requests.request(op, message, delivery).map(Message::body);
    return answer
      .recover(failure -> {
        ProviderException mapped = map(op, failure, timeout);
        if (mapped.failure() == Failure.TIMEOUT) cancel(op, options.requestId());
        return Future.failedFuture(mapped);
      })
      .andThen(ar -> {
        if (progressConsumer != null) progressConsumer.unregister();
        if (logConsumer != null) logConsumer.unregister();
        record(op, ar.succeeded() ? "ok" : ((ProviderException) ar.cause()).failure().slug(), start);
      });
  }

  private void cancel(CatalogOperation op, String requestId) {
    vertx.eventBus().publish(ProviderAddresses.cancel(op.providerId()), requestId);
  }

  private static ProviderException map(CatalogOperation op, Throwable failure, long timeout) {
    if (failure instanceof ReplyException reply) {
      switch (reply.failureType()) {
        case TIMEOUT:
          return new ProviderException(Failure.TIMEOUT,
            op.toolName() + " did not answer within " + timeout + " ms");
        case NO_HANDLERS:
          return new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
            "provider " + op.providerId() + " is not running");
        default:
          return decode(reply.getMessage());
      }
    }
    return failure instanceof ProviderException pe ? pe
      : new ProviderException(Failure.INTERNAL, "internal error while calling " + op.toolName());
  }

  private static ProviderException decode(String message) {
    try {
      return ProviderException.fromJson(new JsonObject(message));
    } catch (DecodeException | NullPointerException e) {
      return new ProviderException(Failure.INTERNAL, "the provider failed");
    }
  }

  private void record(CatalogOperation op, String outcome, long startNanos) {
    if (registry == null) return;
    // found by tool, then outcome: no key is built per call
    Map<String, Timer> byOutcome = timers.get(op.toolName());
    if (byOutcome == null) byOutcome = timers.computeIfAbsent(op.toolName(), tool -> new ConcurrentHashMap<>());
    Timer timer = byOutcome.get(outcome);
    if (timer == null) {
      timer = byOutcome.computeIfAbsent(outcome, k -> Timer.builder("gatehouse.tool.calls")
        .description("Operation calls through the gateway, by tool and outcome")
        .tag("provider", op.providerId())
        .tag("tool", op.toolName())
        .tag("outcome", outcome)
        .register(registry));
    }
    timer.record(System.nanoTime() - startNanos, TimeUnit.NANOSECONDS);
  }
}
