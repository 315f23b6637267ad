package io.gatehouse.providers.registers.companieshouse;

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

/** {@code companieshouse_search}: companies by name ({@code GET /search/companies}), paged by items_per_page and start_index. */
final class SearchHandler implements OperationHandler {

  private final RegisterClient register;

  SearchHandler(RegisterClient register) {
    this.register = register;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String name = args.getString("name", "").strip();
    if (name.isEmpty()) return Future.failedFuture(ProviderException.badArgument("name", "name is required"));
    int limit = args.getInteger("limit", 10);
    int page = args.getInteger("page", 1);
    UpstreamRequest request = UpstreamRequest.get("/search/companies").query("q", name)
      .query("items_per_page", Integer.toString(limit)).query("start_index", Integer.toString((page - 1) * limit));
    return register.get(request, invocation.requestId()).map(response -> {
      JsonObject body = register.object(response);
      JsonArray results = new JsonArray();
      for (Object o : JsonFields.array(body, "items")) {
        if (o instanceof JsonObject item) results.add(Profiles.company(item, false));
      }
      return Result.of(new JsonObject().put("total", body.getInteger("total_results", results.size())).put("page", page)
        .put("limit", limit).put("results", results), List.of(response.source()));
    });
  }
}
