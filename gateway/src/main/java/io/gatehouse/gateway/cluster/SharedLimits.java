package io.gatehouse.gateway.cluster;

import io.vertx.core.Future;

import java.io.Serializable;

/**
 * Rate limits and quotas held once for the whole cluster, so that adding nodes does not multiply
 * them. Each check is one atomic step on the node owning the entry.
 */
public interface SharedLimits {

  /**
   * The outcome of a key check.
   *
   * @param allowed   whether the request may proceed
   * @param refusedBy {@code quota} or {@code rate} when refused, else null
   * @param tokens    tokens left in the key's bucket after the check
   * @param used      requests counted against today's quota after the check
   */
  record KeyTake(boolean allowed, String refusedBy, double tokens, long used) implements Serializable {
  }

  /**
   * Takes one request from the key's day quota and token bucket: quota first, then rate; a refusal
   * takes nothing.
   *
   * @param usedSeed the day's usage already stored, counted when the cluster has no entry yet
   */
  Future<KeyTake> takeKey(String keyId, long burst, double perSecond, long quota, long epochDay, long usedSeed);

  /**
   * Reserves the bucket's next turn: the nanoseconds to wait before using it, or a negative wait
   * when that would be longer than {@code maxWaitNanos} (nothing reserved then).
   */
  Future<Long> reserveTurn(String bucket, double perSecond, int burst, long maxWaitNanos);
}
