package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.gatehouse.gateway.cluster.HazelcastSetup;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.limits.TokenBucket;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;

import java.util.concurrent.CompletionStage;

/**
 * {@link RateLimits} in Hazelcast maps, changed only through entry processors: keys' allowances
 * through grants each node admits from and reconciles every {@value #RECONCILE_MS} ms
 * ({@link KeyShares}); upstreams' turns, one operation per upstream request.
 */
public final class HazelcastLimits implements RateLimits {

  /** How often a node reconciles its keys' shares with the cluster. */
  public static final long RECONCILE_MS = 50;

  private final Vertx vertx;
  private final KeyShares keys;
  private final IMap<String, TokenBucket> upstreams;

  public HazelcastLimits(Vertx vertx, HazelcastInstance hazelcast) {
    this.vertx = vertx;
    this.keys = new KeyShares(vertx, hazelcast.getMap(HazelcastSetup.KEY_LIMITS), RECONCILE_MS);
    this.upstreams = hazelcast.getMap(HazelcastSetup.UPSTREAM_LIMITS);
  }

  @Override
  public Future<KeyTake> takeKey(String keyId, long burst, double perSecond, long quota, long epochDay, long usedSeed) {
    return keys.take(keyId, burst, perSecond, quota, epochDay, usedSeed);
  }

  @Override
  public Future<Long> reserveTurn(String bucket, double perSecond, int burst, long maxWaitNanos) {
    return onCaller(upstreams.submitToKey(bucket, new ReserveTurn(perSecond, burst, maxWaitNanos)));
  }

  /** Hazelcast answers on its own thread (never its default executor); the caller continues on its Vert.x context. */
  private <T> Future<T> onCaller(CompletionStage<T> result) {
    Context context = vertx.getOrCreateContext();
    Promise<T> promise = Promise.promise();
    result.whenCompleteAsync((value, failure) -> context.runOnContext(v -> {
      if (failure != null) promise.fail(failure);
      else promise.complete(value);
    }), KeyShares.ON_ANSWER_THREAD);
    return promise.future();
  }
}
