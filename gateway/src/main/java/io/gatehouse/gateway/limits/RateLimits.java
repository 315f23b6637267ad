package io.gatehouse.gateway.limits;

import io.gatehouse.gateway.limits.impl.LocalLimits;
import io.vertx.core.Future;

/**
 * Where keys' rate and quota and upstreams' turns are taken from: this process when the gateway
 * runs alone, the cluster's entries otherwise, so that adding nodes does not multiply the limits.
 * Each check is one atomic step.
 */
public interface RateLimits {

  /** Limits held in this process, for a gateway running alone. */
  static RateLimits local() {
    return new LocalLimits();
  }

  /**
   * Takes one request from the key's day quota and token bucket: quota first, then rate; a refusal
   * takes nothing. A bucket without a quota passes {@link Long#MAX_VALUE}.
   *
   * @param usedSeed the day's usage already stored, counted when no allowance is held yet
   */
  Future<KeyTake> takeKey(String keyId, long burst, double perSecond, long quota, long epochDay, long usedSeed);

  /**
   * Reserves the bucket's next turn: the nanoseconds to wait before using it, or a negative wait
   * when that would be longer than {@code maxWaitNanos} (nothing reserved then).
   */
  Future<Long> reserveTurn(String bucket, double perSecond, int burst, long maxWaitNanos);
}
