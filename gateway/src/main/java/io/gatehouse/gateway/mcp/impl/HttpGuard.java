package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpOptions;
import io.vertx.core.http.HttpServerRequest;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The endpoint's own DNS-rebinding defence, as the MCP transport asks of servers: an Origin, when
 * sent, must be one of the exact origins allowed. The Host is checked for every route of the gateway
 * by its router, before this.
 */
final class HttpGuard {

  private final Set<String> origins;

  HttpGuard(McpOptions options) {
    Set<String> lower = new HashSet<>();
    for (String origin : options.allowedOrigins()) {
      lower.add(origin.toLowerCase(Locale.ROOT));
    }
    this.origins = lower;
  }

  /** Null when acceptable, else why not. */
  String check(HttpServerRequest req) {
    String origin = req.getHeader("Origin");
    if (origin != null && !origins.contains(origin.toLowerCase(Locale.ROOT))) {
      return "Origin not allowed";
    }
    return null;
  }
}
