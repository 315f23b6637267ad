package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.circuitbreaker.CircuitBreaker;
import io.vertx.circuitbreaker.CircuitBreakerOptions;
import io.vertx.circuitbreaker.OpenCircuitException;
import io.vertx.core.AsyncResult;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * One upstream: each call resolves credentials, is answered from cache or coalesced when it may
 * be, then makes attempts — each waiting for a rate-limit turn and passing the circuit breaker —
 * until an answer is final, the retries are spent or the deadline leaves no room.
 */
final class UpstreamClientImpl implements UpstreamClient {

  static final int MAX_BODY_BYTES = 32 * 1024 * 1024;
  static final int BREAKER_MAX_FAILURES = 5;
  static final long BREAKER_RESET_MS = 30_000;

  private static final Logger log = LoggerFactory.getLogger(UpstreamClientImpl.class);

  private final String id;
  private final UpstreamSpec spec;
  private final String baseUrl;
  private final Origin origin;
  private final Vertx vertx;
  private final LoopClients web;
  private final AnswerCache cache;
  private final Credentials credentials;
  private final UpstreamFailures failures;
  private final Turns bucket;
  private final CircuitBreaker breaker;
  private final UpstreamMetrics metrics;
  private volatile long openedAt;

  UpstreamClientImpl(String id, UpstreamSpec spec, String baseUrl, Vertx vertx, LoopClients web, AnswerCache cache,
                     Function<String, Optional<String>> variables, MeterRegistry registry, Turns bucket) {
    this.id = id;
    this.spec = spec;
    this.baseUrl = baseUrl;
    this.origin = Origin.of(baseUrl);
    this.vertx = vertx;
    this.web = web;
    this.cache = cache;
    this.credentials = new Credentials(spec, variables);
    this.failures = new UpstreamFailures(spec);
    this.bucket = bucket;
    // attempts time themselves out and retry on their own, so the breaker only counts
    this.breaker = CircuitBreaker.create("upstream." + id, vertx, new CircuitBreakerOptions()
        .setMaxFailures(BREAKER_MAX_FAILURES)
        .setResetTimeout(BREAKER_RESET_MS)
        .setTimeout(-1)
        .setMaxRetries(0)
        .setNotificationAddress(null))
      .openHandler(v -> {
        openedAt = System.nanoTime();
        log.warn("Circuit for upstream {} ({}) opened after repeated failures", id, spec.source());
      })
      .closeHandler(v -> log.info("Circuit for upstream {} ({}) closed", id, spec.source()));
    this.metrics = new UpstreamMetrics(registry, id, breaker);
  }

  @Override
  public String baseUrl() {
    return baseUrl;
  }

  @Override
  public Future<UpstreamResponse> send(UpstreamRequest request) {
    long start = System.nanoTime();
    Context caller = vertx.getOrCreateContext();
    Future<UpstreamResponse> answer;
    try {
      Call call = Call.prepare(id, spec, baseUrl, credentials, request, start);
      answer = call.cacheable()
        ? cache.get(call.cacheKey(), request.cacheTtl(), () -> attempt(call, 0))
            .map(lookup -> respond(call, lookup.answer(), lookup.cached()))
        : attempt(call, 0).map(fetched -> respond(call, fetched, false));
    } catch (ProviderException e) {
      answer = Future.failedFuture(e);
    }
    // coalesced callers may be completed from another caller's event loop: hand back on their own
    Promise<UpstreamResponse> result = Promise.promise();
    answer.onComplete(ar -> {
      metrics.record(start, outcome(ar));
      if (Vertx.currentContext() == caller) result.handle(ar);
      else caller.runOnContext(v -> result.handle(ar));
    });
    return result.future();
  }

  void close() {
    breaker.close();
    metrics.close();
  }

  private Future<Fetched> attempt(Call call, int retry) {
    Future<Void> turn = awaitTurn(call);
    // a turn granted at once, the usual case, goes straight on
    Future<Fetched> sent = turn.succeeded() ? passBreaker(call) : turn.compose(v -> passBreaker(call));
    return sent.transform(ar -> afterAttempt(call, retry, ar));
  }

  private Future<Fetched> passBreaker(Call call) {
    return call.remainingMillis() <= 0
      ? Future.failedFuture(failures.timeout())
      : breaker.execute(() -> exchange(call));
  }

  /** Waits for this upstream's next rate-limit turn on a timer, or fails at once if it comes after the deadline. */
  private Future<Void> awaitTurn(Call call) {
    if (bucket == null) return Future.succeededFuture();
    Future<TokenBucket.Turn> reserved = bucket.reserve(call.deadline() - System.nanoTime());
    return reserved.succeeded() ? afterTurn(reserved.result()) : reserved.compose(this::afterTurn);
  }

  private Future<Void> afterTurn(TokenBucket.Turn turn) {
    return turn.granted()
      ? sleep(turn.waitNanos() / 1_000_000)
      : Future.failedFuture(failures.rateLimitedLocally(Backoff.toSeconds(turn.waitNanos() / 1_000_000)));
  }

  private Future<Fetched> exchange(Call call) {
    long attemptMs = Math.min(spec.timeoutMs(), call.remainingMillis());
    RequestOptions options = Origin.target(origin, new RequestOptions(), call.url())
      .setMethod(HttpMethod.valueOf(call.method()))
      .setHeaders(call.headers())
      // a new connection's own bound; the attempt's deadline covers the rest
      .setConnectTimeout(attemptMs)
      .setFollowRedirects(true);
    return WireAttempt.send(vertx, web.current(), options, call.request().body(), attemptMs, MAX_BODY_BYTES)
      .compose(fetched -> {
        log.debug("Upstream {} {} {} answered {} (request {})", id, call.method(), call.sourceUrl(),
          fetched.status(), call.request().requestId());
        return fetched.status() >= 500 ? Future.failedFuture(new ServerError(fetched)) : Future.succeededFuture(fetched);
      });
  }

  /** Returns a final answer, retries when that is allowed and fits before the deadline, or fails. */
  private Future<Fetched> afterAttempt(Call call, int retry, AsyncResult<Fetched> ar) {
    Fetched answer = ar.succeeded() ? ar.result() : ar.cause() instanceof ServerError e ? e.answer() : null;
    boolean worthRetrying = answer != null
      ? answer.status() == 429 || answer.status() >= 500
      : isTransient(ar.cause());
    if (!worthRetrying) {
      return ar.succeeded() ? Future.succeededFuture(answer) : Future.failedFuture(failure(ar.cause()));
    }
    Long asked = answer == null ? null : Backoff.retryAfterMillis(answer.header("Retry-After"), Instant.now());
    long delay = asked != null ? asked : Backoff.delayMillis(retry + 1);
    if (call.idempotent() && retry < spec.retries() && delay < call.remainingMillis()) {
      log.debug("Upstream {} {} {}: retry {} in {} ms after {} (request {})", id, call.method(), call.sourceUrl(),
        retry + 1, delay, answer != null ? "HTTP " + answer.status() : ar.cause().getClass().getSimpleName(),
        call.request().requestId());
      return sleep(delay).compose(v -> attempt(call, retry + 1));
    }
    if (answer == null) return Future.failedFuture(failure(ar.cause()));
    return Future.failedFuture(answer.status() == 429
      ? failures.rateLimitedByUpstream(Backoff.toSeconds(asked != null ? asked : 0))
      : failures.serverError(answer.status()));
  }

  /** Worth another attempt: the upstream may answer next time. */
  private static boolean isTransient(Throwable cause) {
    return cause instanceof TimeoutException || cause instanceof IOException || cause instanceof HttpClosedException;
  }

  private ProviderException failure(Throwable cause) {
    if (cause instanceof ProviderException e) return e;
    if (cause instanceof OpenCircuitException) {
      long elapsedMs = (System.nanoTime() - openedAt) / 1_000_000;
      return failures.circuitOpen(Backoff.toSeconds(BREAKER_RESET_MS - elapsedMs));
    }
    if (cause instanceof TimeoutException) return failures.timeout();
    if (cause instanceof WireAttempt.TooLarge) return failures.tooLarge();
    // the operator's log may name the address; the caller's answer does not
    log.debug("Upstream {} failed: {}", id, cause instanceof IOException ? cause.toString() : cause.getClass().getName());
    return failures.unreachable(cause);
  }

  private UpstreamResponse respond(Call call, Fetched fetched, boolean cached) {
    Source source = Source.upstream(spec.source(), call.sourceUrl(), fetched.fetchedAt());
    return new UpstreamResponse(fetched.status(), fetched.headers(), fetched.body(),
      cached ? source.withStatus(Source.CACHED) : source);
  }

  private static String outcome(AsyncResult<UpstreamResponse> ar) {
    if (ar.succeeded()) {
      UpstreamResponse response = ar.result();
      if (Source.CACHED.equals(response.source().status())) return UpstreamMetrics.CACHED;
      return response.status() < 400 ? UpstreamMetrics.OK : UpstreamMetrics.CLIENT_ERROR;
    }
    if (!(ar.cause() instanceof ProviderException e)) return UpstreamMetrics.ERROR;
    return switch (e.failure()) {
      case TIMEOUT -> UpstreamMetrics.TIMEOUT;
      // a status in the details means the upstream itself answered so
      case UPSTREAM_UNAVAILABLE ->
        e.details().containsKey("status") ? UpstreamMetrics.SERVER_ERROR : UpstreamMetrics.ERROR;
      case RATE_LIMITED -> e.details().containsKey("status") ? UpstreamMetrics.CLIENT_ERROR : UpstreamMetrics.ERROR;
      default -> UpstreamMetrics.ERROR;
    };
  }

  private Future<Void> sleep(long millis) {
    if (millis <= 0) return Future.succeededFuture();
    Promise<Void> done = Promise.promise();
    vertx.setTimer(millis, t -> done.complete());
    return done.future();
  }
}
