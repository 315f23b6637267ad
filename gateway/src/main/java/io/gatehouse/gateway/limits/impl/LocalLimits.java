package io.gatehouse.gateway.limits.impl;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.limits.TokenBucket;
import io.vertx.core.Future;

import java.time.Duration;

/** {@link RateLimits} of a gateway alone: the same buckets as the cluster's, in this process. */
public final class LocalLimits implements RateLimits {

  /** Two entries per active key (its call allowance and its request bucket), as many as the key service caches. */
  private static final long MAX_KEY_ENTRIES = 200_000;
  private static final long MAX_UPSTREAM_ENTRIES = 10_000;

  // read on every request: their bookkeeping runs on the caller's thread instead of waking a pool thread;
  // a key's day count outlives a day of idleness, as the cluster's entries do
  private final Cache<String, KeyAllowance> keys = Caffeine.newBuilder().executor(Runnable::run)
    .expireAfterAccess(Duration.ofHours(25)).maximumSize(MAX_KEY_ENTRIES).build();
  private final Cache<String, TokenBucket> upstreams = Caffeine.newBuilder().executor(Runnable::run)
    .expireAfterAccess(Duration.ofHours(1)).maximumSize(MAX_UPSTREAM_ENTRIES).build();

  @Override
  public Future<KeyTake> takeKey(String keyId, long burst, double perSecond, long quota, long epochDay, long usedSeed) {
    long now = System.nanoTime();
    KeyAllowance allowance = keys.get(keyId, id -> new KeyAllowance(burst, perSecond, now, epochDay, usedSeed));
    return Future.succeededFuture(allowance.take(burst, perSecond, quota, epochDay, now));
  }

  @Override
  public Future<Long> reserveTurn(String bucket, double perSecond, int burst, long maxWaitNanos) {
    long now = System.nanoTime();
    return Future.succeededFuture(upstreams.get(bucket, b -> new TokenBucket(burst, perSecond, now))
      .reserve(now, maxWaitNanos));
  }
}
