package io.gatehouse.providers.registers.brreg;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** {@code brreg_search}: units by name ({@code GET /enheter?navn=}); Brreg counts pages from 0, the gateway from 1. */
final class SearchHandler implements OperationHandler {

  private final RegisterClient brreg;

  SearchHandler(RegisterClient brreg) {
    this.brreg = brreg;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String name = args.getString("name", "").strip();
    if (name.isEmpty()) return Future.failedFuture(ProviderException.badArgument("name", "name is required"));
    int limit = args.getInteger("limit", 10);
    int page = args.getInteger("page", 1);
    UpstreamRequest request = UpstreamRequest.get("/enheter").query("navn", name)
      .query("size", Integer.toString(limit)).query("page", Integer.toString(page - 1));
    return brreg.get(request, invocation.requestId()).map(response -> {
      JsonObject body = brreg.object(response);
      JsonArray results = new JsonArray();
      // without hits Brreg leaves out _embedded altogether
      JsonArray enheter = JsonFields.array(JsonFields.object(body, "_embedded"), "enheter");
      for (Object o : enheter) {
        if (o instanceof JsonObject enhet) results.add(Enheter.company(enhet, false));
      }
      long total = JsonFields.object(body, "page").getLong("totalElements", (long) results.size());
      return Result.of(new JsonObject().put("total", total).put("page", page).put("limit", limit).put("results", results),
        List.of(response.source()));
    });
  }
}
