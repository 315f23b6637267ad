package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.DotSegments;
import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
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

  private static final String DEFAULT_USER_AGENT = "Gatehouse";

  static Call prepare(String upstreamId, UpstreamSpec spec, String effectiveBase, Credentials credentials,
                      UpstreamRequest request, long now) {
    // a provider's own path building is held to the rule the manifests' templates are
    if (DotSegments.inPath(request.path())) {
      throw new ProviderException(Failure.BAD_ARGUMENT, "the request's path holds a '.' or '..' segment, which "
        + spec.source() + " is never sent");
    }
    Optional<String> credential = credentials.credential();
    AuthSpec auth = spec.auth();
    boolean inQuery = auth != null && "query".equals(auth.in());

    Map<String, String> params = request.query();
    if (inQuery && params.containsKey(auth.name())) {
      params = new LinkedHashMap<>(params);
      params.remove(auth.name());
    }
    // encoded once: the credential, last, goes only into the URL that is sent
    String query = Urls.query(params);
    String effectiveUrl = Urls.build(effectiveBase, request.path(), query);
    // the same unless the operator points the upstream elsewhere
    String sourceUrl = effectiveBase.equals(spec.baseUrl()) ? effectiveUrl
      : Urls.build(spec.baseUrl(), request.path(), query);
    String url = inQuery && credential.isPresent()
      ? Urls.build(effectiveBase, request.path(), Urls.withParam(query, auth.name(), credential.get()))
      : effectiveUrl;

    // the upstream's own headers may replace the default User-Agent
    MultiMap headers = MultiMap.caseInsensitiveMultiMap().set("User-Agent", DEFAULT_USER_AGENT);
    credentials.headers().forEach(headers::set);
    request.headers().forEach(headers::set);
    if (auth != null && !inQuery) credential.ifPresent(value -> headers.set(auth.name(), value));

    long budgetMs = request.timeout() != null
      ? request.timeout().toMillis()
      : spec.timeoutMs() * (1 + Math.max(0, spec.retries()));
    return new Call(request, url, sourceUrl, upstreamId + " " + request.method() + " " + effectiveUrl,
      headers, now + budgetMs * 1_000_000);
  }

  /** Headers for another origin: the request's own, none of the upstream's credential or fixed headers. */
  MultiMap headersForOtherOrigin() {
    MultiMap plain = MultiMap.caseInsensitiveMultiMap().set("User-Agent", DEFAULT_USER_AGENT);
    request.headers().forEach(plain::set);
    return plain;
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
