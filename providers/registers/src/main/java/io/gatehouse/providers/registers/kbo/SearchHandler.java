package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.providers.registers.kbo.data.EntityRecord;
import io.gatehouse.providers.registers.kbo.data.KboStore;
import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.data.NameHit;
import io.gatehouse.providers.registers.kbo.data.Names;
import io.gatehouse.providers.registers.numbers.BelgianNumbers;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code kbo_search}: enterprises and establishments by name, normalised and fuzzy, best first. */
final class SearchHandler implements OperationHandler {

  private final ServingData data;

  SearchHandler(ServingData data) {
    this.data = data;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    return ServingData.guarded(() -> {
      String name = invocation.arguments().getString("name", "");
      String language = invocation.arguments().getString("language", "nl");
      int limit = invocation.arguments().getInteger("limit", 10);
      String normalized = Names.normalize(name);
      if (normalized.length() < 2) {
        throw ProviderException.badArgument("name", "name needs at least two letters or digits besides legal-form words");
      }
      KboStore store = data.store();
      return store.search(normalized, limit).compose(hits -> {
        List<Future<Optional<EntityRecord>>> records = new ArrayList<>();
        for (NameHit hit : hits) records.add(store.lookup(hit.key()));
        return Future.all(records).map(done -> {
          RecordJson json = new RecordJson(store.codes(), language);
          JsonArray results = new JsonArray();
          for (int i = 0; i < hits.size(); i++) {
            results.add(summary(hits.get(i), records.get(i).result().orElse(null), json, language));
          }
          JsonObject fields = new JsonObject().put("query", name).put("normalized_query", normalized)
            .put("count", results.size()).put("results", results);
          return Result.of(fields, List.of(ServingData.source(store)));
        });
      });
    });
  }

  private static JsonObject summary(NameHit hit, EntityRecord record, RecordJson json, String language) {
    JsonObject result = new JsonObject().put("number", BelgianNumbers.format(hit.key()))
      .put("kind", hit.key() < 2_000_000_000L ? "enterprise" : "establishment")
      .put("matched_name", hit.name()).put("score", Math.round(hit.score() * 1000) / 1000.0);
    if (record == null) return result;
    JsonObject entity = json.entity(record);
    String name = RecordJson.mainName(record.of(Kind.DENOMINATION), language);
    if (name != null) result.put("name", name);
    for (String field : List.of("status", "juridical_form", "enterprise_number", "start_date")) {
      if (entity.containsKey(field)) result.put(field, entity.getValue(field));
    }
    JsonArray addresses = entity.getJsonArray("addresses");
    if (!addresses.isEmpty()) result.put("address", addresses.getJsonObject(0));
    return result;
  }
}
