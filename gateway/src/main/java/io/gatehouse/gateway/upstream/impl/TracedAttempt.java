package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.gateway.trace.TraceSpan;
import io.gatehouse.gateway.trace.Tracing;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.http.RequestOptions;

import java.util.function.Function;

/**
 * One attempt as an HTTP client span ({@code {method}}, kind CLIENT) under the span of the provider
 * call that made the request, found by the request id the provider passed on. The request carries
 * {@code traceparent} so the upstream's own spans join the trace.
 */
final class TracedAttempt {

  private TracedAttempt() {
  }

  static Future<Fetched> send(Tracing tracing, String upstreamId, Call call, RequestOptions options,
                              Function<RequestOptions, Future<Fetched>> send) {
    TraceSpan span = tracing.client(call.method(), tracing.held(call.request().requestId()))
      .attribute("http.request.method", call.method())
      // the URL without credentials, as the answer's source names it
      .attribute("url.full", call.sourceUrl())
      .attribute("server.address", options.getHost())
      .attribute("server.port", options.getPort() == null ? -1 : options.getPort())
      .attribute("gatehouse.upstream", upstreamId);
    // the hop's headers (the call's, or a redirect's without credentials) are shared: each span goes on a copy
    MultiMap headers = MultiMap.caseInsensitiveMultiMap().addAll(options.getHeaders());
    span.inject(headers::set);
    return send.apply(options.setHeaders(headers)).onComplete(ar -> {
      if (ar.succeeded()) {
        int status = ar.result().status();
        span.attribute("http.response.status_code", status);
        if (status >= 400) span.fail(Integer.toString(status), null);
      } else {
        span.fail(ar.cause().getClass().getName(), ar.cause().getMessage());
      }
      span.end();
    });
  }
}
