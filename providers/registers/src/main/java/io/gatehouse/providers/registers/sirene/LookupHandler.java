package io.gatehouse.providers.registers.sirene;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * {@code sirene_lookup}: the API has no read-by-number endpoint, so a SIREN is searched
 * ({@code GET /search?q=}) and only the result with exactly that SIREN is taken.
 */
final class LookupHandler implements OperationHandler {

  private final RegisterClient api;

  LookupHandler(RegisterClient api) {
    this.api = api;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    String siren;
    try {
      siren = EuropeanNumbers.siren("siren", invocation.arguments().getString("siren"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    UpstreamRequest request = UpstreamRequest.get("/search").query("q", siren).query("page", "1").query("per_page", "5");
    return api.get(request, invocation.requestId()).map(response -> {
      for (Object o : JsonFields.array(api.object(response), "results")) {
        if (o instanceof JsonObject unite && siren.equals(unite.getString("siren"))) {
          return Result.of(UnitesLegales.company(unite, true), List.of(response.source()));
        }
      }
      throw ProviderException.notFound("Recherche d'entreprises has no legal unit with SIREN " + siren);
    });
  }
}
