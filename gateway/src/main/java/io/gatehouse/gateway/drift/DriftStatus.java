package io.gatehouse.gateway.drift;

import java.util.Locale;

/** What an upstream endpoint answered to an operation's example call, as drift detection names it. */
public enum DriftStatus {
  /** Answered as before (any 2xx with the promised fields, or a temporary redirect). */
  OK,
  /** 410: the upstream retired the endpoint; the gateway then serves the operation as retired. */
  GONE,
  /** 404 to the example arguments. */
  NOT_FOUND,
  /** 301 or 308: the endpoint has a new permanent location. */
  MOVED,
  /** The answer lacks fields the output schema or the recorded answer promises. */
  SHAPE_CHANGED,
  /** 400 or 422 to the manifest's own example arguments: the request contract changed. */
  REJECTED,
  /** 401 or 403, or the credential is not configured. */
  UNAUTHORIZED,
  /** 429, or the gateway's own limit for the upstream left no turn in time. */
  RATE_LIMITED,
  /** No answer: connection failed, 5xx after retries, or an open circuit. */
  UNREACHABLE,
  /** No answer within the check's time. */
  TIMEOUT;

  /** The name in reports, metrics and /health: {@code not_found}, {@code shape_changed}, ... */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static DriftStatus fromWire(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT));
  }
}
