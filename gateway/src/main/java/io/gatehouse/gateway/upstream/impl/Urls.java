package io.gatehouse.gateway.upstream.impl;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Builds request URLs from a base URL, an already-encoded path and unencoded query values. */
final class Urls {

  private Urls() {
  }

  static String build(String baseUrl, String path, Map<String, String> query) {
    StringBuilder url = new StringBuilder(join(baseUrl, path));
    char separator = url.indexOf("?") < 0 ? '?' : '&';
    for (Map.Entry<String, String> param : query.entrySet()) {
      url.append(separator).append(encode(param.getKey())).append('=').append(encode(param.getValue()));
      separator = '&';
    }
    return url.toString();
  }

  private static String join(String baseUrl, String path) {
    if (path == null || path.isEmpty()) return baseUrl;
    boolean baseSlash = baseUrl.endsWith("/");
    boolean pathSlash = path.startsWith("/");
    if (baseSlash && pathSlash) return baseUrl + path.substring(1);
    if (baseSlash || pathSlash || path.startsWith("?")) return baseUrl + path;
    return baseUrl + "/" + path;
  }

  /** Percent-encodes for a query component; spaces become %20, which every server reads the same way. */
  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
