package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.HostAndPort;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** DNS-rebinding defences: the Origin (when sent) and the Host must be ones this gateway answers for. */
final class HttpGuard {

  private final Set<String> origins;
  private final Set<String> hosts;

  HttpGuard(McpOptions options) {
    this.origins = lower(options.allowedOrigins());
    Set<String> h = new HashSet<>();
    for (String host : options.allowedHosts()) {
      h.add(bare(host.toLowerCase(Locale.ROOT)));
    }
    this.hosts = h;
  }

  /** Null when acceptable, else why not. */
  String check(HttpServerRequest req) {
    String origin = req.getHeader("Origin");
    if (origin != null && !origins.contains(origin.toLowerCase(Locale.ROOT))) {
      return "Origin not allowed";
    }
    HostAndPort authority = req.authority();
    if (authority == null || !hosts.contains(bare(authority.host().toLowerCase(Locale.ROOT)))) {
      return "Host not allowed";
    }
    return null;
  }

  private static Set<String> lower(Set<String> values) {
    Set<String> out = new HashSet<>();
    for (String v : values) {
      out.add(v.toLowerCase(Locale.ROOT));
    }
    return out;
  }

  /** IPv6 literals may come with or without brackets. */
  private static String bare(String host) {
    return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
  }
}
