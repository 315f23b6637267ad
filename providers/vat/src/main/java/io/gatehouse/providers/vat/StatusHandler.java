package io.gatehouse.providers.vat;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.providers.vat.vies.MemberStateBreaker;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * {@code vat_status}: which member states' registers VIES can reach now ({@code GET /check-status}),
 * with this gateway's own breaker state per country, so a caller can tell before asking whether
 * an answer is likely to be unknown.
 */
final class StatusHandler implements OperationHandler {

  /** VIES refreshes availability every few minutes; one answer serves all callers for a minute. */
  private static final Duration CACHE_TTL = Duration.ofSeconds(60);

  private final UpstreamClient upstream;
  private final MemberStateBreaker breaker;

  StatusHandler(UpstreamClient upstream, MemberStateBreaker breaker) {
    this.upstream = upstream;
    this.breaker = breaker;
  }

  /** Its cache and breaker are thread-safe, VIES is reached through the context's client within the deadline. */
  @Override
  public boolean runsOnCallersLoop() {
    return true;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    String only = invocation.arguments().getString("country_code");
    String wanted = only == null ? null : VatNormalizer.viesCode(only.toUpperCase(Locale.ROOT));
    UpstreamRequest request = UpstreamRequest.get("/check-status")
      .header("Accept", "application/json")
      .cacheTtl(CACHE_TTL)
      .requestId(invocation.requestId());
    return upstream.send(request).map(response -> toResult(response, wanted));
  }

  private Result toResult(UpstreamResponse response, String wanted) {
    if (!response.isSuccess() || !(response.json() instanceof JsonObject json)) {
      throw new ProviderException(Failure.UPSTREAM_REJECTED, "VIES status answered HTTP " + response.status());
    }
    JsonArray countries = new JsonArray();
    json.getJsonArray("countries", new JsonArray()).forEach(entry -> {
      if (!(entry instanceof JsonObject country)) return;
      String code = country.getString("countryCode");
      if (code == null || (wanted != null && !wanted.equals(code))) return;
      countries.add(new JsonObject()
        .put("country_code", code)
        .put("availability", country.getString("availability"))
        .put("breaker_open", breaker.openRemaining(code).isPresent()));
    });
    JsonObject vow = json.getJsonObject("vow", new JsonObject());
    JsonObject fields = new JsonObject().put("available", vow.getBoolean("available", false)).put("countries", countries);
    return Result.of(fields, List.of(response.source()));
  }
}
