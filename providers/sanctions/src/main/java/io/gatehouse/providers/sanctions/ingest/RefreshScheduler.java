package io.gatehouse.providers.sanctions.ingest;

import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.time.Duration;
import java.time.Instant;

/**
 * Refreshes the configured lists at start and then on a fixed interval, through the shared runner.
 * When a list could not be fetched (no network, a publisher down) it tries again sooner: after
 * {@code retry}, then twice as long each time, never later than the interval.
 */
public final class RefreshScheduler {

  private final Vertx vertx;
  private final RefreshRunner runner;
  private final Duration firstRetry;
  private Duration interval;
  private Duration retry;
  private long timer = -1;
  private long retryTimer = -1;
  private volatile Instant nextAttempt;
  private volatile boolean stopped;

  public RefreshScheduler(Vertx vertx, RefreshRunner runner, Duration firstRetry) {
    this.vertx = vertx;
    this.runner = runner;
    this.firstRetry = firstRetry;
    this.retry = firstRetry;
  }

  /** Refreshes now, then every {@code interval}, and sooner after a failure. */
  public void start(Duration interval) {
    this.interval = interval;
    timer = vertx.setPeriodic(interval.toMillis(), id -> refreshAll());
    nextAttempt = Instant.now().plus(interval);
    refreshAll();
  }

  public void stop() {
    stopped = true;
    if (timer >= 0) vertx.cancelTimer(timer);
    if (retryTimer >= 0) vertx.cancelTimer(retryTimer);
  }

  /** When the schedule fetches the lists next (a retry or the next interval), or null when not started. */
  public Instant nextAttempt() {
    return nextAttempt;
  }

  /** Completes when every source was tried; never fails. A refresh already under way is joined, not repeated. */
  public Future<Void> refreshAll() {
    return runner.refresh(RefreshWatcher.UNATTENDED).onSuccess(this::scheduleRetry).<Void>mapEmpty().otherwiseEmpty();
  }

  private synchronized void scheduleRetry(RefreshOutcome outcome) {
    if (stopped) return;
    if (retryTimer >= 0) vertx.cancelTimer(retryTimer);
    retryTimer = -1;
    if (outcome.reports().stream().allMatch(ListReport::loaded)) {
      retry = firstRetry;
      nextAttempt = outcome.completed().plus(interval);
      return;
    }
    Duration wait = retry.compareTo(interval) < 0 ? retry : interval;
    retry = retry.multipliedBy(2);
    nextAttempt = Instant.now().plus(wait);
    retryTimer = vertx.setTimer(wait.toMillis(), id -> {
      retryTimer = -1;
      refreshAll();
    });
  }
}
