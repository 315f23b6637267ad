package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.gatehouse.gateway.cluster.HazelcastSetup;
import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.limits.TokenBucket;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.util.concurrent.CompletionStage;

/** {@link RateLimits} in Hazelcast maps, changed only through entry processors. */
public final class HazelcastLimits implements RateLimits {

  private final Vertx vertx;
  private final IMap<String, KeyAllowance> keys;
  private final IMap<String, TokenBucket> upstreams;

  public HazelcastLimits(Vertx vertx, HazelcastInstance hazelcast) {
    this.vertx = vertx;
    this.keys = hazelcast.getMap(HazelcastSetup.KEY_LIMITS);
    this.upstreams = hazelcast.getMap(HazelcastSetup.UPSTREAM_LIMITS);
  }

  @Override
  public Future<KeyTake> takeKey(String keyId, long burst, double perSecond, long quota, long epochDay, long usedSeed) {
    return onCaller(keys.submitToKey(keyId, new TakeKey(burst, perSecond, quota, epochDay, usedSeed)));
  }

  @Override
  public Future<Long> reserveTurn(String bucket, double perSecond, int burst, long maxWaitNanos) {
    return onCaller(upstreams.submitToKey(bucket, new ReserveTurn(perSecond, burst, maxWaitNanos)));
  }

  /** Hazelcast completes on its own threads; the caller continues on its Vert.x context. */
  private <T> Future<T> onCaller(CompletionStage<T> result) {
    Context context = vertx.getOrCreateContext();
    return Future.fromCompletionStage(result, context);
  }
}
