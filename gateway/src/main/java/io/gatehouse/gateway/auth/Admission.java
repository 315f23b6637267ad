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

  /** The key's request bucket: every request, protocol traffic included. */
  public static final String REQUESTS = "requests";
  /** The key's call bucket: tool calls and REST data calls. */
  public static final String CALLS = "calls";
  /** The key's daily quota of calls. */
  public static final String QUOTA = "quota";
}
