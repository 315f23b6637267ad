package io.gatehouse.gateway.cluster.impl;

import io.gatehouse.gateway.limits.KeyGrant;
import io.gatehouse.gateway.limits.KeyTake;
import java.util.concurrent.CompletableFuture;

/**
 * This node's share of one key's allowance: requests the cluster granted it, admitted here with no
 * remote operation. Each reconciliation asks for about two intervals' worth of this node's demand
 * and gives back what an idle node holds; a call finding no grant and no refusal to repeat asks at
 * once (one ask at a time, the calls waiting on it). Once the cluster grants fewer than asked, calls
 * are refused here until the next reconciliation's grant.
 */
final class KeyShare {

  /** The least a node asks for on a call's path: enough that a busy key does not ask per call. */
  private static final long LEAST_ASK = 8;

  private long burst;
  private double perSecond;
  private long quota;
  private long usedSeed;
  /** The UTC day the granted requests count against. */
  private long epochDay;
  private long granted;
  /** Granted requests of an earlier day or of an idle spell, to give back with the next ask. */
  private long toReturn;
  private long returnDay;
  /** Admitted and refused here since the last reconciliation: this node's demand. */
  private long demand;
  private int idleIntervals;
  /** The cluster granted fewer than asked: refused here until the next grant ({@code rate} or {@code quota}). */
  private String shortBy;
  /** The cluster's bucket and day count after the last grant, for the answer's headers. */
  private double tokens;
  private long used;
  /** An ask on its way, completed once its grant is applied; null when none is. */
  private CompletableFuture<Void> asking;
  private boolean retired;

  KeyShare(long epochDay) {
    this.epochDay = epochDay;
  }

  /**
   * Admits or refuses a call from what this node holds; null when it holds nothing and must ask.
   * {@code counted} says whether the call was already counted as demand (it waited for an ask).
   */
  synchronized KeyTake take(long burst, double perSecond, long quota, long epochDay, long usedSeed, boolean counted) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.quota = quota;
    this.usedSeed = usedSeed;
    if (epochDay > this.epochDay) newDay(epochDay);
    if (!counted) demand++;
    if (granted > 0) {
      granted--;
      return new KeyTake(true, null, tokens + granted, used - granted);
    }
    return shortBy == null ? null : new KeyTake(false, shortBy, tokens, used);
  }

  private void newDay(long day) {
    // yesterday's grants still hold tokens, but count against yesterday's quota
    toReturn += granted;
    returnDay = this.epochDay;
    granted = 0;
    shortBy = null;
    used = 0;
    this.epochDay = day;
  }

  /** The ask of a call that found nothing here: the one on its way, or a new one to send. */
  synchronized Pending askNow() {
    if (asking != null) return new Pending(asking, null);
    asking = new CompletableFuture<>();
    return new Pending(asking, ask(Math.max(LEAST_ASK, 2 * demand)));
  }

  /**
   * The periodic reconciliation: an ask for about two intervals' worth of demand, or giving back
   * what an idle node holds; null when there is nothing to say (or an ask is on its way).
   */
  synchronized Pending reconcile() {
    if (asking != null || retired) return null;
    long recent = demand;
    demand = 0;
    if (recent == 0) {
      idleIntervals++;
      if (granted == 0 && toReturn == 0) return null;
      toReturn += granted;
      returnDay = epochDay;
      granted = 0;
      shortBy = null;
      asking = new CompletableFuture<>();
      return new Pending(asking, ask(0));
    }
    idleIntervals = 0;
    long wanted = Math.max(0, 2 * recent - granted);
    if (wanted == 0 && toReturn == 0) return null;
    asking = new CompletableFuture<>();
    return new Pending(asking, ask(wanted));
  }

  private GrantKeys.Ask ask(long wanted) {
    GrantKeys.Ask ask = new GrantKeys.Ask(burst, perSecond, quota, epochDay, usedSeed, toReturn, returnDay, wanted);
    toReturn = 0;
    return ask;
  }

  /**
   * Applies the cluster's answer to an ask of {@code day}; a failed ask grants nothing, and the calls
   * waiting on it fail with its {@code failure}.
   */
  synchronized void answered(KeyGrant grant, long day, Throwable failure) {
    if (grant != null && day == epochDay) {
      granted += grant.granted();
      tokens = grant.tokens();
      used = grant.used();
      shortBy = grant.shortBy();
    } else if (grant != null) {
      toReturn += grant.granted();
      returnDay = day;
    }
    CompletableFuture<Void> done = asking;
    asking = null;
    if (done == null) return;
    if (failure != null) done.completeExceptionally(failure);
    else done.complete(null);
  }

  /** Whether the share has been idle long enough to drop, holding nothing; dropped then. */
  synchronized boolean retireIfIdle(int intervals) {
    retired = retired || idleIntervals >= intervals && granted == 0 && toReturn == 0 && asking == null;
    return retired;
  }

  synchronized boolean retired() {
    return retired;
  }

  /** An ask in flight: its completion, and the ask to send when this caller is the one to send it. */
  record Pending(CompletableFuture<Void> done, GrantKeys.Ask toSend) {
  }
}
