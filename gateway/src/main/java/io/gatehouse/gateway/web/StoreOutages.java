package io.gatehouse.gateway.web;


import io.gatehouse.gateway.store.StoreUnavailableException;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * The answer while the key store cannot serve: {@code 503} with the stable type
 * {@code store-unavailable} and {@code Retry-After}, so that clients tell an outage (retry later)
 * from a bug ({@code 500}). The detail says whether the store cannot write (a full disk) or not
 * serve at all, never why in the server's own words (paths, hosts).
 */
public final class StoreOutages {

  public static final String TYPE = "store-unavailable";
  /** Long enough for a database to restart or fail over, short enough to come back soon. */
  public static final long RETRY_AFTER_SECONDS = 5;

  private StoreOutages() {
  }

  /** Sends the outage problem if {@code failure} is one, answering whether it did. */
  public static boolean send(RoutingContext rc, Throwable failure) {
    StoreUnavailableException outage = StoreUnavailableException.in(failure);
    if (outage == null) {
      return false;
    }
    rc.response().putHeader("Retry-After", Long.toString(RETRY_AFTER_SECONDS));
    Problem.send(rc, 503, TYPE, "Key store unavailable", "The key store cannot "
      + (outage.cannotWrite() ? "write" : "serve") + " right now; retry after " + RETRY_AFTER_SECONDS + " s",
      new JsonObject().put("retryable", true).put("retry_after", RETRY_AFTER_SECONDS));
    return true;
  }
}
