package io.gatehouse.providers.sanctions;

import io.vertx.core.json.JsonObject;

import java.time.Duration;

/**
 * The provider's configuration ({@code providers.sanctions}).
 *
 * @param threshold     default least score reported (0..1)
 * @param maxMatches    most matches returned per screening
 * @param reloadCheck   how often to look for lists ingested by another process (the ingest command)
 * @param refresh       fetching the lists from their publishers, on a schedule and on demand
 */
record SanctionsSettings(double threshold, int maxMatches, Duration reloadCheck, RefreshSettings refresh) {

  static final double DEFAULT_THRESHOLD = 0.85;

  static SanctionsSettings from(JsonObject config) {
    double threshold = config.getDouble("threshold", DEFAULT_THRESHOLD);
    if (threshold < 0 || threshold > 1) throw new IllegalArgumentException("threshold must be between 0 and 1");
    int maxMatches = config.getInteger("max_matches", 10);
    if (maxMatches < 1) throw new IllegalArgumentException("max_matches must be at least 1");
    Duration reloadCheck = Duration.ofSeconds(config.getLong("reload_check_seconds", 30L));
    return new SanctionsSettings(threshold, maxMatches, reloadCheck, RefreshSettings.from(config.getJsonObject("refresh")));
  }
}
