package io.gatehouse.api;



/**
 * The kinds of failure a provider reports. Each has the HTTP status the gateway answers with and a
 * stable slug used in problem {@code type} URIs and MCP error data.
 */
public enum Failure {
  BAD_ARGUMENT(400, "bad-argument", false),
  NOT_FOUND(404, "not-found", false),
  /** The caller's credential may not use the operation (its scope); a provider's nested call meets it as well. */
  OUT_OF_SCOPE(403, "insufficient-scope", false),
  /** The upstream retired the operation's endpoint (it answered 410 Gone): the gateway serves the operation as retired. */
  RETIRED(410, "retired", false),
  MISSING_CREDENTIAL(503, "missing-credential", false),
  /** The operator has yet to set up what the operation needs (data to load, sources to name): retrying will not help. */
  NOT_CONFIGURED(503, "not-configured", false),
  /** The upstream refused the request, or answered with something unusable (a body that is not valid JSON). */
  UPSTREAM_REJECTED(502, "upstream-rejected", false),
  /** The upstream redirected the request to an origin it may not be followed to (another host, or not GET/HEAD). */
  UPSTREAM_REDIRECT(502, "upstream-redirect", false),
  UPSTREAM_UNAVAILABLE(503, "upstream-unavailable", true),
  RATE_LIMITED(429, "rate-limited", true),
  /** A daily allowance (the caller's key, or an upstream's) is used up until it renews. */
  QUOTA_EXCEEDED(429, "quota-exceeded", true),
  TIMEOUT(504, "timeout", true),
  CANCELLED(499, "cancelled", false),
  INTERNAL(500, "internal", false);

  private final int httpStatus;
  private final String slug;
  private final boolean retryable;

  Failure(int httpStatus, String slug, boolean retryable) {
    this.httpStatus = httpStatus;
    this.slug = slug;
    this.retryable = retryable;
  }

  public int httpStatus() {
    return httpStatus;
  }

  public String slug() {
    return slug;
  }

  public boolean retryable() {
    return retryable;
  }
}
