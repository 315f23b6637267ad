package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.netty.channel.ConnectTimeoutException;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.net.ConnectException;
import java.net.UnknownHostException;

/** The failures an upstream call can end with; each names the upstream by the source it is cited as. */
final class UpstreamFailures {

  private final UpstreamSpec spec;

  UpstreamFailures(UpstreamSpec spec) {
    this.spec = spec;
  }

  ProviderException serverError(int status) {
    return new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
      spec.source() + " is unavailable (HTTP " + status + ")", details(status), null);
  }

  ProviderException rateLimitedByUpstream(long retryAfterSeconds) {
    return new ProviderException(Failure.RATE_LIMITED,
      spec.source() + " is rate limiting requests", details(429), retryAfterSeconds);
  }

  ProviderException rateLimitedLocally(long retryAfterSeconds) {
    return new ProviderException(Failure.RATE_LIMITED,
      "Too many requests to " + spec.source() + " right now", details(null), retryAfterSeconds);
  }

  ProviderException circuitOpen(long retryAfterSeconds) {
    return new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
      spec.source() + " is unavailable (circuit open)", details(null), retryAfterSeconds);
  }

  ProviderException timeout() {
    return new ProviderException(Failure.TIMEOUT, spec.source() + " did not answer in time", details(null), null);
  }

  /**
   * Says how the connection failed but not where it went: an override may point at an internal host,
   * and other errors' messages (a malformed URL, say) may quote a credential.
   */
  ProviderException unreachable(Throwable cause) {
    return new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
      spec.source() + " is unreachable: " + how(cause), details(null), null);
  }

  private static String how(Throwable cause) {
    if (cause instanceof UnknownHostException) return "its host name does not resolve";
    if (cause instanceof ConnectTimeoutException) return "connecting timed out";
    if (cause instanceof ConnectException) return "the connection was refused";
    if (cause instanceof HttpClosedException) return "the connection closed before the answer was complete";
    if (cause instanceof IOException) return "the connection failed";
    return "the request could not be sent";
  }

  ProviderException tooLarge() {
    return new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
      spec.source() + " answered with a body too large to handle", details(null), null);
  }

  private JsonObject details(Integer status) {
    JsonObject details = new JsonObject().put("upstream", spec.name());
    return status == null ? details : details.put("status", status);
  }
}
