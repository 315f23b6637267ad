package io.gatehouse.gateway.auth;

/**
 * What a key may do: a request rate and a quota of requests per UTC day.
 *
 * @param name       plan name, e.g. {@code free}
 * @param rate       the per-key token bucket
 * @param dailyQuota requests per UTC day
 */
public record Plan(String name, Rate rate, long dailyQuota) {
}
