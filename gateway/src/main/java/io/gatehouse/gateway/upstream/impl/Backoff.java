package io.gatehouse.gateway.upstream.impl;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.concurrent.ThreadLocalRandom;

/** How long to wait before a retry: exponential backoff with jitter, or what the upstream asked for. */
final class Backoff {

  static final long BASE_MILLIS = 200;
  static final long MAX_MILLIS = 10_000;

  private Backoff() {
  }

  /**
   * The delay before retry number {@code retry} (1 for the first): between half and all of
   * {@code BASE * 2^(retry-1)}, so callers that failed together do not come back together.
   */
  static long delayMillis(int retry) {
    long ceiling = Math.min(MAX_MILLIS, BASE_MILLIS << Math.min(retry - 1, 16));
    return ceiling / 2 + ThreadLocalRandom.current().nextLong(ceiling / 2 + 1);
  }

  /** A {@code Retry-After} value (delta-seconds or HTTP-date) in milliseconds from now, or null if unreadable. */
  static Long retryAfterMillis(String value, Instant now) {
    if (value == null || value.isBlank()) return null;
    String trimmed = value.trim();
    try {
      return Math.max(0, Long.parseLong(trimmed)) * 1000;
    } catch (NumberFormatException notSeconds) {
      try {
        Instant at = ZonedDateTime.parse(trimmed, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
        return Math.max(0, Duration.between(now, at).toMillis());
      } catch (DateTimeParseException notADate) {
        return null;
      }
    }
  }

  /** Whole seconds for a client-facing retry hint, at least one. */
  static long toSeconds(long millis) {
    return Math.max(1, (millis + 999) / 1000);
  }
}
