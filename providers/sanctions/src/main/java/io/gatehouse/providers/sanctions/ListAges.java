package io.gatehouse.providers.sanctions;

import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;

/**
 * How old a list may be before it is stale ({@code providers.sanctions.max_age_days}), and how old a
 * loaded list is: from its publisher's date (the list's own {@code dateGenerated}, {@code
 * Publish_Date} ..., else the download's {@code Last-Modified}), not from when this copy was fetched —
 * a list the publisher stopped updating is stale however recently it was downloaded. A list that
 * carries no date at all is aged from its retrieval.
 */
record ListAges(Map<String, Duration> maxAge) {

  static final Duration DEFAULT_MAX_AGE = Duration.ofDays(7);

  ListAges {
    maxAge = Map.copyOf(maxAge);
  }

  /** From {@code max_age_days}: a number for every list, or {@code {default: 7, ofac_sdn: 3}}; absent: 7 days each. */
  static ListAges from(Object configured) {
    Map<String, Duration> ages = new HashMap<>();
    Duration all = DEFAULT_MAX_AGE;
    if (configured instanceof Number days) {
      all = days(days, "max_age_days");
    } else if (configured instanceof JsonObject perList) {
      if (perList.getValue("default") != null) all = days(perList.getValue("default"), "max_age_days.default");
      for (String id : perList.fieldNames()) {
        if (id.equals("default")) continue;
        if (ListFormat.ofList(id) == null) throw new IllegalArgumentException("max_age_days: unknown list '" + id + "'");
        ages.put(id, days(perList.getValue(id), "max_age_days." + id));
      }
    } else if (configured != null) {
      throw new IllegalArgumentException("max_age_days must be a number of days or an object of them by list id");
    }
    for (ListFormat format : ListFormat.values()) ages.putIfAbsent(format.listId(), all);
    return new ListAges(ages);
  }

  private static Duration days(Object value, String setting) {
    if (!(value instanceof Number n) || n.doubleValue() <= 0) throw new IllegalArgumentException(setting + " must be a positive number of days");
    return Duration.ofMillis((long) (n.doubleValue() * 86_400_000));
  }

  Duration maxAge(String listId) {
    return maxAge.getOrDefault(listId, DEFAULT_MAX_AGE);
  }

  /** When the publisher issued the list, or null when it does not say. */
  static Instant published(ListInfo info) {
    String value = info.published();
    if (value == null || value.isBlank()) return null;
    try {
      return Instant.parse(value);
    } catch (DateTimeParseException notInstant) {
      try {
        return OffsetDateTime.parse(value).toInstant();
      } catch (DateTimeParseException notOffset) {
        try {
          return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException notLocal) {
          try {
            return LocalDate.parse(value.length() > 10 ? value.substring(0, 10) : value).atStartOfDay(ZoneOffset.UTC).toInstant();
          } catch (DateTimeParseException unreadable) {
            return null;
          }
        }
      }
    }
  }

  /** What the list's age counts from: its publication, else its retrieval. */
  static Instant ageFrom(ListInfo info) {
    Instant published = published(info);
    return published != null ? published : info.retrieved();
  }

  static Duration age(ListInfo info, Instant now) {
    Duration age = Duration.between(ageFrom(info), now);
    return age.isNegative() ? Duration.ZERO : age;
  }

  boolean stale(ListInfo info, Instant now) {
    return age(info, now).compareTo(maxAge(info.id())) > 0;
  }
}
