package io.gatehouse.gateway.http;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/** RFC 9457 problem responses with stable {@code type} URIs; never a stack trace. */
public final class Problem {

  public static final String TYPE_BASE = "https://gatehouse.dev/problems/";
  public static final String CONTENT_TYPE = "application/problem+json";

  private Problem() {
  }

  public static void send(RoutingContext rc, int status, String typeSlug, String title, String detail,
                          JsonObject extra) {
    if (rc.response().ended() || rc.response().closed()) return;
    JsonObject body = new JsonObject()
      .put("type", TYPE_BASE + typeSlug)
      .put("title", title)
      .put("status", status);
    if (detail != null) body.put("detail", detail);
    body.put("instance", rc.request().path());
    if (extra != null) extra.forEach(e -> body.put(e.getKey(), e.getValue()));
    rc.response().setStatusCode(status).putHeader("Content-Type", CONTENT_TYPE).end(body.toBuffer());
  }
}
