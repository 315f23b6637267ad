package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.providers.sanctions.match.Match;
import io.gatehouse.providers.sanctions.match.Query;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.text.Countries;
import io.gatehouse.providers.sanctions.text.NameFolder;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code sanctions_screen}: screens a name against every loaded list. The screening runs on a
 * worker against the index current when it starts. The answer is clear only when nothing matched
 * and every configured list was searched whole and recent; with a configured list missing, loaded in
 * part or stale it is incomplete, and with no list loaded it says so ({@code no_lists_loaded}).
 */
final class ScreenHandler implements OperationHandler {

  static final String CLEAR = "clear";
  static final String POTENTIAL_MATCH = "potential_match";
  static final String INCOMPLETE = "incomplete";
  static final String NO_LISTS_LOADED = "no_lists_loaded";
  static final String NO_LISTS = "No sanctions list is loaded, so nothing was screened. Load one with "
    + "'java -jar gateway.jar ingest sanctions <file>' or configure providers.sanctions.refresh.";

  private final Vertx vertx;
  private final LoadedLists lists;
  private final SanctionsSettings settings;
  private final RefreshState refresh;

  ScreenHandler(Vertx vertx, LoadedLists lists, SanctionsSettings settings, RefreshState refresh) {
    this.vertx = vertx;
    this.lists = lists;
    this.settings = settings;
    this.refresh = refresh;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    Query query;
    try {
      query = query(invocation.arguments());
    } catch (ProviderException e) {
      return Future.failedFuture(e);
    }
    Screener screener = lists.screener();
    ListCoverage coverage = ListCoverage.of(settings.lists(), screener.index().lists(), settings.ages(), Instant.now());
    // with a refresh configured, nothing loaded yet is lists missing (the gateway offline, say), not a set-up to do
    if (screener.index().isEmpty() && !refresh.configured()) return Future.succeededFuture(noLists(query, coverage));
    return vertx.executeBlocking(() -> {
      if (invocation.isCancelled()) throw new ProviderException(Failure.CANCELLED, "screening cancelled");
      return screener.screen(query);
    }, false).map(matches -> result(query, screener, coverage, matches, refresh.note(coverage.missing())));
  }

  private Query query(JsonObject args) {
    String name = args.getString("name");
    if (name == null || NameFolder.tokens(name).isEmpty()) {
      throw ProviderException.badArgument("name", "name must contain letters of the Latin, Cyrillic, Greek or Arabic script, or digits");
    }
    String country = args.getString("country");
    String iso = country == null ? null : Countries.toIso2(country);
    if (country != null && iso == null) {
      throw ProviderException.badArgument("country", "unknown country '" + country + "'; use an ISO 3166 alpha-2 code");
    }
    String birthDate = args.getString("birth_date");
    if (birthDate != null && !birthDate.matches("\\d{4}(-\\d{2}(-\\d{2})?)?")) {
      throw ProviderException.badArgument("birth_date", "birth_date must be YYYY, YYYY-MM or YYYY-MM-DD");
    }
    Double threshold = args.getDouble("threshold");
    if (threshold != null && (threshold < 0 || threshold > 1)) {
      throw ProviderException.badArgument("threshold", "threshold must be between 0 and 1");
    }
    return new Query(name, type(args.getString("type")), birthDate, iso,
      threshold == null ? settings.threshold() : threshold, settings.maxMatches());
  }

  private static EntityType type(String value) {
    if (value == null) return EntityType.UNKNOWN;
    return switch (value.toLowerCase(Locale.ROOT)) {
      case "person", "individual" -> EntityType.PERSON;
      case "organisation", "organization", "entity", "company" -> EntityType.ORGANISATION;
      case "any" -> EntityType.UNKNOWN;
      default -> throw ProviderException.badArgument("type", "type must be person, organisation or any");
    };
  }

  private static Result result(Query query, Screener screener, ListCoverage coverage, List<Match> matches,
                               String refreshNote) {
    JsonArray found = new JsonArray();
    matches.forEach(m -> found.add(m.toJson()));
    String status = !matches.isEmpty() ? POTENTIAL_MATCH : coverage.whole() ? CLEAR : INCOMPLETE;
    JsonObject fields = new JsonObject().put("status", status);
    if (status.equals(INCOMPLETE)) {
      fields.put("message", "No match in the lists searched, but not every configured list was searched whole and "
        + "recent (" + coverage.gaps() + "), so this is not a clear result." + refreshNote);
    }
    fields.put("query", echo(query))
      .put("threshold", query.threshold())
      .put("matches", found)
      .put("lists", coverage.listsJson())
      .put("missing_lists", new JsonArray(coverage.missing()))
      .put("stale_lists", new JsonArray(coverage.stale()));
    List<Source> sources = new ArrayList<>();
    for (ListInfo list : screener.index().lists()) {
      sources.add(new Source(list.title(), list.url(), list.version(), list.retrieved(), Source.OK));
    }
    sources.addAll(coverage.missingSources());
    return Result.of(fields, sources);
  }

  private static Result noLists(Query query, ListCoverage coverage) {
    Instant now = Instant.now();
    JsonObject fields = new JsonObject()
      .put("status", NO_LISTS_LOADED)
      .put("message", NO_LISTS)
      .put("query", echo(query))
      .put("threshold", query.threshold())
      .put("matches", new JsonArray())
      .put("lists", new JsonArray())
      .put("missing_lists", new JsonArray(coverage.missing()))
      .put("stale_lists", new JsonArray());
    List<Source> sources = new ArrayList<>(List.of(new Source("Sanctions lists", null, null, now, Source.UNAVAILABLE)));
    sources.addAll(coverage.missingSources());
    return Result.of(fields, sources);
  }

  private static JsonObject echo(Query query) {
    JsonObject echo = new JsonObject().put("name", query.name()).put("folded", NameFolder.fold(query.name()))
      .put("type", query.type() == EntityType.UNKNOWN ? "any" : query.type().id());
    if (query.birthDate() != null) echo.put("birth_date", query.birthDate());
    if (query.country() != null) echo.put("country", query.country());
    return echo;
  }
}
