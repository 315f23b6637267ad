package io.gatehouse.providers.analytics.entities;

import io.gatehouse.analytics.entities.EntityMatcher;
import io.gatehouse.analytics.entities.EntityRecord;
import io.gatehouse.analytics.entities.MatchScore;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.providers.analytics.Compute;
import io.gatehouse.providers.analytics.Provenance;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.gatehouse.providers.analytics.Numbers.round;

/**
 * Two modes: {@code name} with {@code candidates} ranks the candidates; {@code left} with
 * {@code right} pairs the lists one to one. Records may be plain names or objects with id, name,
 * country, identifiers and source.
 */
final class MatchHandler implements OperationHandler {

  static final int MAX_RECORDS = 5_000;

  private final String version;

  MatchHandler(String version) {
    this.version = version;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    boolean rank = args.containsKey("name") || args.containsKey("candidates");
    boolean pair = args.containsKey("left") || args.containsKey("right");
    if (rank == pair) {
      return Future.failedFuture(ProviderException.badArgument("name",
        "give either name with candidates, or left with right"));
    }
    double threshold = args.getDouble("threshold", EntityMatcher.DEFAULT_THRESHOLD);
    int limit = args.getInteger("limit", 10);
    String field = rank ? "candidates" : "left";
    return Compute.blocking(invocation, field, () -> {
      JsonObject body;
      if (rank) {
        EntityRecord query = record(args.getValue("name"), "name");
        List<EntityRecord> candidates = records(args.getJsonArray("candidates"), "candidates");
        List<EntityMatcher.Pair> ranked = EntityMatcher.rank(query, candidates, threshold);
        JsonArray matches = new JsonArray();
        for (EntityMatcher.Pair p : ranked.subList(0, Math.min(limit, ranked.size()))) {
          matches.add(pair(p, List.of(query), candidates));
        }
        body = new JsonObject().put("mode", "rank").put("matches", matches)
          .put("candidates", candidates.size());
      } else {
        List<EntityRecord> left = records(args.getJsonArray("left"), "left");
        List<EntityRecord> right = records(args.getJsonArray("right"), "right");
        List<EntityMatcher.Pair> pairs = EntityMatcher.match(left, right, threshold);
        JsonArray matches = new JsonArray();
        pairs.forEach(p -> matches.add(pair(p, left, right)));
        long matched = pairs.stream().filter(p -> p.decision().equals("match")).count();
        body = new JsonObject().put("mode", "pair").put("matches", matches)
          .put("matched", matched).put("unmatched_left", left.size() - matched).put("unmatched_right", right.size() - matched);
      }
      body.put("method", method(threshold));
      return Result.of(body, List.of(Provenance.computation("company name matching", version)));
    });
  }

  private static JsonObject method(double threshold) {
    return new JsonObject().put("name", "normalised-name-similarity")
      .put("normalisation", "accents and case folded, & as and, legal forms (inc, bv, gmbh, ooo, ...) removed, "
        + "common abbreviations expanded")
      .put("score", "0.6 * max(Jaro-Winkler of names, of sorted words) + 0.4 * word overlap (Dice); "
        + "acronym 0.9; equal identifier 1.0; different identifier x0.5; different country -0.15; "
        + "incompatible legal forms -0.05")
      .put("threshold", threshold).put("possible_from", round(threshold - EntityMatcher.POSSIBLE_MARGIN, 6))
      .put("assignment", "greedy one-to-one from the best score (pair mode)");
  }

  private static JsonObject pair(EntityMatcher.Pair p, List<EntityRecord> left, List<EntityRecord> right) {
    MatchScore s = p.score();
    return new JsonObject()
      .put("left", ref(p.left(), left.get(p.left()))).put("right", ref(p.right(), right.get(p.right())))
      .put("score", round(s.score(), 4)).put("decision", p.decision())
      .put("explanation", new JsonObject()
        .put("normalized", new JsonArray().add(s.left().key()).add(s.right().key()))
        .put("legal_forms", new JsonArray().add(new JsonArray(s.left().legalForms())).add(new JsonArray(s.right().legalForms())))
        .put("name_score", round(s.nameScore(), 4)).put("jaro_winkler", round(s.jaroWinkler(), 4))
        .put("token_sort", round(s.tokenSort(), 4)).put("token_overlap", round(s.tokenOverlap(), 4))
        .put("rules", new JsonArray(s.rules())));
  }

  private static JsonObject ref(int index, EntityRecord r) {
    JsonObject json = new JsonObject().put("index", index).put("name", r.name());
    if (r.id() != null) json.put("id", r.id());
    if (r.source() != null) json.put("source", r.source());
    return json;
  }

  private static List<EntityRecord> records(JsonArray array, String field) {
    if (array == null) throw new IllegalArgumentException(field + " is required");
    if (array.size() > MAX_RECORDS) throw new IllegalArgumentException("at most " + MAX_RECORDS + " " + field);
    List<EntityRecord> out = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) out.add(record(array.getValue(i), field + "[" + i + "]"));
    return out;
  }

  private static EntityRecord record(Object value, String where) {
    if (value instanceof String name && !name.isBlank()) return EntityRecord.ofName(name);
    if (value instanceof JsonObject json && json.getValue("name") instanceof String name && !name.isBlank()) {
      Map<String, String> ids = new LinkedHashMap<>();
      json.getJsonObject("identifiers", new JsonObject()).forEach(e -> {
        if (e.getValue() != null) ids.put(e.getKey().toLowerCase(java.util.Locale.ROOT), String.valueOf(e.getValue()));
      });
      Object id = json.getValue("id");
      return new EntityRecord(id == null ? null : String.valueOf(id), name, json.getString("country"), ids,
        json.getString("source"));
    }
    throw new IllegalArgumentException(where + " needs a name");
  }
}
