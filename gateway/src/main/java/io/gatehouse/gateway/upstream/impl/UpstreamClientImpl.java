package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.trace.Tracing;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.AsyncResult;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
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
  private final Redirects redirects;
  private final Turns bucket;
  private final UpstreamBreaker breaker;
  private final UpstreamMetrics metrics;
  private final Tracing tracing;

  UpstreamClientImpl(String id, UpstreamSpec spec, String baseUrl, Vertx vertx, LoopClients web, AnswerCache cache,
                     Function<String, Optional<String>> variables, MeterRegistry registry, Turns bucket,
                     Tracing tracing) {
    this.id = id;
    this.tracing = tracing;
    this.spec = spec;
    this.baseUrl = baseUrl;
    this.origin = Origin.of(baseUrl);
    this.vertx = vertx;
    this.web = web;
    this.cache = cache;
    this.credentials = new Credentials(spec, variables);
    this.failures = new UpstreamFailures(spec);
    this.redirects = new Redirects(spec);
    this.bucket = bucket;
    this.breaker = new UpstreamBreaker(id, spec.source());
    this.metrics = new UpstreamMetrics(registry, id, breaker);
  }

  @Override
  public String baseUrl() {
    return baseUrl;
  }

  @Override
  public Future<UpstreamResponse> send(UpstreamRequest request) {
    long start = System.nanoTime();
    Call call;
    try {
      call = Call.prepare(id, spec, baseUrl, credentials, request, start);
    } catch (ProviderException e) {
      metrics.record(start, outcome(Future.failedFuture(e)));
      return Future.failedFuture(e);
    }
    Future<AnswerCache.Lookup> lookup = call.cacheable()
      ? cache.get(call.cacheKey(), request.cacheTtl(), () -> attempt(call, 0))
      : attempt(call, 0).map(fetched -> new AnswerCache.Lookup(fetched, false));
    // handed back on a task of the caller's context, never inline: a coalesced caller may be completed
    // from another caller's event loop, and on io_uring a reply written while the loop is still handling
    // completions is submitted in a batch of its own, where one written from a task joins the loop's next
    // batch (fewer submissions: 3 % more uncached reads a second, docs/benchmarks/load.md)
    Context caller = vertx.getOrCreateContext();
    Promise<UpstreamResponse> result = Promise.promise();
    lookup.onComplete(ar -> {
      AsyncResult<UpstreamResponse> answer = ar.succeeded()
        ? Future.succeededFuture(respond(call, ar.result())) : Future.failedFuture(ar.cause());
      metrics.record(start, outcome(answer));
      caller.runOnContext(v -> result.handle(answer));
    });
    return result.future();
  }

  void close() {
    metrics.close();
  }

  private Future<Fetched> attempt(Call call, int retry) {
    Future<Void> turn = awaitTurn(call);
    // a turn granted at once, the usual case, goes straight on
    Future<Fetched> sent = turn.succeeded() ? passBreaker(call) : turn.compose(v -> passBreaker(call));
    return sent.transform(ar -> afterAttempt(call, retry, ar));
  }

  private Future<Fetched> passBreaker(Call call) {
    if (call.remainingMillis() <= 0) return Future.failedFuture(failures.timeout());
    if (!breaker.admits()) return Future.failedFuture(failures.circuitOpen(Backoff.toSeconds(breaker.millisUntilTrial())));
    long start = System.nanoTime();
    Future<Fetched> sent;
    try {
      sent = exchange(call);
      // only a request that reads 5xx answers pays for a look at them
      if (call.request().serverErrorAnswer() != null) sent = sent.map(fetched -> readServerError(call, fetched));
    } catch (RuntimeException e) {
      sent = Future.failedFuture(e);
    }
    // the admitted attempt is always reported, or a half-open circuit would wait for it forever
    return sent.onComplete(ar -> breaker.report(start, ar));
  }

  /** A 5xx answer the request takes as an answer is marked so, once, before the breaker and the retry decision see it. */
  private Fetched readServerError(Call call, Fetched fetched) {
    if (fetched.status() < 500) return fetched;
    try {
      return call.request().serverErrorAnswer().test(response(call, fetched, false)) ? fetched.acceptedAsAnswer() : fetched;
    } catch (RuntimeException unreadable) {
      // a body the request's test cannot read is no answer
      return fetched;
    }
  }

  /** Waits for this upstream's next rate-limit turn on a timer, or fails at once if it comes after the deadline. */
  private Future<Void> awaitTurn(Call call) {
    if (bucket == null) return Future.succeededFuture();
    Future<Turns.Turn> reserved = bucket.reserve(call.deadline() - System.nanoTime());
    return reserved.succeeded() ? afterTurn(reserved.result()) : reserved.compose(this::afterTurn);
  }

  private Future<Void> afterTurn(Turns.Turn turn) {
    return turn.granted()
      ? sleep(turn.waitNanos() / 1_000_000)
      : Future.failedFuture(failures.rateLimitedLocally(Backoff.toSeconds(turn.waitNanos() / 1_000_000)));
  }

  private Future<Fetched> exchange(Call call) {
    return exchange(call, call.url(), call.headers(), 0);
  }

  /** One request on the wire, then the redirects {@link Redirects} lets it follow, each a hop of the same attempt. */
  private Future<Fetched> exchange(Call call, String url, MultiMap headers, int hops) {
    long attemptMs = Math.min(spec.timeoutMs(), call.remainingMillis());
    if (attemptMs <= 0) return Future.failedFuture(failures.timeout());
    RequestOptions options = Origin.target(origin, new RequestOptions(), url)
      .setMethod(HttpMethod.valueOf(call.method()))
      .setHeaders(headers)
      // a new connection's own bound; the attempt's deadline covers the rest
      .setConnectTimeout(attemptMs);
    Future<Fetched> sent = tracing.on()
      ? TracedAttempt.send(tracing, id, call, options,
        traced -> WireAttempt.send(vertx, web.current(), traced, call.request().body(), attemptMs, MAX_BODY_BYTES))
      : WireAttempt.send(vertx, web.current(), options, call.request().body(), attemptMs, MAX_BODY_BYTES);
    return sent.compose(fetched -> {
      // a drift check asks to see a redirect, not to follow it
      if (!Redirects.isRedirect(fetched.status()) || !call.request().followsRedirects()) {
        return Future.succeededFuture(hops == 0 ? fetched : fetched.redirectedFrom(redirects.source(url, baseUrl)));
      }
      Redirects.Hop next = redirects.next(call.method(), url, fetched.header("Location"), hops);
      return exchange(call, next.url(), next.sameOrigin() ? headers : call.headersForOtherOrigin(), hops + 1);
    });
  }

  /** Returns a final answer, retries when that is allowed and fits before the deadline, or fails. */
  private Future<Fetched> afterAttempt(Call call, int retry, AsyncResult<Fetched> ar) {
    Fetched answer = ar.succeeded() ? ar.result() : null;
    if (answer != null) {
      log.debug("Upstream {} {} {} answered {} (request {})", id, call.method(), call.sourceUrl(),
        answer.status(), call.request().requestId());
    }
    boolean worthRetrying = answer != null
      ? answer.status() == 429 || answer.isServerError()
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
    if (cause instanceof TimeoutException) return failures.timeout();
    if (cause instanceof WireAttempt.TooLarge) return failures.tooLarge();
    // the operator's log may name the address; the caller's answer does not
    log.debug("Upstream {} failed: {}", id, cause instanceof IOException ? cause.toString() : cause.getClass().getName());
    return failures.unreachable(cause);
  }

  private UpstreamResponse respond(Call call, AnswerCache.Lookup lookup) {
    return response(call, lookup.answer(), lookup.cached());
  }

  private UpstreamResponse response(Call call, Fetched fetched, boolean cached) {
    String url = fetched.redirectedSource() != null ? fetched.redirectedSource() : call.sourceUrl();
    Source source = Source.upstream(spec.source(), url, fetched.fetchedAt());
    return new UpstreamResponse(fetched.status(), fetched.headers(), fetched.body(),
      cached ? source.withStatus(Source.CACHED) : source);
  }

  private static String outcome(AsyncResult<UpstreamResponse> ar) {
    if (ar.succeeded()) {
      UpstreamResponse response = ar.result();
      if (Source.CACHED.equals(response.source().status())) return UpstreamMetrics.CACHED;
      if (response.status() < 400) return UpstreamMetrics.OK;
      return response.status() < 500 ? UpstreamMetrics.CLIENT_ERROR : UpstreamMetrics.SERVER_ERROR;
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
