package io.gatehouse.providers.sec;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** Resolves a ticker, CIK or company name to EDGAR filers through SEC's company ticker list. */
final class CompanyLookup implements OperationHandler {

  static final String UPSTREAM = "sec_www";
  static final String TICKERS_PATH = "/files/company_tickers.json";
  // the list changes a few times a day at most; the shared cache keeps one copy for all callers
  private static final Duration LIST_TTL = Duration.ofHours(12);

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String query = args.getString("query");
    int limit = args.getInteger("limit", 10);
    UpstreamRequest request = UpstreamRequest.get(TICKERS_PATH)
      .cacheTtl(LIST_TTL)
      .timeout(Duration.between(Instant.now(), invocation.deadline()))
      .requestId(invocation.requestId());
    return invocation.context().upstream(UPSTREAM).send(request).compose(response -> {
      if (!response.isSuccess()) return Future.failedFuture(rejected(response));
      // about 1 MB of JSON: parse and search it off the event loop
      return invocation.context().vertx()
        .executeBlocking(() -> CompanyIndex.parse(response.body()).find(query, limit), false)
        .map(found -> Result.of(new JsonObject().put("query", query).put("matches", CompanyIndex.toJson(found)),
          List.of(response.source())));
    });
  }

  private static ProviderException rejected(UpstreamResponse response) {
    return new ProviderException(Failure.UPSTREAM_REJECTED,
      response.source().name() + " answered " + response.status() + " for its company ticker list",
      new JsonObject().put("upstream_status", response.status()), null);
  }
}
