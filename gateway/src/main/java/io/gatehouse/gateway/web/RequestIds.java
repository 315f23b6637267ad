package io.gatehouse.gateway.web;

import io.vertx.ext.web.RoutingContext;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/** A request id per HTTP request: the caller's X-Request-Id when sane, else a fresh one. */
public final class RequestIds {

  public static final String HEADER = "X-Request-Id";
  private static final String KEY = "gatehouse.requestId";

  private RequestIds() {
  }

  public static String of(RoutingContext rc) {
    String id = rc.get(KEY);
    if (id != null) return id;
    String given = rc.request().getHeader(HEADER);
    id = given != null && given.length() <= 64 && given.matches("[A-Za-z0-9._-]+") ? given : fresh();
    rc.put(KEY, id);
    rc.response().putHeader(HEADER, id);
    return id;
  }

  /** Unique, not secret: a request id only needs to tell requests apart in logs. */
  private static String fresh() {
    ThreadLocalRandom r = ThreadLocalRandom.current();
    return new UUID(r.nextLong(), r.nextLong()).toString();
  }
}
