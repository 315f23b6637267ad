package io.gatehouse.providers.registers.ares;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.util.List;

/** {@code ares_lookup}: one economic subject ({@code GET /ekonomicke-subjekty/{ico}}). */
final class LookupHandler implements OperationHandler {

  private final RegisterClient ares;

  LookupHandler(RegisterClient ares) {
    this.ares = ares;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    String ico;
    try {
      ico = EuropeanNumbers.czechIco("ico", invocation.arguments().getString("ico"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    return ares.get(UpstreamRequest.get("/ekonomicke-subjekty/" + ico), invocation.requestId())
      .map(response -> Result.of(Subjects.company(ares.object(response), true), List.of(response.source())));
  }
}
