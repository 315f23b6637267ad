package io.gatehouse.gateway.audit;

import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * Which records to read: one caller's ({@code key}: a key id, or {@code oauth:<subject>}), one tool's,
 * within [from, to), at most limit of them.
 */
public record AuditQuery(String key, String tool, Instant from, Instant to, int limit) {

  public static final int MAX_LIMIT = 100_000;
  private static final int DEFAULT_LIMIT = 1000;

  /** From query parameters {@code key}, {@code tool}, {@code from}, {@code to} (ISO-8601 instants) and {@code limit}. */
  public static AuditQuery fromParams(MultiMap params) {
    return of(params.get("key"), params.get("tool"), params.get("from"), params.get("to"), params.get("limit"));
  }

  /** @throws IllegalArgumentException naming the parameter that is not valid */
  public static AuditQuery of(String key, String tool, String from, String to, String limit) {
    int max;
    try {
      max = limit == null ? DEFAULT_LIMIT : Integer.parseInt(limit);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("limit must be a number");
    }
    if (max < 1 || max > MAX_LIMIT) throw new IllegalArgumentException("limit must be within 1.." + MAX_LIMIT);
    return new AuditQuery(blankToNull(key), blankToNull(tool), instant("from", from, Instant.EPOCH),
      instant("to", to, Instant.parse("9999-12-31T00:00:00Z")), max);
  }

  /** The same query narrowed to one caller's records. */
  public AuditQuery ownedBy(String owner) {
    return new AuditQuery(owner, tool, from, to, limit);
  }

  /** Whether a stored record matches; the embedded sink filters with it. */
  public boolean matches(JsonObject record) {
    if (key != null && !key.equals(ownerOf(record))) return false;
    if (tool != null && !tool.equals(record.getString("tool"))) return false;
    Instant at = Instant.parse(record.getString("at"));
    return !at.isBefore(from) && at.isBefore(to);
  }

  /** The caller a record belongs to, as {@link CallerIdentity#ownerId()} names it. */
  public static String ownerOf(JsonObject record) {
    String keyId = record.getString("key_id");
    if (keyId != null) return keyId;
    String subject = record.getString("oauth_subject");
    return subject == null ? null : "oauth:" + subject;
  }

  private static Instant instant(String name, String value, Instant fallback) {
    if (value == null || value.isBlank()) return fallback;
    try {
      return Instant.parse(value);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(name + " must be an ISO-8601 instant, e.g. 2026-11-01T00:00:00Z");
    }
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }
}
