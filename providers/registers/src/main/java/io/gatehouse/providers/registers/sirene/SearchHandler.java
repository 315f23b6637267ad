package io.gatehouse.providers.registers.sirene;

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

/** {@code sirene_search}: legal units by name or other text ({@code GET /search?q=}), optionally only active or ceased ones. */
final class SearchHandler implements OperationHandler {

  private final RegisterClient api;

  SearchHandler(RegisterClient api) {
    this.api = api;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String name = args.getString("name", "").strip();
    if (name.isEmpty()) return Future.failedFuture(ProviderException.badArgument("name", "name is required"));
    int limit = args.getInteger("limit", 10);
    int page = args.getInteger("page", 1);
    UpstreamRequest request = UpstreamRequest.get("/search").query("q", name)
      .query("page", Integer.toString(page)).query("per_page", Integer.toString(limit));
    String etat = args.getString("etat_administratif");
    if (etat != null) request.query("etat_administratif", etat);
    return api.get(request, invocation.requestId()).map(response -> {
      JsonObject body = api.object(response);
      JsonArray results = new JsonArray();
      for (Object o : JsonFields.array(body, "results")) {
        if (o instanceof JsonObject unite) results.add(UnitesLegales.company(unite, false));
      }
      return Result.of(new JsonObject().put("total", body.getInteger("total_results", results.size()))
        .put("page", page).put("limit", limit).put("results", results), List.of(response.source()));
    });
  }
}
