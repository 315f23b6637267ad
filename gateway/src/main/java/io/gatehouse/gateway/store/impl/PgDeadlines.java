package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.OutageBounds;
import io.vertx.core.Future;
import io.vertx.core.net.NetClientOptions;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** The deadlines of PostgreSQL clients (the key store's and the audit trail's): no operation waits longer. */
public final class PgDeadlines {

  /** At least this long idle before a connection is closed, so that a pool at rest is not reconnected every moment. */
  private static final long MIN_IDLE_MS = 10_000;

  private PgDeadlines() {
  }

  /**
   * The connections' transport: a connection attempt ends within the bounds' connect timeout, and
   * a connection that neither reads nor writes for several query timeouts (a statement stranded by a
   * database that stopped answering) is closed, so the pool replaces it.
   */
  public static NetClientOptions transport(OutageBounds bounds) {
    return transport(bounds.connect().toMillis(), bounds.query().toMillis());
  }

  /** The transport of a client whose connection attempts end within {@code connectMs} and statements within {@code queryMs}. */
  public static NetClientOptions transport(long connectMs, long queryMs) {
    return new NetClientOptions()
      .setConnectTimeout((int) connectMs)
      .setIdleTimeout((int) Math.max(MIN_IDLE_MS, 5 * queryMs))
      .setIdleTimeoutUnit(TimeUnit.MILLISECONDS);
  }

  /** {@code operation}, failed with a {@link TimeoutException} saying so once it takes longer than {@code ms}. */
  public static <T> Future<T> bounded(Future<T> operation, long ms) {
    return operation.timeout(ms, TimeUnit.MILLISECONDS).recover(e -> Future.failedFuture(e instanceof TimeoutException
      ? new TimeoutException("no answer within " + ms + " ms") : e));
  }
}
