package io.gatehouse.gateway.store;

import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.Objects;

/**
 * A stored API key. It holds the key's hash, never the key: whoever reads the store cannot use
 * what it finds.
 *
 * @param id          public identifier, safe to show and to pass to admin operations
 * @param product     product id the key opens, e.g. {@code lead-verification}
 * @param hash        lower-case hex SHA-256 of the full key
 * @param fingerprint short form safe to log, e.g. {@code lv_live_…3fa9c2d1}
 * @param email       owner's address, normalised to lower case
 * @param name        owner's name, or null
 * @param plan        plan name within the product
 * @param createdAt   issuance time
 * @param revokedAt   when it was revoked, or null
 * @param expiresAt   end of the grace period after a rotation, or null
 * @param replacedBy  id of the key that replaced it in a rotation, or null
 * @param scope       the providers and tools it may use ({@link io.gatehouse.gateway.caller.ScopePolicy}
 *                    text), or null for its plan's
 */
public record KeyRecord(String id, String product, String hash, String fingerprint, String email,
                        String name, String plan, Instant createdAt, Instant revokedAt,
                        Instant expiresAt, String replacedBy, String scope) {

  /** A key that takes its plan's scope. */
  public KeyRecord(String id, String product, String hash, String fingerprint, String email, String name,
                   String plan, Instant createdAt, Instant revokedAt, Instant expiresAt, String replacedBy) {
    this(id, product, hash, fingerprint, email, name, plan, createdAt, revokedAt, expiresAt, replacedBy, null);
  }

  public KeyRecord {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(product, "product");
    Objects.requireNonNull(hash, "hash");
    Objects.requireNonNull(email, "email");
    Objects.requireNonNull(plan, "plan");
    Objects.requireNonNull(createdAt, "createdAt");
  }

  /** Whether the key authenticates at {@code now}. */
  public boolean activeAt(Instant now) {
    return revokedAt == null && (expiresAt == null || now.isBefore(expiresAt));
  }

  public KeyRecord withRevokedAt(Instant at) {
    return new KeyRecord(id, product, hash, fingerprint, email, name, plan, createdAt, at, expiresAt,
      replacedBy, scope);
  }

  public KeyRecord withReplacement(String newId, Instant graceUntil) {
    return new KeyRecord(id, product, hash, fingerprint, email, name, plan, createdAt, revokedAt,
      graceUntil, newId, scope);
  }

  /** The same key with its own scope, or with its plan's when {@code newScope} is null. */
  public KeyRecord withScope(String newScope) {
    return new KeyRecord(id, product, hash, fingerprint, email, name, plan, createdAt, revokedAt, expiresAt,
      replacedBy, newScope);
  }

  /** The same key on another plan of its product. */
  public KeyRecord withPlan(String newPlan) {
    return new KeyRecord(id, product, hash, fingerprint, email, name, newPlan, createdAt, revokedAt, expiresAt,
      replacedBy, scope);
  }

  /** JSON form used by the embedded journal and admin listings (it contains no secret); no scope field without one. */
  public JsonObject toJson() {
    JsonObject json = new JsonObject()
      .put("id", id).put("product", product).put("hash", hash).put("fingerprint", fingerprint)
      .put("email", email).put("name", name).put("plan", plan)
      .put("created_at", createdAt.toString())
      .put("revoked_at", revokedAt == null ? null : revokedAt.toString())
      .put("expires_at", expiresAt == null ? null : expiresAt.toString())
      .put("replaced_by", replacedBy);
    return scope == null ? json : json.put("scope", scope);
  }

  public static KeyRecord fromJson(JsonObject json) {
    return new KeyRecord(json.getString("id"), json.getString("product"), json.getString("hash"),
      json.getString("fingerprint"), json.getString("email"), json.getString("name"),
      json.getString("plan"), Instant.parse(json.getString("created_at")),
      instant(json.getString("revoked_at")), instant(json.getString("expires_at")),
      json.getString("replaced_by"), json.getString("scope"));
  }

  private static Instant instant(String text) {
    return text == null ? null : Instant.parse(text);
  }
}
