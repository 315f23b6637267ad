package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.caller.ScopePolicy;

/**
 * What a key may do. Its quota counts work (tool calls and REST data calls); every request,
 * handshakes and listings included, goes through a larger bucket of its own.
 *
 * @param name       plan name, e.g. {@code free}
 * @param rate       the per-key token bucket of calls
 * @param dailyQuota calls per UTC day
 * @param requests   the per-key token bucket of requests of any kind
 * @param scope      the providers and tools its keys may use unless a key has a scope of its own
 */
public record Plan(String name, Rate rate, long dailyQuota, Rate requests, ScopePolicy scope) {

  public Plan {
    scope = scope == null ? ScopePolicy.ALL : scope;
  }

  /** A plan whose keys may use everything. */
  public Plan(String name, Rate rate, long dailyQuota, Rate requests) {
    this(name, rate, dailyQuota, requests, ScopePolicy.ALL);
  }

  /** How much larger the request bucket is than the call bucket unless a plan says otherwise. */
  public static final int REQUESTS_PER_CALL = 5;

  /** A plan whose request bucket is {@link #REQUESTS_PER_CALL} times its call bucket. */
  public Plan(String name, Rate rate, long dailyQuota) {
    this(name, rate, dailyQuota, new Rate(saturatedTimes(rate.burst()), rate.perSecond() * REQUESTS_PER_CALL));
  }

  private static long saturatedTimes(long burst) {
    return burst > Long.MAX_VALUE / REQUESTS_PER_CALL ? Long.MAX_VALUE : burst * REQUESTS_PER_CALL;
  }
}
