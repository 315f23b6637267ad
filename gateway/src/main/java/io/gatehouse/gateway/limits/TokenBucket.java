package io.gatehouse.gateway.limits;

import java.io.Serializable;
import java.time.Instant;

/**
 * A token bucket refilled continuously, in nanoseconds: the one rate limiter behind keys' call
 * and request buckets, signups and upstream turns, alone or as the cluster's entry value. Any
 * clock counting nanoseconds will do, as long as one bucket always reads the same one
 * ({@link System#nanoTime()} in a process, {@link #wallNanos()} across a cluster's nodes).
 */
public final class TokenBucket implements Serializable {

  private static final long serialVersionUID = 1L;

  private long capacity;
  private double perNano;
  private double tokens;
  private long at;

  /** A full bucket of {@code burst} tokens (at least one), refilled at {@code perSecond}. */
  public TokenBucket(long burst, double perSecond, long now) {
    rate(burst, perSecond);
    this.tokens = capacity;
    this.at = now;
  }

  /** Nanoseconds since the epoch: a clock the nodes of a cluster share, unlike {@link System#nanoTime()}. */
  public static long wallNanos() {
    Instant now = Instant.now();
    return now.getEpochSecond() * 1_000_000_000L + now.getNano();
  }

  /** Applies the rate asked now (a key may have changed plans); tokens above the new burst are dropped. */
  public synchronized void rate(long burst, double perSecond) {
    this.capacity = Math.max(1, burst);
    this.perNano = perSecond / 1e9;
    this.tokens = Math.min(tokens, capacity);
  }

  /** Takes a token if one is there. */
  public synchronized boolean tryTake(long now) {
    refill(now);
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  }

  /**
   * Reserves the next turn: the nanoseconds to wait before using it (0: at once), or that wait
   * negated when it is longer than {@code maxWaitNanos}, reserving nothing. Reserved turns may take
   * the balance below zero, which queues later callers behind them.
   */
  public synchronized long reserve(long now, long maxWaitNanos) {
    refill(now);
    long wait = tokens >= 1 ? 0 : (long) Math.ceil((1 - tokens) / perNano);
    if (wait > maxWaitNanos) return -Math.max(1, wait);
    tokens -= 1;
    return wait;
  }

  /** Takes up to {@code n} whole tokens, as many as are there: how many it took. */
  public synchronized long takeUpTo(long n, long now) {
    refill(now);
    long taken = Math.max(0, Math.min(n, (long) Math.floor(tokens)));
    tokens -= taken;
    return taken;
  }

  /** Puts back {@code n} tokens taken and not used, up to the bucket's capacity. */
  public synchronized void giveBack(long n, long now) {
    refill(now);
    tokens = Math.min(capacity, tokens + n);
  }

  /** The tokens in the bucket at {@code now}, fractions included. */
  public synchronized double tokens(long now) {
    refill(now);
    return tokens;
  }

  private void refill(long now) {
    tokens = Math.min(capacity, tokens + Math.max(0, now - at) * perNano);
    at = Math.max(at, now);
  }
}
