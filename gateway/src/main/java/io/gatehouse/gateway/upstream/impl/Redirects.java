package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.manifest.AuthSpec;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.vertx.core.json.JsonObject;

import java.net.URI;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * What an upstream's redirect may lead to. A GET or HEAD is followed within the origin actually
 * contacted (scheme, host and port; with an override, the override's), with the request's credentials,
 * and to an origin the upstream declares ({@code redirectOrigins}) without them; anything else, or more
 * than {@link #MAX_HOPS} hops, is an {@code upstream-redirect} failure naming where it pointed.
 */
final class Redirects {

  static final int MAX_HOPS = 5;

  /** Where to go next; {@code sameOrigin} says whether the request's credentials may go along. */
  record Hop(String url, boolean sameOrigin) {
  }

  private final UpstreamSpec spec;
  private final Set<String> otherOrigins = new HashSet<>();

  Redirects(UpstreamSpec spec) {
    this.spec = spec;
    for (String origin : spec.redirectOrigins()) {
      String key = originOf(origin);
      if (key == null) throw new IllegalArgumentException("upstream " + spec.name() + ": redirect origin '" + origin
        + "' is not an http(s) origin");
      otherOrigins.add(key);
    }
  }

  static boolean isRedirect(int status) {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
  }

  /**
   * The next hop of a redirect from {@code contactedUrl}, or an {@code upstream-redirect} failure.
   *
   * @param hops the hops already followed
   */
  Hop next(String method, String contactedUrl, String location, int hops) {
    if (location == null || location.isBlank()) throw refused("a redirect without a Location", null);
    URI contacted;
    URI target;
    try {
      contacted = URI.create(contactedUrl);
      target = contacted.resolve(location.strip());
    } catch (IllegalArgumentException e) {
      throw refused("a redirect to an unreadable Location", null);
    }
    String targetOrigin = originOf(target);
    String host = target.getHost();
    if (targetOrigin == null) throw refused("a redirect to a non-HTTP Location", host);
    boolean sameOrigin = targetOrigin.equals(originOf(contacted));
    if (!sameOrigin && !otherOrigins.contains(targetOrigin)) {
      throw refused("a redirect to another host (" + host + ")", host);
    }
    if (!"GET".equals(method) && !"HEAD".equals(method)) {
      throw refused("a redirect of a " + method + " request (to " + host + ")", host);
    }
    if (hops >= MAX_HOPS) throw refused("more than " + MAX_HOPS + " redirects (the last to " + host + ")", host);
    // a credential the upstream echoed into the Location stays with its origin
    String url = sameOrigin ? target.toString() : withoutCredential(target.toString());
    return new Hop(url, sameOrigin);
  }

  /**
   * The URL a redirected answer came from as its source names it: without the credential, and under the
   * upstream's own base URL when an override sent the request elsewhere.
   */
  String source(String answeredUrl, String effectiveBase) {
    String url = withoutCredential(answeredUrl);
    if (!effectiveBase.equals(spec.baseUrl()) && url.startsWith(effectiveBase)) {
      return spec.baseUrl() + url.substring(effectiveBase.length());
    }
    return url;
  }

  private String withoutCredential(String url) {
    AuthSpec auth = spec.auth();
    return auth != null && "query".equals(auth.in()) ? Urls.withoutParam(url, auth.name()) : url;
  }

  private ProviderException refused(String what, String hostOrNull) {
    JsonObject details = new JsonObject().put("upstream", spec.name());
    if (hostOrNull != null) details.put("redirect_host", hostOrNull);
    return new ProviderException(Failure.UPSTREAM_REDIRECT, spec.source() + " answered with " + what
      + ", which is not followed", details, null);
  }

  /** {@code scheme://host:port} in lower case with the scheme's port made explicit, or null when not http(s). */
  static String originOf(String url) {
    try {
      return originOf(URI.create(url));
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static String originOf(URI uri) {
    String scheme = uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT);
    if (uri.getHost() == null || !("http".equals(scheme) || "https".equals(scheme))) return null;
    int port = uri.getPort() > 0 ? uri.getPort() : "https".equals(scheme) ? 443 : 80;
    return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + ":" + port;
  }
}
