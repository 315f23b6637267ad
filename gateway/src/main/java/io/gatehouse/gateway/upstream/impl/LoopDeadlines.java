package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Vertx;
import io.vertx.core.internal.ContextInternal;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Deadlines armed on the event loop's own Netty scheduler, through Vert.x's internal
 * {@code ContextInternal}: the gateway's one use of it, kept here so a Vert.x upgrade has one place
 * to look. Why not {@code vertx.setTimer}: a Vert.x timer is also entered in a shared map and in its
 * context's close hook, and taken out again, for every upstream attempt, though almost every
 * deadline is cancelled because the answer came first. Arming and cancelling one measured 2.6 to
 * 4.4 times cheaper here, on a busy machine (DeadlineBenchmark, docs/benchmarks/vertx-internals.md).
 */
final class LoopDeadlines {

  private LoopDeadlines() {
  }

  /** Runs {@code expiry} on the caller's context after {@code delayMs}, unless cancelled first. */
  static ScheduledFuture<?> schedule(Vertx vertx, long delayMs, Runnable expiry) {
    ContextInternal context = (ContextInternal) vertx.getOrCreateContext();
    return context.nettyEventLoop()
      .schedule(() -> context.runOnContext(v -> expiry.run()), delayMs, TimeUnit.MILLISECONDS);
  }
}
