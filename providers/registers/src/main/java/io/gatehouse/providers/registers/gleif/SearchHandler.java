package io.gatehouse.providers.registers.gleif;

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
import java.util.Locale;

/**
 * {@code gleif_search}: LEI records by legal name ({@code filter[entity.legalName]}), optionally in
 * one country of the legal address, paged by GLEIF's {@code page[number]} and {@code page[size]}.
 */
final class SearchHandler implements OperationHandler {

  private final RegisterClient gleif;

  SearchHandler(RegisterClient gleif) {
    this.gleif = gleif;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String name = args.getString("name", "").strip();
    if (name.isEmpty()) return Future.failedFuture(ProviderException.badArgument("name", "name is required"));
    int limit = args.getInteger("limit", 10);
    int page = args.getInteger("page", 1);
    UpstreamRequest request = UpstreamRequest.get("/lei-records").query("filter[entity.legalName]", name);
    String country = args.getString("country");
    if (country != null) request.query("filter[entity.legalAddress.country]", country.toUpperCase(Locale.ROOT));
    request.query("page[number]", Integer.toString(page)).query("page[size]", Integer.toString(limit));
    return gleif.get(request, invocation.requestId()).map(response -> {
      JsonObject body = gleif.object(response);
      JsonArray results = new JsonArray();
      for (Object o : JsonFields.array(body, "data")) {
        if (o instanceof JsonObject resource) results.add(LeiRecords.hit(resource));
      }
      JsonObject pagination = JsonFields.object(JsonFields.object(body, "meta"), "pagination");
      JsonObject fields = new JsonObject().put("total", pagination.getInteger("total", results.size()))
        .put("page", page).put("limit", limit).put("results", results);
      return Result.of(fields, List.of(response.source()));
    });
  }
}
