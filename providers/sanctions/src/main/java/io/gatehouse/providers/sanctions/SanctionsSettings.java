package io.gatehouse.providers.sanctions;

import io.gatehouse.providers.sanctions.ingest.ListSource;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The provider's configuration ({@code providers.sanctions}).
 *
 * @param threshold     default least score reported (0..1)
 * @param maxMatches    most matches returned per screening
 * @param reloadCheck   how often to look for lists ingested by another process (the ingest command)
 * @param refresh       fetching the lists from their publishers, on a schedule and on demand
 * @param lists         the lists a screening must have searched, whole, to answer clear: {@code lists}
 *                      when set, else those the refresh fetches, else all four official lists
 * @param ages          how long after publication each list is stale ({@code max_age_days}, 7 by default)
 */
record SanctionsSettings(double threshold, int maxMatches, Duration reloadCheck, RefreshSettings refresh,
                         List<String> lists, ListAges ages) {

  static final double DEFAULT_THRESHOLD = 0.85;

  static SanctionsSettings from(JsonObject config) {
    double threshold = config.getDouble("threshold", DEFAULT_THRESHOLD);
    if (threshold < 0 || threshold > 1) throw new IllegalArgumentException("threshold must be between 0 and 1");
    int maxMatches = config.getInteger("max_matches", 10);
    if (maxMatches < 1) throw new IllegalArgumentException("max_matches must be at least 1");
    Duration reloadCheck = Duration.ofSeconds(config.getLong("reload_check_seconds", 30L));
    RefreshSettings refresh = RefreshSettings.from(config.getJsonObject("refresh"));
    return new SanctionsSettings(threshold, maxMatches, reloadCheck, refresh, lists(config.getJsonArray("lists"), refresh),
      ListAges.from(config.getValue("max_age_days")));
  }

  private static List<String> lists(JsonArray configured, RefreshSettings refresh) {
    Set<String> known = new LinkedHashSet<>();
    for (ListFormat format : ListFormat.values()) known.add(format.listId());
    Set<String> ids = new LinkedHashSet<>();
    if (configured != null) {
      for (Object id : configured) {
        if (!known.contains(String.valueOf(id))) {
          throw new IllegalArgumentException("lists: unknown list '" + id + "'; known: " + String.join(", ", known));
        }
        ids.add(String.valueOf(id));
      }
    } else if (!refresh.sources().isEmpty()) {
      for (ListSource source : refresh.sources()) ids.add(source.format().listId());
    } else {
      ids.addAll(known);
    }
    return List.copyOf(ids);
  }
}
