package io.gatehouse.gateway.rest;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.gate.ScopeRefusal;
import io.gatehouse.gateway.scope.ToolScopes;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/** Turns a provider's typed failure into a problem response. */
public final class ProviderFailures {

  private ProviderFailures() {
  }

  public static void send(RoutingContext rc, Throwable cause) {
    if (StoreOutages.send(rc, cause)) {
      return;
    }
    if (cause instanceof ScopeRefusal refused) {
      rc.response().putHeader("WWW-Authenticate", ToolScopes.challenge(Principal.of(rc), refused.op()));
      Problem.send(rc, 403, ToolScopes.PROBLEM, "Insufficient scope", refused.getMessage(), refused.details());
      return;
    }
    ProviderException e = cause instanceof ProviderException pe ? pe
      : new ProviderException(Failure.INTERNAL, "internal error");
    Failure failure = e.failure();
    if (e.retryAfterSeconds() != null) {
      rc.response().putHeader("Retry-After", Long.toString(Math.max(1, e.retryAfterSeconds())));
    }
    JsonObject extra = new JsonObject().put("retryable", failure.retryable());
    e.details().forEach(d -> extra.put(d.getKey(), d.getValue()));
    int status = failure == Failure.CANCELLED ? 499 : failure.httpStatus();
    Problem.send(rc, status, failure.slug(), title(failure), e.getMessage(), extra);
  }

  private static String title(Failure failure) {
    return switch (failure) {
      case BAD_ARGUMENT -> "Invalid argument";
      case NOT_FOUND -> "Not found";
      case OUT_OF_SCOPE -> "Insufficient scope";
      case RETIRED -> "Operation retired upstream";
      case MISSING_CREDENTIAL -> "Upstream credential not configured";
      case NOT_CONFIGURED -> "Not configured";
      case UPSTREAM_REJECTED -> "Upstream refused the request or answered unusably";
      case UPSTREAM_REDIRECT -> "Upstream redirected where it may not be followed";
      case UPSTREAM_UNAVAILABLE -> "Upstream unavailable";
      case RATE_LIMITED -> "Rate limited";
      case QUOTA_EXCEEDED -> "Daily quota exceeded";
      case TIMEOUT -> "Timed out";
      case CANCELLED -> "Cancelled";
      case INTERNAL -> "Internal error";
    };
  }
}
