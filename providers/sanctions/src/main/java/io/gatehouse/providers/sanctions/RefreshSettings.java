package io.gatehouse.providers.sanctions;

import io.gatehouse.providers.sanctions.ingest.ListSource;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Fetching the lists from their publishers ({@code providers.sanctions.refresh}).
 *
 * @param sources     lists to fetch (format and URL; a manifest upstream must serve the host); empty when off
 * @param interval    how often the schedule fetches them, or null when only {@code sanctions_refresh} does
 * @param minInterval how long after a refresh {@code sanctions_refresh} answers that one instead of fetching again
 * @param retry       how soon the schedule tries again after a list failed (doubling each time, up to the interval)
 */
record RefreshSettings(List<ListSource> sources, Duration interval, Duration minInterval, Duration retry) {

  static final Duration DEFAULT_MIN_INTERVAL = Duration.ofMinutes(60);
  static final Duration DEFAULT_RETRY = Duration.ofMinutes(15);
  static final RefreshSettings OFF = new RefreshSettings(List.of(), null, DEFAULT_MIN_INTERVAL, DEFAULT_RETRY);
  /** The EU list's public download token is part of its published URL; sources drop the query. */
  static final String EU_DOWNLOAD = ListFormat.EU_XML.officialUrl() + "?token=dG9rZW4tMjAxNw";

  /** From the {@code refresh} section, which may be absent (null). */
  static RefreshSettings from(JsonObject refresh) {
    if (refresh == null || !refresh.getBoolean("enabled", true)) return OFF;
    double hours = refresh.getDouble("interval_hours", 24d);
    if (hours < 0) throw new IllegalArgumentException("refresh.interval_hours must not be negative (0: no schedule)");
    double minMinutes = refresh.getDouble("min_interval_minutes", (double) DEFAULT_MIN_INTERVAL.toMinutes());
    if (minMinutes < 0) throw new IllegalArgumentException("refresh.min_interval_minutes must not be negative");
    double retryMinutes = refresh.getDouble("retry_minutes", (double) DEFAULT_RETRY.toMinutes());
    if (retryMinutes <= 0) throw new IllegalArgumentException("refresh.retry_minutes must be positive");
    return new RefreshSettings(sources(refresh.getJsonArray("sources")),
      hours == 0 ? null : Duration.ofMillis((long) (hours * 3_600_000)),
      Duration.ofMillis((long) (minMinutes * 60_000)), Duration.ofMillis((long) (retryMinutes * 60_000)));
  }

  boolean scheduled() {
    return interval != null;
  }

  private static List<ListSource> sources(JsonArray configured) {
    if (configured == null) {
      return List.of(new ListSource(ListFormat.EU_XML, EU_DOWNLOAD),
        new ListSource(ListFormat.OFAC_CSV, ListFormat.OFAC_CSV.officialUrl()),
        new ListSource(ListFormat.UN_XML, ListFormat.UN_XML.officialUrl()),
        new ListSource(ListFormat.UK_XML, ListFormat.UK_XML.officialUrl()));
    }
    List<ListSource> sources = new ArrayList<>();
    for (int i = 0; i < configured.size(); i++) {
      JsonObject source = configured.getJsonObject(i);
      String url = source.getString("url");
      if (url == null) throw new IllegalArgumentException("refresh.sources[" + i + "].url is required");
      sources.add(new ListSource(ListFormat.fromId(source.getString("format", "")), url));
    }
    return List.copyOf(sources);
  }
}
