package io.gatehouse.providers.registers.ytj;

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
 * {@code ytj_lookup} and {@code ytj_search}: both are YTJ's {@code GET /companies}, by
 * {@code businessId} or by {@code name}. PRH pages by 100 and counts pages from 1.
 */
final class CompaniesHandler implements OperationHandler {

  static final int PAGE_SIZE = 100;

  private final RegisterClient prh;
  private final boolean lookup;

  CompaniesHandler(RegisterClient prh, boolean lookup) {
    this.prh = prh;
    this.lookup = lookup;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    UpstreamRequest request = UpstreamRequest.get("/companies");
    String businessId = null;
    int page = args.getInteger("page", 1);
    try {
      if (lookup) {
        businessId = EuropeanNumbers.finnishBusinessId("businessId", args.getString("businessId"));
        request.query("businessId", businessId);
      } else {
        String name = args.getString("name", "").strip();
        if (name.isEmpty()) throw ProviderException.badArgument("name", "name is required");
        request.query("name", name).query("page", Integer.toString(page));
      }
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    String asked = businessId;
    return prh.get(request, invocation.requestId()).map(response -> {
      JsonObject body = prh.object(response);
      JsonArray companies = JsonFields.array(body, "companies");
      if (lookup) {
        for (Object o : companies) {
          if (o instanceof JsonObject company && asked.equals(JsonFields.text(JsonFields.object(company, "businessId"), "value"))) {
            return Result.of(Companies.company(company, true), List.of(response.source()));
          }
        }
        throw ProviderException.notFound("PRH open data (YTJ) has no company with business ID " + asked);
      }
      JsonArray results = new JsonArray();
      companies.forEach(o -> {
        if (o instanceof JsonObject company) results.add(Companies.company(company, false));
      });
      return Result.of(new JsonObject().put("total", body.getInteger("totalResults", results.size())).put("page", page)
        .put("limit", PAGE_SIZE).put("results", results), List.of(response.source()));
    });
  }
}
