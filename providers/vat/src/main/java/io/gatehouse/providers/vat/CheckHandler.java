package io.gatehouse.providers.vat;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.providers.vat.vies.MemberStateBreaker;
import io.gatehouse.providers.vat.vies.TraderField;
import io.gatehouse.providers.vat.vies.ViesClient;
import io.gatehouse.providers.vat.vies.ViesOutcome;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * {@code vat_check}: format and check digits locally, then the registration through VIES. Only a
 * failed local check or a VIES "not valid" verdict makes a number invalid, with its
 * {@link InvalidReason}; anything VIES could not answer is unknown, with a hint on when to retry
 * whose code says why.
 */
final class CheckHandler implements OperationHandler {

  static final String CHECK_DIGITS_SOURCE = "EU VAT check digits";
  /** retry_hint codes of unknown answers where VIES was not asked; VIES's own codes are upper case. */
  static final String OFFLINE = "offline";
  static final String BREAKER_OPEN = "breaker_open";

  private final ViesClient vies;
  private final VerdictCache cache;
  private final MemberStateBreaker breaker;
  private final String rulesVersion;
  private final String viesSourceName;
  private final String viesUrl;

  CheckHandler(ViesClient vies, VerdictCache cache, MemberStateBreaker breaker, String rulesVersion,
               String viesSourceName, String viesUrl) {
    this.vies = vies;
    this.cache = cache;
    this.breaker = breaker;
    this.rulesVersion = rulesVersion;
    this.viesSourceName = viesSourceName;
    this.viesUrl = viesUrl;
  }

  /** Its cache and breaker are thread-safe, VIES is reached through the context's client within the deadline. */
  @Override
  public boolean runsOnCallersLoop() {
    return true;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    VatNumber number;
    try {
      number = VatNormalizer.normalize(args.getString("vat_number", ""), args.getString("country_code"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    JsonObject fields = new JsonObject()
      .put("country_code", number.country())
      .put("normalized", number.full())
      .put("format_valid", number.formatValid())
      .put("checksum_valid", number.checksumValid());
    Source local = Source.dataset(CHECK_DIGITS_SOURCE, rulesVersion, Instant.now());

    var fault = number.invalidReason();
    if (fault.isPresent()) {
      invalid(fields, fault.get(), fault.get().equals(InvalidReason.FORMAT)
        ? "not in the format of " + number.country() + " VAT numbers" : "the check digits do not match");
      return Future.succeededFuture(Result.of(fields, List.of(local)));
    }
    if (args.getBoolean("offline", false)) {
      unknown(fields, "offline check: VIES was not asked whether the number is registered", true, null, OFFLINE);
      return Future.succeededFuture(Result.of(fields, List.of(local)));
    }
    JsonObject trader = TraderField.request(args);
    var cached = cache.get(number, trader);
    if (cached.isPresent()) return Future.succeededFuture(verdict(fields, cached.get(), local));

    var open = breaker.openRemaining(number.country());
    if (open.isPresent()) {
      long seconds = Math.max(1, open.get().toSeconds());
      unknown(fields, "VIES failed repeatedly for " + number.country() + "; not asked again for " + seconds + " s",
        true, seconds, BREAKER_OPEN);
      Source skipped = new Source(viesSourceName, viesUrl, null, Instant.now(), Source.UNAVAILABLE);
      return Future.succeededFuture(Result.of(fields, List.of(local, skipped)));
    }

    return vies.check(number, trader, invocation.requestId(), remaining(invocation)).map(outcome -> {
      if (outcome instanceof ViesOutcome.Verdict answer) {
        breaker.success(number.country());
        cache.remember(number, trader, answer);
        return verdict(fields, answer, local);
      }
      ViesOutcome.NoVerdict failed = (ViesOutcome.NoVerdict) outcome;
      if (failed.memberStateFault()) breaker.fault(number.country());
      unknown(fields, failed.reason(), failed.retryable(), failed.retryable() ? failed.retryAfterSeconds() : null,
        failed.code());
      return Result.of(fields, List.of(local, failed.source()));
    });
  }

  private static Result verdict(JsonObject fields, ViesOutcome.Verdict answer, Source local) {
    if (answer.valid()) {
      fields.put("status", "valid");
    } else {
      invalid(fields, InvalidReason.NOT_REGISTERED, "VIES reports the number as not registered for VAT");
    }
    if (!answer.details().isEmpty()) fields.put("vies", answer.details().copy());
    return Result.of(fields, List.of(local, answer.source()));
  }

  private static void invalid(JsonObject fields, String invalidReason, String reason) {
    fields.put("status", "invalid").put("invalid_reason", invalidReason).put("reason", reason);
  }

  private static void unknown(JsonObject fields, String reason, boolean retryable, Long afterSeconds, String code) {
    JsonObject hint = new JsonObject().put("retryable", retryable).put("code", code);
    if (afterSeconds != null) hint.put("retry_after_seconds", afterSeconds);
    fields.put("status", "unknown").put("reason", reason).put("retry_hint", hint);
  }

  /** What is left of the caller's deadline, so VIES is not waited on after the caller gave up. */
  private static Duration remaining(Invocation invocation) {
    if (invocation.deadline() == null) return null;
    Duration left = Duration.between(Instant.now(), invocation.deadline());
    return left.isNegative() || left.isZero() ? Duration.ofMillis(1) : left;
  }
}
