package io.gatehouse.gateway.upstream;

import io.gatehouse.gateway.upstream.impl.HostOverrides;

/**
 * The operator's redirections of upstream hosts, from {@code GATEHOUSE_UPSTREAM_OVERRIDES}:
 * comma-separated {@code host=baseURL} pairs such as
 * {@code api.stlouisfed.org=http://127.0.0.1:9001,data.sec.gov=http://127.0.0.1:9002}.
 */
public interface UpstreamOverrides {

  /**
   * Parses the variable's value; null or blank means no overrides.
   *
   * @throws IllegalArgumentException naming the first malformed pair
   */
  static UpstreamOverrides parse(String value) {
    return HostOverrides.parse(value);
  }

  static UpstreamOverrides none() {
    return parse(null);
  }

  /**
   * The URL a request for {@code url} really goes to: an overridden host is replaced by its base
   * URL (scheme, authority and any path prefix), the original path and query are kept after it.
   */
  String apply(String url);
}
