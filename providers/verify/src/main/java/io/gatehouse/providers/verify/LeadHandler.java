package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.providers.verify.peers.KboAnswer;
import io.gatehouse.providers.verify.peers.KvkAnswer;
import io.gatehouse.providers.verify.peers.OpenRegisterAnswer;
import io.gatehouse.providers.verify.peers.VatAnswer;
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
import java.util.stream.Collectors;

/**
 * {@code verify_lead}: runs every check that applies to the lead at once through the gateway,
 * reports progress as each one answers, reads each answer through its tool's declared contract,
 * cross-checks the answers and weighs the findings into a verdict by the policy table. A check that
 * fails, times out or whose provider is missing becomes a finding for review; it never fails the call.
 */
final class LeadHandler implements OperationHandler {

  /** Left of the caller's deadline to assemble and send the verdict after the last check. */
  static final Duration MARGIN = Duration.ofMillis(500);

  private final ProviderContext context;
  private final Policy policy;

  LeadHandler(ProviderContext context, Policy policy) {
    this.context = context;
    this.policy = policy;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    Lead lead;
    try {
      lead = Lead.fromJson(invocation.arguments());
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    List<Check> checks = lead.checks();
    if (checks.isEmpty() && !lead.unchecked().isEmpty()) {
      // a register number was given but none can be checked: say why, not that none was given
      return Future.failedFuture(ProviderException.badArgument(lead.unchecked().get(0).field(),
        lead.inputFindings().stream().map(Finding::message).collect(Collectors.joining("; "))
          + "; nothing else to check: give vat_number, lei, company_name, contact_name or email too"));
    }
    if (checks.isEmpty()) {
      return Future.failedFuture(ProviderException.badArgument("vat_number", "give at least one of vat_number, "
        + "a register number (kvk_number, kbo_number, siren, org_number, business_id, ico, nip, company_number), lei, "
        + "company_name, contact_name or email"));
    }
    long budgetMs = budget(invocation);
    AtomicInteger done = new AtomicInteger();
    double total = checks.size();
    List<Future<CheckRun>> running = new ArrayList<>();
    for (Check check : checks) {
      running.add(run(invocation, check, lead, budgetMs).andThen(ar -> invocation.progress(done.incrementAndGet(), total,
        check.tool() + ": " + ar.result().outcome(policy).slug() + " - "
          + ar.result().findings().stream().map(Finding::message).collect(Collectors.joining("; ")))));
    }
    Promise<Result> answer = Promise.promise();
    Future.join(running).map(v -> result(lead, running.stream().map(Future::result).toList())).onComplete(answer);
    // a cancelled call stops waiting for its checks
    invocation.cancelled().onSuccess(v -> answer.tryFail(new ProviderException(Failure.CANCELLED, "verify_lead was cancelled")));
    return answer.future();
  }

  /** One check, bounded by the caller's deadline; always succeeds with the check's findings. */
  private Future<CheckRun> run(Invocation invocation, Check check, Lead lead, long budgetMs) {
    Promise<CheckRun> promise = Promise.promise();
    long timer = context.vertx().setTimer(budgetMs, t -> promise.tryComplete(CheckRun.timedOut(check, budgetMs)));
    Future<JsonObject> call;
    try {
      call = invocation.invoke(check.provider(), check.operation(), check.arguments());
    } catch (RuntimeException e) {
      call = Future.failedFuture(e);
    }
    call.onComplete(ar -> {
      context.vertx().cancelTimer(timer);
      promise.tryComplete(ar.succeeded()
        ? CheckRun.answered(check, ar.result() == null ? new JsonObject() : ar.result(), lead)
        : CheckRun.failed(check, ar.cause()));
    });
    return promise.future();
  }

  private Result result(Lead lead, List<CheckRun> runs) {
    List<Finding> found = new ArrayList<>(lead.inputFindings());
    runs.forEach(run -> found.addAll(run.findings()));
    VatAnswer vat = answer(runs, VatAnswer.class);
    List<OpenRegisterAnswer> open = runs.stream().map(r -> r.answer(OpenRegisterAnswer.class)).filter(a -> a != null).toList();
    found.addAll(ConsistencyFindings.of(lead, vat, answer(runs, KboAnswer.class), answer(runs, KvkAnswer.class), open));
    Verdict verdict = Verdict.of(ConsistencyFindings.notPublished(ConsistencyFindings.notInSnapshot(found, vat), vat, lead),
      policy);
    JsonArray checks = new JsonArray();
    Map<String, Source> sources = new LinkedHashMap<>();
    for (CheckRun run : runs) {
      // the check's findings as the verdict weighed them (a cross-check may have reread one)
      List<Finding> own = verdict.findings().stream().filter(f -> f.check().equals(run.check().name())).toList();
      JsonObject entry = new JsonObject().put("check", run.check().name()).put("tool", run.check().tool())
        .put("outcome", own.stream().map(verdict::outcome).reduce(Outcome.PASS, Outcome::worse).slug())
        .put("codes", new JsonArray(own.stream().map(Finding::code).toList()));
      if (run.body() != null) {
        entry.put("result", run.body());
        collectSources(run.body(), sources);
      }
      checks.add(entry);
    }
    JsonObject fields = new JsonObject().put("verdict", verdict.value())
      .put("reasons", findings(verdict.reasons(), verdict))
      .put("findings", findings(verdict.findings(), verdict))
      .put("checks", checks);
    return Result.of(fields, List.copyOf(sources.values()));
  }

  private static JsonArray findings(List<Finding> findings, Verdict verdict) {
    return new JsonArray(findings.stream().map(f -> (Object) f.toJson(verdict.outcome(f))).toList());
  }

  private static <T> T answer(List<CheckRun> runs, Class<T> type) {
    return runs.stream().map(r -> r.answer(type)).filter(a -> a != null).findFirst().orElse(null);
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
}
