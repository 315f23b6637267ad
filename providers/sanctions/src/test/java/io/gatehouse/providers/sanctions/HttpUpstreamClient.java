package io.gatehouse.providers.sanctions;

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

/** A plain HTTP stand-in for the gateway's shared client: path and query onto a local base URL, 5xx fail. */
final class HttpUpstreamClient implements UpstreamClient {

  private final HttpClient http;
  private final String baseUrl;
  private final String name;
  private final long timeoutMs;

  HttpUpstreamClient(Vertx vertx, String baseUrl, String name, long timeoutMs) {
    this.http = vertx.createHttpClient();
    this.baseUrl = baseUrl;
    this.name = name;
    this.timeoutMs = timeoutMs;
  }

  @Override
  public Future<UpstreamResponse> send(UpstreamRequest request) {
    StringBuilder url = new StringBuilder(baseUrl).append(request.path());
    char separator = '?';
    for (var e : request.query().entrySet()) {
      url.append(separator).append(e.getKey()).append('=').append(e.getValue());
      separator = '&';
    }
    RequestOptions options = new RequestOptions().setMethod(HttpMethod.valueOf(request.method()))
      .setAbsoluteURI(url.toString()).setIdleTimeout(timeoutMs);
    return http.request(options).compose(r -> r.send())
      .compose(r -> r.body().map(body -> new UpstreamResponse(r.statusCode(), r.headers(), body,
        Source.upstream(name, url.toString(), Instant.now()))))
      .compose(response -> response.status() >= 500
        ? Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE, name + " answered " + response.status()))
        : Future.succeededFuture(response));
  }

  @Override
  public String baseUrl() {
    return baseUrl;
  }
}
