package io.gatehouse.api.testing;

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

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The gateway's shared client as a provider's unit tests see it, sending to a local fake upstream:
 * answers below 500 except 429 come back, and so do the 5xx answers the request accepts; other 5xx,
 * 429 and timeouts fail with a {@link ProviderException}. Like the gateway's circuit, five 5xx
 * answers or timeouts in a row open it, and then calls fail at once.
 */
public final class HttpUpstreamClient implements UpstreamClient {

  public static final int CIRCUIT_FAILURES = 5;

  private final HttpClient http;
  private final String baseUrl;
  private final String sourceName;
  private final long timeoutMs;
  private final AtomicInteger failuresInARow = new AtomicInteger();

  public HttpUpstreamClient(Vertx vertx, String baseUrl, String sourceName, long timeoutMs) {
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
    String url = url(request);
    RequestOptions options = new RequestOptions().setMethod(HttpMethod.valueOf(request.method()))
      .setAbsoluteURI(url).setConnectTimeout(timeoutMs).setIdleTimeout(timeoutMs);
    request.headers().forEach(options::putHeader);
    return http.request(options)
      .compose(r -> request.body() == null ? r.send() : r.send(request.body()))
      .compose(r -> r.body().map(body -> new UpstreamResponse(r.statusCode(), r.headers(), body,
        Source.upstream(sourceName, url, Instant.now()))))
      // like the shared client's deadline: no stage (connecting, sending, reading) waits past it
      .timeout(2 * timeoutMs, TimeUnit.MILLISECONDS)
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

  private String url(UpstreamRequest request) {
    StringBuilder url = new StringBuilder(baseUrl).append(request.path());
    char separator = '?';
    for (var e : request.query().entrySet()) {
      if (e.getValue() == null) continue;
      url.append(separator).append(e.getKey()).append('=')
        .append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8).replace("+", "%20"));
      separator = '&';
    }
    return url.toString();
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
