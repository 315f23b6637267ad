package io.gatehouse.providers.registers.gleif;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** {@code gleif_lookup}: one LEI record ({@code GET /lei-records/{lei}}). */
final class LookupHandler implements OperationHandler {

  private final RegisterClient gleif;

  LookupHandler(RegisterClient gleif) {
    this.gleif = gleif;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    String lei;
    try {
      lei = EuropeanNumbers.lei("lei", invocation.arguments().getString("lei"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    return gleif.get(UpstreamRequest.get("/lei-records/" + lei), invocation.requestId()).map(response -> {
      if (!(gleif.object(response).getValue("data") instanceof JsonObject resource)) {
        throw new ProviderException(Failure.UPSTREAM_UNAVAILABLE, "GLEIF answered the LEI record without its data");
      }
      return Result.of(LeiRecords.company(resource), List.of(response.source()));
    });
  }
}
