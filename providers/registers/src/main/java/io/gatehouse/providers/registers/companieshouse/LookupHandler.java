package io.gatehouse.providers.registers.companieshouse;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.util.List;

/** {@code companieshouse_lookup}: one company profile ({@code GET /company/{company_number}}). */
final class LookupHandler implements OperationHandler {

  private final RegisterClient register;

  LookupHandler(RegisterClient register) {
    this.register = register;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    String number;
    try {
      number = EuropeanNumbers.ukCompanyNumber("company_number", invocation.arguments().getString("company_number"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    return register.get(UpstreamRequest.get("/company/" + number), invocation.requestId())
      .map(response -> Result.of(Profiles.company(register.object(response), true), List.of(response.source())));
  }
}
