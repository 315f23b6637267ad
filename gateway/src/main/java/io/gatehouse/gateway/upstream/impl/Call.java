package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.manifest.AuthSpec;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.vertx.core.MultiMap;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A request ready to go out: the URL with credentials, and the two URLs without them — the
 * effective one the cache is keyed by and the original one cited as the source.
 *
 * @param deadline {@link System#nanoTime()} by which the whole call, retries included, must end
 */
record Call(UpstreamRequest request, String url, String sourceUrl, String cacheKey, MultiMap headers,
            long deadline) {

  static Call prepare(String upstreamId, UpstreamSpec spec, String effectiveBase, Credentials credentials,
                      UpstreamRequest request, long now) {
    Optional<String> credential = credentials.credential();
    AuthSpec auth = spec.auth();
    boolean inQuery = auth != null && "query".equals(auth.in());

    Map<String, String> query = new LinkedHashMap<>(request.query());
    if (inQuery) query.remove(auth.name());
    String effectiveUrl = Urls.build(effectiveBase, request.path(), query);
    String sourceUrl = Urls.build(spec.baseUrl(), request.path(), query);
    if (inQuery) credential.ifPresent(value -> query.put(auth.name(), value));
    String url = Urls.build(effectiveBase, request.path(), query);

    MultiMap headers = MultiMap.caseInsensitiveMultiMap().addAll(credentials.headers());
    request.headers().forEach(headers::set);
    if (auth != null && !inQuery) credential.ifPresent(value -> headers.set(auth.name(), value));

    long budgetMs = request.timeout() != null
      ? request.timeout().toMillis()
      : spec.timeoutMs() * (1 + Math.max(0, spec.retries()));
    return new Call(request, url, sourceUrl, upstreamId + " " + request.method() + " " + effectiveUrl,
      headers, now + budgetMs * 1_000_000);
  }

  String method() {
    return request.method();
  }

  boolean idempotent() {
    return request.idempotent();
  }

  boolean cacheable() {
    return request.idempotent() && !request.cacheTtl().isNegative() && !request.cacheTtl().isZero();
  }

  long remainingMillis() {
    return (deadline - System.nanoTime()) / 1_000_000;
  }
}
