package io.gatehouse.providers.registers.ares;

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

/** {@code ares_search}: economic subjects by name ({@code POST /ekonomicke-subjekty/vyhledat}), paged by start and count. */
final class SearchHandler implements OperationHandler {

  private final RegisterClient ares;

  SearchHandler(RegisterClient ares) {
    this.ares = ares;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String name = args.getString("name", "").strip();
    if (name.isEmpty()) return Future.failedFuture(ProviderException.badArgument("name", "name is required"));
    int limit = args.getInteger("limit", 10);
    int page = args.getInteger("page", 1);
    JsonObject query = new JsonObject().put("obchodniJmeno", name).put("start", (page - 1) * limit).put("pocet", limit);
    UpstreamRequest request = UpstreamRequest.of("POST", "/ekonomicke-subjekty/vyhledat")
      .header("Content-Type", "application/json").body(query.toBuffer());
    return ares.get(request, invocation.requestId()).map(response -> {
      JsonObject body = ares.object(response);
      JsonArray results = new JsonArray();
      for (Object o : JsonFields.array(body, "ekonomickeSubjekty")) {
        if (o instanceof JsonObject subject) results.add(Subjects.company(subject, false));
      }
      return Result.of(new JsonObject().put("total", body.getInteger("pocetCelkem", results.size())).put("page", page)
        .put("limit", limit).put("results", results), List.of(response.source()));
    });
  }
}
