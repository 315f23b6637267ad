package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.providers.sanctions.ingest.ListReport;
import io.gatehouse.providers.sanctions.ingest.RefreshRunner;
import io.gatehouse.providers.sanctions.ingest.RefreshWatcher;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.time.Duration;

/**
 * {@code sanctions_refresh}: fetches every configured list now and stores it, through the same
 * runner as the scheduled refresh. Fit for a public endpoint: a call while a refresh runs joins
 * it, and within {@code refresh.min_interval_minutes} of the last refresh a call gets that one's
 * reports again instead of fetching.
 */
final class RefreshHandler implements OperationHandler {

  static final String SETTING = "providers.sanctions.refresh";
  static final String NOT_CONFIGURED = "This gateway has no sanctions list sources to refresh from. The operator sets "
    + SETTING + " in the gateway configuration: an empty section fetches the EU, OFAC, UN and UK lists, "
    + "refresh.sources names others, refresh.interval_hours: 0 fetches them only when sanctions_refresh is called.";

  private final RefreshRunner runner;
  private final Duration minInterval;

  RefreshHandler(RefreshRunner runner, Duration minInterval) {
    this.runner = runner;
    this.minInterval = minInterval;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    if (runner.sources().isEmpty()) {
      return Future.failedFuture(new ProviderException(Failure.NOT_CONFIGURED, NOT_CONFIGURED,
        new JsonObject().put("setting", SETTING), null));
    }
    return runner.refreshUnlessRecent(minInterval, new Caller(invocation))
      .map(outcome -> RefreshAnswer.of(outcome, minInterval));
  }

  /** The invocation as a watcher of the refresh: a progress note per list, its cancellation. */
  private record Caller(Invocation invocation) implements RefreshWatcher {

    @Override
    public void listDone(int done, int total, ListReport report) {
      invocation.progress(done, (double) total, report.summary());
    }

    @Override
    public boolean stoppedWaiting() {
      return invocation.isCancelled();
    }
  }
}
