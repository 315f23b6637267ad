package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.providers.sanctions.ingest.ListReport;
import io.gatehouse.providers.sanctions.ingest.RefreshOutcome;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer of {@code sanctions_refresh}: a report per list and a source per list, as
 * {@code sanctions_screen} cites them. Reports of an earlier refresh say so, with its time, and
 * cite their lists as cached.
 */
final class RefreshAnswer {

  static final String REFRESHED = "refreshed";
  static final String EARLIER = "earlier_refresh";

  private RefreshAnswer() {
  }

  static Result of(RefreshOutcome outcome, Duration minInterval) {
    Instant next = outcome.completed().plus(minInterval);
    JsonArray lists = new JsonArray();
    List<Source> sources = new ArrayList<>();
    int loaded = 0;
    for (ListReport report : outcome.reports()) {
      lists.add(report.toJson());
      sources.add(report.citation(outcome.earlier() ? Source.CACHED : Source.OK));
      if (report.loaded()) loaded++;
    }
    JsonObject fields = new JsonObject().put("status", outcome.earlier() ? EARLIER : REFRESHED);
    if (outcome.earlier()) {
      fields.put("message", "The lists were refreshed at " + outcome.completed() + ", less than "
        + minutes(minInterval) + " minutes ago, so they were not fetched again: these are the reports of that "
        + "refresh. The next refresh can start after " + next + ".");
    }
    fields.put("started_at", outcome.started().toString())
      .put("completed_at", outcome.completed().toString())
      .put("next_refresh_after", next.toString())
      .put("loaded", loaded)
      .put("failed", outcome.reports().size() - loaded)
      .put("lists", lists);
    return Result.of(fields, sources);
  }

  private static String minutes(Duration duration) {
    return BigDecimal.valueOf(duration.toMillis()).divide(BigDecimal.valueOf(60_000), 2, RoundingMode.HALF_UP)
      .stripTrailingZeros().toPlainString();
  }
}
