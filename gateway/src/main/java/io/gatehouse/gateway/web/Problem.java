package io.gatehouse.gateway.web;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * RFC 9457 problem responses. The {@code type} is a stable URI reference built from a slug,
 * {@code /problems/<slug>}, so clients can switch on it while {@code title} and {@code detail} stay
 * free text. It is relative (RFC 9457, 3.1.1: resolved against the answer's own URL), so it points at
 * the page this gateway serves about it ({@link ProblemTypes}), wherever the gateway is deployed.
 */
public final class Problem {

  public static final String CONTENT_TYPE = "application/problem+json";
  public static final String TYPE_PATH = "/problems/";

  private Problem() {
  }

  /** The type URI of a slug, e.g. {@code rate-limited}. */
  public static String type(String slug) {
    return TYPE_PATH + slug;
  }

  /** The problem body; {@code extra} members are merged in (they never override the standard ones). */
  public static JsonObject body(int status, String typeSlug, String title, String detail, JsonObject extra) {
    JsonObject body = new JsonObject();
    if (extra != null) {
      body.mergeIn(extra);
    }
    body.put("type", type(typeSlug)).put("title", title).put("status", status);
    if (detail != null) {
      body.put("detail", detail);
    }
    return body;
  }

  /** Ends the response with a problem body; headers set before (Retry-After, ...) are kept. */
  public static void send(RoutingContext rc, int status, String typeSlug, String title, String detail,
                          JsonObject extra) {
    if (rc.response().ended() || rc.response().closed()) {
      return;
    }
    JsonObject body = body(status, typeSlug, title, detail, extra);
    if (!rc.request().path().isEmpty()) {
      body.put("instance", rc.request().path());
    }
    rc.response()
      .setStatusCode(status)
      .putHeader("Content-Type", CONTENT_TYPE)
      .putHeader("Cache-Control", "no-store")
      .end(body.encode());
  }
}
