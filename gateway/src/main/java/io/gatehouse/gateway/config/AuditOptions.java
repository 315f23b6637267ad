package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonObject;

import java.util.Map;

/**
 * The {@code audit:} section of gateway.yaml.
 *
 * @param enabled          whether calls leave records (default on); {@code GATEHOUSE_AUDIT} overrides
 * @param retentionMonths  how many months before the current one are kept
 * @param includeArguments whether records hold the call's arguments (personal data) beside their digest
 * @param bufferSize       records waiting for the store at most; past it, records are dropped and counted
 * @param pgUriOrNull      the PostgreSQL holding the records when the store is postgres, or null for the key store's;
 *                         {@code GATEHOUSE_AUDIT_PG_URI} overrides
 * @param timeoutMs        how long a PostgreSQL statement of the trail may take before it is cancelled and tried again
 */
public record AuditOptions(boolean enabled, int retentionMonths, boolean includeArguments, int bufferSize,
                           String pgUriOrNull, long timeoutMs) {

  public static AuditOptions defaults() {
    return fromJson(new JsonObject(), Map.of());
  }

  public static AuditOptions fromJson(JsonObject json, Map<String, String> env) {
    String enabled = env.get("GATEHOUSE_AUDIT");
    return new AuditOptions(
      enabled != null && !enabled.isBlank() ? Boolean.parseBoolean(enabled) : json.getBoolean("enabled", true),
      Math.max(1, json.getInteger("retentionMonths", 12)),
      json.getBoolean("includeArguments", false),
      Math.max(16, json.getInteger("bufferSize", 10_000)),
      env.getOrDefault("GATEHOUSE_AUDIT_PG_URI", json.getString("pgUri")),
      Math.max(1, json.getLong("timeoutMs", 10_000L)));
  }
}
