package io.gatehouse.providers.vat;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Test stand-in for the gateway's shared client, keeping its contract: answers below 500 except
 * 429 come back, and so do the 5xx answers the request accepts; other 5xx, 429 and timeouts fail
 * with a {@link ProviderException}. Like the gateway's circuit, five 5xx answers or timeouts in a
 * row open it, and then calls fail at once.
 */
final class HttpUpstreamClient implements UpstreamClient {

  static final int CIRCUIT_FAILURES = 5;

  private final HttpClient http;
  private final String baseUrl;
  private final String sourceName;
  private final long timeoutMs;
  private final AtomicInteger failuresInARow = new AtomicInteger();

  HttpUpstreamClient(Vertx vertx, String baseUrl, String sourceName, long timeoutMs) {
    this.http = vertx.createHttpClient();
    this.baseUrl = baseUrl;
    this.sourceName = sourceName;
    this.timeoutMs = timeoutMs;
  }

  @Override
  public Future<UpstreamResponse> send(UpstreamRequest request) {
    if (failuresInARow.get() >= CIRCUIT_FAILURES) {
      return Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
        sourceName + " is unavailable (circuit open)"));
    }
    String url = baseUrl + request.path();
    RequestOptions options = new RequestOptions().setMethod(HttpMethod.valueOf(request.method()))
      .setAbsoluteURI(url).setIdleTimeout(timeoutMs);
    request.headers().forEach(options::putHeader);
    return http.request(options)
      .compose(r -> request.body() == null ? r.send() : r.send(request.body()))
      .compose(r -> r.body().map(body -> new UpstreamResponse(r.statusCode(), r.headers(), body,
        Source.upstream(sourceName, url, Instant.now()))))
      .recover(e -> {
        failuresInARow.incrementAndGet();
        return Future.failedFuture(e instanceof ProviderException ? e
          : new ProviderException(Failure.TIMEOUT, sourceName + " did not answer: " + e.getMessage()));
      })
      .compose(response -> {
        if (response.status() == 429) {
          return Future.failedFuture(new ProviderException(Failure.RATE_LIMITED, sourceName + " is rate limiting",
            null, 20L));
        }
        if (response.status() >= 500 && !accepted(request, response)) {
          failuresInARow.incrementAndGet();
          return Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
            sourceName + " answered HTTP " + response.status()));
        }
        failuresInARow.set(0);
        return Future.succeededFuture(response);
      });
  }

  private static boolean accepted(UpstreamRequest request, UpstreamResponse response) {
    try {
      return request.serverErrorAnswer() != null && request.serverErrorAnswer().test(response);
    } catch (RuntimeException unreadable) {
      return false;
    }
  }

  @Override
  public String baseUrl() {
    return baseUrl;
  }
}
