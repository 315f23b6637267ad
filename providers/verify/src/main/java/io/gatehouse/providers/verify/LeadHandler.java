package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code verify_lead}: runs every check that applies to the lead at once through the gateway,
 * reports progress as each one answers, and weighs the answers into a verdict. A check that fails,
 * times out or whose provider is missing becomes a reason for review; it never fails the call.
 */
final class LeadHandler implements OperationHandler {

  /** Left of the caller's deadline to assemble and send the verdict after the last check. */
  static final Duration MARGIN = Duration.ofMillis(500);

  private final ProviderContext context;

  LeadHandler(ProviderContext context) {
    this.context = context;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    Lead lead = Lead.fromJson(invocation.arguments());
    List<Check> checks = lead.checks();
    if (checks.isEmpty()) {
      return Future.failedFuture(ProviderException.badArgument("vat_number",
        "give at least one of vat_number, kvk_number, kbo_number, company_name, contact_name or email"));
    }
    long budgetMs = budget(invocation);
    AtomicInteger done = new AtomicInteger();
    double total = checks.size();
    List<Future<Outcome>> running = new ArrayList<>();
    for (Check check : checks) {
      running.add(run(check, lead, budgetMs).andThen(ar -> {
        Outcome o = ar.result();
        invocation.progress(done.incrementAndGet(), total,
          check.tool() + ": " + o.assessment().outcome().name().toLowerCase() + " - " + o.assessment().reason());
      }));
    }
    Promise<Result> answer = Promise.promise();
    Future.join(running).map(v -> result(checks, running.stream().map(Future::result).toList()))
      .onComplete(answer);
    // a cancelled call stops waiting for its checks
    invocation.cancelled().onSuccess(v -> answer.tryFail(new ProviderException(Failure.CANCELLED, "verify_lead was cancelled")));
    return answer.future();
  }

  /** One check, bounded by the caller's deadline; always succeeds with an assessment. */
  private Future<Outcome> run(Check check, Lead lead, long budgetMs) {
    Promise<Outcome> promise = Promise.promise();
    long timer = context.vertx().setTimer(budgetMs, t -> promise.tryComplete(new Outcome(check, null,
      Assessment.review(check.tool() + " did not answer within " + budgetMs + " ms"))));
    Future<JsonObject> call;
    try {
      call = context.invoke(check.provider(), check.operation(), check.arguments());
    } catch (RuntimeException e) {
      call = Future.failedFuture(e);
    }
    call.onComplete(ar -> {
      context.vertx().cancelTimer(timer);
      if (ar.succeeded()) {
        JsonObject body = ar.result() == null ? new JsonObject() : ar.result();
        promise.tryComplete(new Outcome(check, body, Judge.answer(check, body, lead)));
      } else {
        promise.tryComplete(new Outcome(check, null, Judge.failure(check, ar.cause())));
      }
    });
    return promise.future();
  }

  private static Result result(List<Check> checks, List<Outcome> outcomes) {
    Verdict verdict = Verdict.of(checks, outcomes.stream().map(Outcome::assessment).toList());
    JsonArray reasons = new JsonArray();
    verdict.reasons().forEach(reasons::add);
    JsonArray results = new JsonArray();
    Map<String, Source> sources = new LinkedHashMap<>();
    for (Outcome o : outcomes) {
      JsonObject entry = new JsonObject().put("check", o.check().name()).put("tool", o.check().tool())
        .put("outcome", o.assessment().outcome().name().toLowerCase()).put("reason", o.assessment().reason());
      if (o.body() != null) {
        entry.put("result", o.body());
        collectSources(o.body(), sources);
      }
      results.add(entry);
    }
    JsonObject fields = new JsonObject().put("verdict", verdict.value()).put("reasons", reasons).put("checks", results);
    return Result.of(fields, List.copyOf(sources.values()));
  }

  /** Each distinct source once, whichever checks it answered. */
  private static void collectSources(JsonObject body, Map<String, Source> into) {
    for (Object item : body.getJsonArray("sources", new JsonArray())) {
      if (!(item instanceof JsonObject json)) continue;
      try {
        Source s = Source.fromJson(json);
        into.putIfAbsent(s.name() + "|" + s.url() + "|" + s.version() + "|" + s.status(), s);
      } catch (RuntimeException malformed) {
        // a peer's malformed source is left out rather than failing the verdict
      }
    }
  }

  private static long budget(Invocation invocation) {
    if (invocation.deadline() == null) return 25_000;
    long left = Duration.between(Instant.now(), invocation.deadline()).minus(MARGIN).toMillis();
    return Math.max(1, left);
  }

  /** A check with the peer's answer (null when it failed) and what it means. */
  private record Outcome(Check check, JsonObject body, Assessment assessment) {
  }
}
