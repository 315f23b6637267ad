package io.gatehouse.providers.sanctions.ingest;

import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.time.Duration;

/** Refreshes the configured lists at start and then on a fixed interval, through the shared runner. */
public final class RefreshScheduler {

  private final Vertx vertx;
  private final RefreshRunner runner;
  private long timer = -1;

  public RefreshScheduler(Vertx vertx, RefreshRunner runner) {
    this.vertx = vertx;
    this.runner = runner;
  }

  /** Refreshes now, then every {@code interval}. */
  public void start(Duration interval) {
    refreshAll();
    timer = vertx.setPeriodic(interval.toMillis(), id -> refreshAll());
  }

  public void stop() {
    if (timer >= 0) vertx.cancelTimer(timer);
  }

  /** Completes when every source was tried; never fails. A refresh already under way is joined, not repeated. */
  public Future<Void> refreshAll() {
    return runner.refresh(RefreshWatcher.UNATTENDED).<Void>mapEmpty().otherwiseEmpty();
  }
}
