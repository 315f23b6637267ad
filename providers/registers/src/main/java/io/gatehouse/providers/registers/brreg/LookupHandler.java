package io.gatehouse.providers.registers.brreg;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;

import java.util.List;
import java.util.Set;

/**
 * {@code brreg_lookup}: one unit ({@code GET /enheter/{orgnr}}). A deleted unit is answered with its
 * deletion date; 410 is Brreg's answer for a unit removed from the open data for legal reasons.
 */
final class LookupHandler implements OperationHandler {

  private static final int REMOVED = 410;

  private final RegisterClient brreg;

  LookupHandler(RegisterClient brreg) {
    this.brreg = brreg;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    String number;
    try {
      number = EuropeanNumbers.norwegianOrgNumber("organisasjonsnummer", invocation.arguments().getString("organisasjonsnummer"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    return brreg.send(UpstreamRequest.get("/enheter/" + number), invocation.requestId(), Set.of(REMOVED)).map(response -> {
      if (response.status() == REMOVED) {
        throw new ProviderException(Failure.NOT_FOUND, "Enhetsregisteret has removed unit " + number
          + " from its open data for legal reasons (HTTP 410)");
      }
      return Result.of(Enheter.company(brreg.object(response), true), List.of(response.source()));
    });
  }
}
