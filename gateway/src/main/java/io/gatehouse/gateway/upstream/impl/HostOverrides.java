package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.gateway.upstream.UpstreamOverrides;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Host-to-base-URL overrides; hosts compare case-insensitively, the port of the original URL is ignored. */
public final class HostOverrides implements UpstreamOverrides {

  private final Map<String, String> baseUrls;

  private HostOverrides(Map<String, String> baseUrls) {
    this.baseUrls = baseUrls;
  }

  public static HostOverrides parse(String value) {
    Map<String, String> baseUrls = new TreeMap<>();
    if (value == null || value.isBlank()) return new HostOverrides(baseUrls);
    for (String pair : value.split(",")) {
      if (pair.isBlank()) continue;
      int eq = pair.indexOf('=');
      String host = eq < 0 ? "" : pair.substring(0, eq).trim().toLowerCase(Locale.ROOT);
      String base = eq < 0 ? "" : pair.substring(eq + 1).trim();
      if (host.isEmpty() || host.contains("/") || hostOf(base) == null) {
        throw new IllegalArgumentException("Malformed upstream override '" + pair.trim()
          + "': expected host=http(s)://base-url");
      }
      baseUrls.put(host, stripTrailingSlash(base));
    }
    return new HostOverrides(baseUrls);
  }

  @Override
  public String apply(String url) {
    String host = hostOf(url);
    String base = host == null ? null : baseUrls.get(host.toLowerCase(Locale.ROOT));
    if (base == null) return url;
    return base + url.substring(authorityEnd(url));
  }

  /** The host of an http(s) URL, or null when it is not one. */
  private static String hostOf(String url) {
    if (!(url.startsWith("http://") || url.startsWith("https://"))) return null;
    try {
      return new URI(url).getHost();
    } catch (URISyntaxException e) {
      return null;
    }
  }

  /** Where the path (or query) starts: after {@code scheme://authority}. */
  private static int authorityEnd(String url) {
    int start = url.indexOf("://") + 3;
    for (int i = start; i < url.length(); i++) {
      char c = url.charAt(i);
      if (c == '/' || c == '?' || c == '#') return i;
    }
    return url.length();
  }

  private static String stripTrailingSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
