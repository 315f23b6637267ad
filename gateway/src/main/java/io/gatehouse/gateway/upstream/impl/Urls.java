package io.gatehouse.gateway.upstream.impl;

import io.netty.handler.codec.http.QueryStringEncoder;

import java.util.Map;

/** Builds request URLs from a base URL, an already-encoded path and an encoded query. */
final class Urls {

  private Urls() {
  }

  /** The parameters percent-encoded as a query string without its '?' (RFC 3986: spaces become %20). */
  static String query(Map<String, String> params) {
    if (params.isEmpty()) return "";
    // most names and values are plain words and numbers: written as they are, the encoder only for the rest
    StringBuilder query = new StringBuilder(64);
    for (Map.Entry<String, String> param : params.entrySet()) {
      if (!unreserved(param.getKey()) || !unreserved(param.getValue())) return encoded(params);
      if (!query.isEmpty()) query.append('&');
      query.append(param.getKey()).append('=').append(param.getValue());
    }
    return query.toString();
  }

  private static String encoded(Map<String, String> params) {
    QueryStringEncoder encoder = new QueryStringEncoder("");
    params.forEach(encoder::addParam);
    return encoder.toString().substring(1);
  }

  /** Only RFC 3986's unreserved characters, which no encoder changes. */
  private static boolean unreserved(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean plain = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
        || c == '-' || c == '.' || c == '_' || c == '~';
      if (!plain) return false;
    }
    return true;
  }

  /** One more parameter, encoded, after an encoded query. */
  static String withParam(String query, String name, String value) {
    String param = query(Map.of(name, value));
    return query.isEmpty() ? param : query + '&' + param;
  }

  /** The URL without the query parameter {@code name} (compared as encoded), every occurrence of it. */
  static String withoutParam(String url, String name) {
    int q = url.indexOf('?');
    if (q < 0) return url;
    int hash = url.indexOf('#', q);
    String query = url.substring(q + 1, hash < 0 ? url.length() : hash);
    StringBuilder kept = new StringBuilder(query.length());
    for (String param : query.split("&", -1)) {
      int eq = param.indexOf('=');
      if ((eq < 0 ? param : param.substring(0, eq)).equals(name)) continue;
      if (!kept.isEmpty()) kept.append('&');
      kept.append(param);
    }
    return url.substring(0, q) + (kept.isEmpty() ? "" : "?" + kept) + (hash < 0 ? "" : url.substring(hash));
  }

  static String build(String baseUrl, String path, String query) {
    String url = join(baseUrl, path);
    if (query.isEmpty()) return url;
    return url + (url.indexOf('?') < 0 ? '?' : '&') + query;
  }

  private static String join(String baseUrl, String path) {
    if (path == null || path.isEmpty()) return baseUrl;
    boolean baseSlash = baseUrl.endsWith("/");
    boolean pathSlash = path.startsWith("/");
    if (baseSlash && pathSlash) return baseUrl + path.substring(1);
    if (baseSlash || pathSlash || path.startsWith("?")) return baseUrl + path;
    return baseUrl + "/" + path;
  }
}
