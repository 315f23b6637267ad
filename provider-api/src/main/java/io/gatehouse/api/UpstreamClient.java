package io.gatehouse.api;

import io.vertx.core.Future;

/**
 * The gateway's shared client for one upstream: base URL (with operator overrides), credentials,
 * rate limit, cache with coalescing, circuit breaker, retries and timeouts are applied for the caller.
 *
 * <p>Answers with any status below 500 except 429, and with the 5xx answers the request accepts
 * ({@link UpstreamRequest#acceptServerError}); rate limiting, other server errors after retries,
 * an open circuit and timeouts fail with a {@link ProviderException}.
 */
public interface UpstreamClient {

  Future<UpstreamResponse> send(UpstreamRequest request);

  /** The effective base URL after overrides, for building sources and links. */
  String baseUrl();
}
