package io.gatehouse.gateway.rest;

import io.gatehouse.gateway.trace.TraceSpan;
import io.gatehouse.gateway.trace.Tracing;
import io.gatehouse.gateway.web.RequestIds;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;

/**
 * HTTP server spans as OpenTelemetry's HTTP conventions name them: {@code {method} {http.route}}, kind
 * SERVER, continuing the request's {@code traceparent}; the span ends when the response has been sent.
 */
public final class HttpSpans {

  private HttpSpans() {
  }

  /** @param route the route template, e.g. {@code /api/v1/fred/series/{series_id}} */
  public static TraceSpan start(Tracing tracing, RoutingContext rc, String route) {
    HttpServerRequest request = rc.request();
    String method = request.method().name();
    TraceSpan span = tracing.server(method + " " + route, request::getHeader)
      .attribute("http.request.method", method)
      .attribute("http.route", route)
      .attribute("url.path", request.path())
      .attribute("url.scheme", request.scheme())
      .attribute("network.protocol.version", request.version() == null ? null : request.version().alpnName())
      .attribute("user_agent.original", request.getHeader("User-Agent"))
      .attribute("gatehouse.request.id", RequestIds.of(rc));
    if (request.authority() != null) {
      span.attribute("server.address", request.authority().host()).attribute("server.port", request.authority().port());
    }
    rc.addEndHandler(ended -> {
      int status = rc.response().getStatusCode();
      span.attribute("http.response.status_code", status);
      if (status >= 500) span.fail(Integer.toString(status), null);
      else if (ended.failed()) span.fail(ended.cause().getClass().getName(), ended.cause().getMessage());
      span.end();
    });
    return span;
  }
}
