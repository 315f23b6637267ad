package io.gatehouse.providers.sanctions;

import io.gatehouse.providers.sanctions.ingest.RefreshScheduler.Source;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The provider's configuration ({@code providers.sanctions}).
 *
 * @param threshold     default least score reported (0..1)
 * @param maxMatches    most matches returned per screening
 * @param reloadCheck   how often to look for lists ingested by another process (the ingest command)
 * @param refresh       how often to fetch the configured sources, or null when refresh is off
 * @param sources       lists to fetch on refresh (format and URL; a manifest upstream must serve the host)
 */
record SanctionsSettings(double threshold, int maxMatches, Duration reloadCheck, Duration refresh,
                         List<Source> sources) {

  static final double DEFAULT_THRESHOLD = 0.85;
  /** The EU list's public download token is part of its published URL; sources drop the query. */
  static final String EU_DOWNLOAD = ListFormat.EU_XML.officialUrl() + "?token=dG9rZW4tMjAxNw";

  static SanctionsSettings from(JsonObject config) {
    double threshold = config.getDouble("threshold", DEFAULT_THRESHOLD);
    if (threshold < 0 || threshold > 1) throw new IllegalArgumentException("threshold must be between 0 and 1");
    int maxMatches = config.getInteger("max_matches", 10);
    if (maxMatches < 1) throw new IllegalArgumentException("max_matches must be at least 1");
    Duration reloadCheck = Duration.ofSeconds(config.getLong("reload_check_seconds", 30L));
    JsonObject refresh = config.getJsonObject("refresh");
    if (refresh == null || !refresh.getBoolean("enabled", true)) {
      return new SanctionsSettings(threshold, maxMatches, reloadCheck, null, List.of());
    }
    double hours = refresh.getDouble("interval_hours", 24d);
    if (hours <= 0) throw new IllegalArgumentException("refresh.interval_hours must be positive");
    List<Source> sources = new ArrayList<>();
    JsonArray configured = refresh.getJsonArray("sources");
    if (configured == null) {
      sources.add(new Source(ListFormat.EU_XML, EU_DOWNLOAD));
      sources.add(new Source(ListFormat.OFAC_CSV, ListFormat.OFAC_CSV.officialUrl()));
      sources.add(new Source(ListFormat.UN_XML, ListFormat.UN_XML.officialUrl()));
      sources.add(new Source(ListFormat.UK_XML, ListFormat.UK_XML.officialUrl()));
    } else {
      for (int i = 0; i < configured.size(); i++) {
        JsonObject source = configured.getJsonObject(i);
        String url = source.getString("url");
        if (url == null) throw new IllegalArgumentException("refresh.sources[" + i + "].url is required");
        sources.add(new Source(ListFormat.fromId(source.getString("format", "")), url));
      }
    }
    return new SanctionsSettings(threshold, maxMatches, reloadCheck, Duration.ofMillis((long) (hours * 3_600_000)),
      List.copyOf(sources));
  }
}
