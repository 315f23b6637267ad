package io.gatehouse.providers.sanctions.ingest;

import java.time.Instant;
import java.util.List;

/**
 * A refresh of every configured list, as its callers get it.
 *
 * @param started   when the refresh started
 * @param completed when its last list was done
 * @param reports   one per configured list, in the configured order
 * @param earlier   true when the call did not refresh but got this earlier refresh's reports again
 */
public record RefreshOutcome(Instant started, Instant completed, List<ListReport> reports, boolean earlier) {

  public RefreshOutcome {
    reports = List.copyOf(reports);
  }

  RefreshOutcome answeredAgain() {
    return new RefreshOutcome(started, completed, reports, true);
  }
}
