package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.providers.registers.kbo.data.KboStore;
import io.gatehouse.providers.registers.numbers.BelgianNumbers;
import io.vertx.core.Future;

import java.util.List;

/** {@code kbo_lookup}: one enterprise or establishment unit by its number, from the loaded extract. */
final class LookupHandler implements OperationHandler {

  private final ServingData data;

  LookupHandler(ServingData data) {
    this.data = data;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    return ServingData.guarded(() -> {
      BelgianNumbers.Number number = BelgianNumbers.parse("number", invocation.arguments().getString("number"));
      String language = invocation.arguments().getString("language", "nl");
      KboStore store = data.store();
      return store.lookup(number.key()).map(found -> {
        if (found.isEmpty()) {
          throw ProviderException.notFound("no active " + number.kind().name().toLowerCase(java.util.Locale.ROOT) + " "
            + number.formatted() + " in KBO Open Data " + store.version().label());
        }
        return Result.of(new RecordJson(store.codes(), language).entity(found.get()), List.of(ServingData.source(store)));
      });
    });
  }
}
