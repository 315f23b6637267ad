package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.map.IMap;
import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyGrant;
import io.gatehouse.gateway.limits.KeyTake;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keys' rate and quota across a cluster without a remote operation per call: each node admits from
 * requests the cluster granted it ({@link KeyShare}) and reconciles every {@code intervalMs} in one
 * batched operation for all its busy keys. Grants are taken from the cluster's allowance before a
 * node admits them, so the cluster never admits more than one bucket and one quota allow; what a
 * node holds and does not use waits at most one interval before it goes back.
 */
final class KeyShares {

  private static final Logger LOG = LoggerFactory.getLogger(KeyShares.class);
  /** Intervals without a call before a key's share is dropped (it holds nothing by then). */
  private static final int RETIRE_AFTER = 200;
  /**
   * Hazelcast completes its futures' dependants on its default executor (the common pool, or a new
   * thread per completion on a two-CPU machine) unless told otherwise: applying a grant is a few
   * fields under a lock, done on the thread that delivers the answer, and callers resume on their
   * own Vert.x context.
   */
  static final Executor ON_ANSWER_THREAD = Runnable::run;

  private final Vertx vertx;
  private final IMap<String, KeyAllowance> keys;
  private final Map<String, KeyShare> shares = new ConcurrentHashMap<>();
  private volatile boolean failing;

  KeyShares(Vertx vertx, IMap<String, KeyAllowance> keys, long intervalMs) {
    this.vertx = vertx;
    this.keys = keys;
    vertx.setPeriodic(intervalMs, id -> reconcile());
  }

  Future<KeyTake> take(String keyId, long burst, double perSecond, long quota, long epochDay, long usedSeed) {
    KeyShare share = shares.computeIfAbsent(keyId, id -> new KeyShare(epochDay));
    KeyTake take = share.take(burst, perSecond, quota, epochDay, usedSeed, false);
    if (take != null && !share.retired()) return Future.succeededFuture(take);
    if (share.retired()) {
      shares.remove(keyId, share);
      return take(keyId, burst, perSecond, quota, epochDay, usedSeed);
    }
    return afterAsk(keyId, share, burst, perSecond, quota, epochDay, usedSeed);
  }

  /** Waits for the share's ask (sending it when none is on its way), then takes again; asks again while granted nothing yet. */
  private Future<KeyTake> afterAsk(String keyId, KeyShare share, long burst, double perSecond, long quota, long epochDay,
                                   long usedSeed) {
    KeyShare.Pending pending = share.askNow();
    if (pending.toSend() != null) send(Map.of(keyId, pending.toSend()), Map.of(keyId, share));
    Context context = vertx.getOrCreateContext();
    return Future.fromCompletionStage(pending.done(), context).compose(v -> {
      KeyTake take = share.take(burst, perSecond, quota, epochDay, usedSeed, true);
      return take != null ? Future.succeededFuture(take) : afterAsk(keyId, share, burst, perSecond, quota, epochDay, usedSeed);
    });
  }

  /** Every interval: one operation with every share's ask or return. */
  private void reconcile() {
    Map<String, GrantKeys.Ask> asks = new HashMap<>();
    Map<String, KeyShare> asking = new HashMap<>();
    shares.forEach((keyId, share) -> {
      KeyShare.Pending pending = share.reconcile();
      if (pending != null) {
        asks.put(keyId, pending.toSend());
        asking.put(keyId, share);
      } else if (share.retireIfIdle(RETIRE_AFTER)) {
        shares.remove(keyId, share);
      }
    });
    if (!asks.isEmpty()) send(asks, asking);
  }

  private void send(Map<String, GrantKeys.Ask> asks, Map<String, KeyShare> asking) {
    CompletionStage<Map<String, KeyGrant>> answer = asks.size() == 1
      ? oneKey(asks)
      : keys.submitToKeys(asks.keySet(), new GrantKeys(asks));
    answer.whenCompleteAsync((grants, failure) -> {
      if (failure != null && !failing) LOG.warn("Key limits: the cluster did not answer a reconciliation: {}", failure.toString());
      failing = failure != null;
      asks.forEach((keyId, ask) -> asking.get(keyId).answered(grants == null ? null : grants.get(keyId), ask.epochDay(),
        failure));
    }, ON_ANSWER_THREAD);
  }

  private CompletionStage<Map<String, KeyGrant>> oneKey(Map<String, GrantKeys.Ask> asks) {
    String keyId = asks.keySet().iterator().next();
    return keys.submitToKey(keyId, new GrantKeys(asks)).thenApplyAsync(grant -> Map.of(keyId, grant), ON_ANSWER_THREAD);
  }
}
