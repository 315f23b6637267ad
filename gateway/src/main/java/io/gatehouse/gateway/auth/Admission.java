package io.gatehouse.gateway.auth;

/**
 * The outcome of a rate or quota check, with what the RateLimit headers report: the policy
 * closest to exhaustion.
 *
 * @param allowed      whether the request may proceed
 * @param limitedBy    {@code rate}, {@code quota} or {@code throttle}; for an allowed request the
 *                     policy reported in the headers
 * @param limit        that policy's limit
 * @param remaining    requests left under it
 * @param resetSeconds seconds until it is full again (rate) or renews (quota)
 * @param retryAfter   seconds to wait before retrying; 0 when allowed
 */
public record Admission(boolean allowed, String limitedBy, long limit, long remaining,
                        long resetSeconds, long retryAfter) {
}
