package io.gatehouse.gateway.http;

import io.gatehouse.gateway.web.Problem;
import io.vertx.core.Handler;
import io.vertx.core.net.HostAndPort;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.net.URI;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * DNS-rebinding and cross-site defences for every route behind it: the Host, and the Origin when a
 * browser sends one, must name a host this gateway answers for. A page of another site whose name was
 * rebound to this gateway's address sends its own name in both, so it reaches no signup, REST, OpenAPI,
 * portal or MCP route. The hosts are the operator's ({@code http.allowedHosts}, {@code
 * GATEHOUSE_ALLOWED_HOSTS}), by default the base URL's host and the loopback names; {@code *} turns the
 * check off, for a proxy in front that does it.
 */
public final class HostGuard implements Handler<RoutingContext> {

  public static final String ANY = "*";
  private static final List<String> LOOPBACK = List.of("localhost", "127.0.0.1", "::1");

  private final Set<String> hosts;
  private final boolean any;

  private HostGuard(Set<String> hosts, boolean any) {
    this.hosts = hosts;
    this.any = any;
  }

  /**
   * @param configured the operator's hosts, empty for the defaults
   * @param baseUrl    the public base URL, whose host is allowed by default
   */
  public static HostGuard create(List<String> configured, String baseUrl) {
    Set<String> hosts = new HashSet<>();
    if (configured.isEmpty()) {
      hosts.addAll(LOOPBACK);
      String base = URI.create(baseUrl).getHost();
      if (base != null) hosts.add(bare(base.toLowerCase(Locale.ROOT)));
    } else {
      configured.forEach(host -> hosts.add(bare(host.strip().toLowerCase(Locale.ROOT))));
    }
    return new HostGuard(Set.copyOf(hosts), hosts.contains(ANY));
  }

  /** Guards every route added to the router after this one. */
  public void mountOn(Router router) {
    router.route().handler(this);
  }

  @Override
  public void handle(RoutingContext rc) {
    String refused = refusal(rc);
    if (refused == null) {
      rc.next();
    } else {
      Problem.send(rc, 403, "host-not-allowed", "Host not allowed", refused, null);
    }
  }

  /** Null when the request may pass, else why not. */
  String refusal(RoutingContext rc) {
    if (any) return null;
    HostAndPort authority = rc.request().authority();
    if (authority == null || !allows(authority.host())) {
      return "this gateway does not answer for the host " + (authority == null ? "(none)" : authority.host())
        + "; the operator lists the hosts it does in http.allowedHosts";
    }
    String origin = rc.request().getHeader("Origin");
    if (origin != null && !allows(originHost(origin))) {
      return "requests from the origin " + origin + " are not accepted";
    }
    return null;
  }

  private boolean allows(String host) {
    return host != null && hosts.contains(bare(host.toLowerCase(Locale.ROOT)));
  }

  /** The host of an Origin header; null for "null" (sandboxed and private contexts) or anything unreadable. */
  private static String originHost(String origin) {
    try {
      return URI.create(origin.strip()).getHost();
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** IPv6 literals may come with or without brackets. */
  private static String bare(String host) {
    return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
  }
}
