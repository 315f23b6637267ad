package io.gatehouse.providers.sanctions.ingest;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Refreshes every configured list, one after the other (lists are large and the machine is shared
 * with serving). At most one refresh runs: a caller arriving meanwhile joins it and gets the same
 * outcome. A list that fails is reported and keeps its previous copy; the others still refresh.
 */
public final class RefreshRunner {

  private static final Logger LOG = LoggerFactory.getLogger(RefreshRunner.class);

  private final ListRefresher refresher;
  private final List<ListSource> sources;
  /** The refresh under way, or null; guarded by this. */
  private Run running;
  /** The last refresh that went through every list, or null; guarded by this. */
  private RefreshOutcome last;

  public RefreshRunner(ListRefresher refresher, List<ListSource> sources) {
    this.refresher = refresher;
    this.sources = List.copyOf(sources);
  }

  public List<ListSource> sources() {
    return sources;
  }

  /** The last refresh that went through every list, or null before the first one ends. */
  public synchronized RefreshOutcome last() {
    return last;
  }

  /** Joins the refresh under way, or starts one. Fails only when the watcher stopped waiting. */
  public Future<RefreshOutcome> refresh(RefreshWatcher watcher) {
    return join(watcher, null);
  }

  /**
   * For callers that must not keep the lists' publishers busy: like {@link #refresh}, except that
   * when none runs and the last one completed less than {@code minInterval} ago, that one's
   * outcome is answered again instead.
   */
  public Future<RefreshOutcome> refreshUnlessRecent(Duration minInterval, RefreshWatcher watcher) {
    return join(watcher, minInterval);
  }

  private Future<RefreshOutcome> join(RefreshWatcher watcher, Duration minIntervalOrNull) {
    Promise<RefreshOutcome> answer = Promise.promise();
    Run started = null;
    synchronized (this) {
      if (running == null && minIntervalOrNull != null && last != null
        && last.completed().plus(minIntervalOrNull).isAfter(Instant.now())) {
        return Future.succeededFuture(last.answeredAgain());
      }
      if (running == null) running = started = new Run(Instant.now());
      running.waiters.add(new Waiter(watcher, answer));
    }
    if (started != null) step(started);
    return answer.future();
  }

  /** Between lists: lets go of callers that stopped waiting, then refreshes the next list or ends. */
  private void step(Run run) {
    List<Waiter> released = new ArrayList<>();
    List<Waiter> answered = List.of();
    RefreshOutcome outcome = null;
    boolean goOn = false;
    synchronized (this) {
      run.waiters.removeIf(w -> w.watcher.stoppedWaiting() && released.add(w));
      if (run.reports.size() == sources.size()) {
        outcome = new RefreshOutcome(run.started, Instant.now(), run.reports, false);
        last = outcome;
        answered = List.copyOf(run.waiters);
        running = null;
      } else if (run.waiters.isEmpty()) {
        LOG.info("sanctions: refresh stopped after {} of {} lists, nobody waits for it", run.reports.size(),
          sources.size());
        running = null;
      } else {
        goOn = true;
      }
    }
    // answered outside the lock: a caller may start the next refresh from its callback
    released.forEach(w -> w.answer.tryFail(new ProviderException(Failure.CANCELLED,
      "the refresh was cancelled; the lists loaded before it stopped stay loaded")));
    for (Waiter w : answered) w.answer.tryComplete(outcome);
    if (goOn) refreshNext(run);
  }

  private void refreshNext(Run run) {
    int index = run.reports.size();
    ListSource source = sources.get(index);
    Future<JsonObject> stored;
    try {
      stored = refresher.refresh(source);
    } catch (RuntimeException e) {
      // a refresh that never ends would block every later one
      stored = Future.failedFuture(e);
    }
    stored
      .map(ingested -> ListReport.loaded(source, ingested))
      .otherwise(e -> ListReport.failed(source, e))
      .onSuccess(report -> {
        if (report.loaded()) LOG.info("sanctions: refreshed {}", report.summary());
        else LOG.warn("sanctions: refresh of {} from {} failed: {}", report.listId(), report.url(), report.error());
        List<Waiter> waiting;
        synchronized (this) {
          run.reports.add(report);
          waiting = List.copyOf(run.waiters);
        }
        waiting.forEach(w -> tell(w.watcher, index + 1, report));
        step(run);
      });
  }

  private void tell(RefreshWatcher watcher, int done, ListReport report) {
    try {
      watcher.listDone(done, sources.size(), report);
    } catch (RuntimeException e) {
      LOG.warn("sanctions: a refresh progress note failed: {}", e.getMessage());
    }
  }

  private static final class Run {
    final Instant started;
    final List<ListReport> reports = new ArrayList<>();
    final List<Waiter> waiters = new ArrayList<>();

    Run(Instant started) {
      this.started = started;
    }
  }

  private record Waiter(RefreshWatcher watcher, Promise<RefreshOutcome> answer) {
  }
}
