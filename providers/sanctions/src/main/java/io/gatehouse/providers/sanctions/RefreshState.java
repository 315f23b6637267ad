package io.gatehouse.providers.sanctions;

import io.gatehouse.providers.sanctions.ingest.ListReport;
import io.gatehouse.providers.sanctions.ingest.RefreshOutcome;
import io.gatehouse.providers.sanctions.ingest.RefreshRunner;
import io.gatehouse.providers.sanctions.ingest.RefreshScheduler;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.util.List;
import java.util.function.Supplier;

/**
 * What fetching the lists from their publishers has done: which lists it fetches, when it last went
 * through them, which failed and why, and when it tries next. Said in answers that lack a list (so
 * an operator reading "not loaded" learns that the gateway is offline, not misconfigured).
 */
final class RefreshState {

  private final RefreshRunner runner;
  private final Supplier<RefreshScheduler> scheduler;

  RefreshState(RefreshRunner runner, Supplier<RefreshScheduler> scheduler) {
    this.runner = runner;
    this.scheduler = scheduler;
  }

  boolean configured() {
    return !runner.sources().isEmpty();
  }

  JsonObject toJson() {
    JsonObject json = new JsonObject().put("lists", new JsonArray(runner.sources().stream()
      .map(s -> s.format().listId()).toList()));
    RefreshOutcome last = runner.last();
    if (last == null) {
      json.put("status", "not_yet");
    } else {
      List<ListReport> failed = last.reports().stream().filter(r -> !r.loaded()).toList();
      json.put("status", failed.isEmpty() ? "ok" : "failing").put("last_completed_at", last.completed().toString());
      JsonArray errors = new JsonArray();
      failed.forEach(r -> errors.add(new JsonObject().put("list", r.listId()).put("url", r.url()).put("error", r.error())));
      json.put("failed", errors);
    }
    Instant next = scheduler.get() == null ? null : scheduler.get().nextAttempt();
    if (next != null) json.put("next_attempt_at", next.toString());
    return json;
  }

  /** A sentence for an answer missing these lists; empty when no refresh is configured. */
  String note(List<String> missing) {
    if (!configured() || missing.isEmpty()) return "";
    RefreshOutcome last = runner.last();
    Instant next = scheduler.get() == null ? null : scheduler.get().nextAttempt();
    String then = next == null ? "" : " It tries again at " + next + ".";
    if (last == null) return " The gateway is fetching the lists from their publishers and has not loaded these yet." + then;
    List<String> failures = last.reports().stream().filter(r -> !r.loaded() && missing.contains(r.listId()))
      .map(r -> r.listId() + " (" + r.error() + ")").toList();
    if (failures.isEmpty()) return then.isEmpty() ? "" : then.substring(1);
    return " Fetching them from their publishers failed at " + last.completed() + ": " + String.join("; ", failures)
      + "." + then;
  }
}
