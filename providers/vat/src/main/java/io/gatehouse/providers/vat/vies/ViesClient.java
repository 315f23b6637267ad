package io.gatehouse.providers.vat.vies;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.providers.vat.VatNumber;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/** Asks VIES (REST, {@code POST /check-vat-number}) for a verdict. Never fails: problems become {@link ViesOutcome.NoVerdict}. */
public final class ViesClient {

  public static final String CHECK_PATH = "/check-vat-number";

  private final UpstreamClient upstream;
  private final String sourceName;
  private final Requester requester;

  /** @param requester the operator's VAT number, or null */
  public ViesClient(UpstreamClient upstream, String sourceName, Requester requester) {
    this.upstream = upstream;
    this.sourceName = sourceName;
    this.requester = requester;
  }

  /** @param trader details for VIES to match, under their VIES names ({@link TraderField#request}) */
  public Future<ViesOutcome> check(VatNumber number, JsonObject trader, String requestId, Duration timeout) {
    JsonObject body = new JsonObject().put("countryCode", number.country()).put("vatNumber", number.national())
      .mergeIn(trader);
    return ask(body, requester, requestId, timeout).compose(outcome -> {
      // a rejected requester must not cost the caller the verdict: ask again without it
      if (requester != null && outcome instanceof ViesOutcome.NoVerdict failed
        && failed.code().equals(ViesError.INVALID_REQUESTER_INFO.name())) {
        return ask(body, null, requestId, timeout);
      }
      return Future.succeededFuture(outcome);
    });
  }

  private Future<ViesOutcome> ask(JsonObject body, Requester from, String requestId, Duration timeout) {
    JsonObject sent = body.copy();
    if (from != null) sent.put("requesterMemberStateCode", from.country()).put("requesterNumber", from.number());
    UpstreamRequest request = UpstreamRequest.of("POST", CHECK_PATH)
      .header("Content-Type", "application/json")
      .header("Accept", "application/json")
      .body(sent.toBuffer())
      .requestId(requestId)
      .timeout(timeout)
      .acceptServerError(ViesClient::blamesLessThanVies);
    return upstream.send(request)
      .map(this::read)
      .otherwise(this::unreachable);
  }

  private ViesOutcome read(UpstreamResponse response) {
    JsonObject json;
    try {
      json = response.json() instanceof JsonObject object ? object : null;
    } catch (ProviderException notJson) {
      json = null;
    }
    Source source = response.source();
    if (json == null) return noVerdict(ViesError.UNKNOWN_ERROR, "VIES answered without a JSON object", source);
    Optional<JsonObject> failed = firstError(json);
    if (failed.isPresent()) {
      JsonObject first = failed.get();
      String code = first.getString("error", "");
      ViesError error = ViesError.of(code).orElse(ViesError.UNKNOWN_ERROR);
      String message = first.getString("message");
      String reason = error.description() + " (" + (code.isEmpty() ? "no error code" : code) + ")"
        + (message == null || message.isBlank() ? "" : ": " + message);
      return new ViesOutcome.NoVerdict(code.isEmpty() ? error.name() : code, reason, error.retryable(),
        error.retryAfterSeconds(), error.memberStateFault(), source.withStatus(Source.UNAVAILABLE));
    }
    Boolean valid = json.getBoolean("valid");
    if (!response.isSuccess() || valid == null) {
      return noVerdict(ViesError.UNKNOWN_ERROR, "VIES answered HTTP " + response.status() + " without a verdict", source);
    }
    JsonObject details = details(json);
    // the consultation number is the proof of this check: the version of what VIES answered, as audits cite it
    String consultation = details.getString("consultation_number");
    Source answered = consultation == null ? source
      : new Source(source.name(), source.url(), consultation, source.retrievedAt(), source.status());
    return new ViesOutcome.Verdict(valid, details, answered);
  }

  /** The first error VIES answered instead of a verdict (an empty object when it named none); empty for a verdict. */
  private static Optional<JsonObject> firstError(JsonObject json) {
    JsonArray errors = json.getJsonArray("errorWrappers");
    boolean hasErrors = errors != null && !errors.isEmpty();
    if (!hasErrors && !Boolean.FALSE.equals(json.getBoolean("actionSucceed"))) return Optional.empty();
    return Optional.of(hasErrors ? errors.getJsonObject(0) : new JsonObject());
  }

  /**
   * VIES sends some errors with HTTP 500. One that blames a member state's register or this request
   * is an answer, read like one sent with 200: the shared client must neither retry it nor count it
   * against VIES's circuit, or one state's outage would stop the checks for all of them.
   */
  private static boolean blamesLessThanVies(UpstreamResponse response) {
    if (!(response.json() instanceof JsonObject json)) return false;
    return firstError(json).flatMap(error -> ViesError.of(error.getString("error")))
      .filter(error -> !error.viesFault()).isPresent();
  }

  private static JsonObject details(JsonObject json) {
    JsonObject details = new JsonObject();
    ViesText.disclosed(json.getString("name")).ifPresent(v -> details.put("name", v));
    ViesText.disclosed(json.getString("address")).ifPresent(v -> details.put("address", v));
    ViesText.disclosed(json.getString("requestIdentifier")).ifPresent(v -> details.put("consultation_number", v));
    ViesText.disclosed(json.getString("requestDate")).ifPresent(v -> details.put("request_date", v));
    JsonObject approximate = TraderField.approximate(json);
    if (!approximate.isEmpty()) details.put("approximate", approximate);
    return details;
  }

  /** The shared client failed (a 5xx that blames VIES, 429, timeout, open circuit): no verdict, with its reason. */
  private ViesOutcome unreachable(Throwable cause) {
    Source source = new Source(sourceName, upstream.baseUrl() + CHECK_PATH, null, Instant.now(), Source.UNAVAILABLE);
    String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    if (!(cause instanceof ProviderException failure)) {
      return new ViesOutcome.NoVerdict(Failure.UPSTREAM_UNAVAILABLE.name(), message, true,
        ViesError.SERVICE_UNAVAILABLE.retryAfterSeconds(), false, source);
    }
    boolean timeout = failure.failure() == Failure.TIMEOUT;
    long fallback = timeout ? ViesError.TIMEOUT.retryAfterSeconds() : ViesError.SERVICE_UNAVAILABLE.retryAfterSeconds();
    return new ViesOutcome.NoVerdict(failure.failure().name(), message, failure.failure().retryable(),
      retryAfter(failure, fallback), timeout, source);
  }

  private static long retryAfter(ProviderException failure, long fallback) {
    return failure.retryAfterSeconds() != null ? failure.retryAfterSeconds() : fallback;
  }

  private static ViesOutcome noVerdict(ViesError error, String reason, Source source) {
    return new ViesOutcome.NoVerdict(error.name(), reason, error.retryable(), error.retryAfterSeconds(),
      error.memberStateFault(), source.withStatus(Source.UNAVAILABLE));
  }
}
