package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.http.RequestOptions;

import java.net.URI;

/**
 * Scheme, host and port of an upstream's base URL, parsed once: each request to it then sets its
 * target from them and the rest of its URL, instead of parsing the whole URL again.
 *
 * @param prefix the base URL's text up to its path, as the request URLs built on it begin
 */
record Origin(String prefix, boolean ssl, String host, int port) {

  /** Null when the base URL is not an absolute http(s) URL: requests then parse their own. */
  static Origin of(String baseUrl) {
    try {
      URI uri = URI.create(baseUrl);
      String scheme = uri.getScheme();
      if (uri.getHost() == null || !("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))) return null;
      boolean ssl = "https".equalsIgnoreCase(scheme);
      int port = uri.getPort() > 0 ? uri.getPort() : ssl ? 443 : 80;
      return new Origin(scheme + "://" + uri.getRawAuthority(), ssl, uri.getHost(), port);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** Sets the request's target to {@code url}. */
  static RequestOptions target(Origin originOrNull, RequestOptions options, String url) {
    if (originOrNull == null || !url.startsWith(originOrNull.prefix)) return options.setAbsoluteURI(url);
    String rest = url.substring(originOrNull.prefix.length());
    if (rest.isEmpty()) rest = "/";
    else if (rest.charAt(0) == '?') rest = "/" + rest;
    else if (rest.charAt(0) != '/') return options.setAbsoluteURI(url);
    return options.setSsl(originOrNull.ssl).setHost(originOrNull.host).setPort(originOrNull.port).setURI(rest);
  }
}
