package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.KeyServiceImpl;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.UsageCount;
import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Issues, authenticates and administers API keys, and meters their use. Holds in-memory state
 * (auth cache, signup buckets, unflushed usage); create one per gateway and close it.
 * A key's daily quota counts calls ({@link #admitCall}); every request also passes a larger request
 * bucket ({@link #admitRequest}), so that protocol traffic is limited without spending the quota.
 *
 * <p>Keys' rate limits and day counts are taken from {@link RateLimits}: this process's alone, held
 * once for all nodes in a cluster; either way a quota count starts from the stored usage of the day.
 */
public interface KeyService {

  /** Event-bus address on which revocations and rotations are published, carrying the key hash. */
  String INVALIDATE_ADDRESS = "gatehouse.keys.invalidate";

  static KeyService create(Vertx vertx, KeyStore store) {
    return create(vertx, store, new KeyServiceOptions());
  }

  static KeyService create(Vertx vertx, KeyStore store, KeyServiceOptions options) {
    return create(vertx, store, options, RateLimits.local());
  }

  /** @param limits where keys' rate and quota are taken from: {@link RateLimits#local()} alone, the cluster's otherwise */
  static KeyService create(Vertx vertx, KeyStore store, KeyServiceOptions options, RateLimits limits) {
    return new KeyServiceImpl(vertx, store, options, limits);
  }

  /**
   * Issues a key to {@code email} on {@code plan} (the product's default when null). A second
   * signup with the same email gets another, independent key; earlier keys stay valid. Fails with
   * {@link KeyLimitException} once the email holds the maximum of active keys for the product, and
   * with {@link IllegalArgumentException} for an invalid email.
   */
  Future<IssuedKey> issue(Product product, String email, String name, String plan);

  /** {@link Admission#limitedBy()} of a signup refused for its client address. */
  String SIGNUPS_PER_ADDRESS = "signups per address";
  /** {@link Admission#limitedBy()} of a signup refused for its email. */
  String SIGNUPS_PER_EMAIL = "signups per email";

  /**
   * The product's signup throttle per client address and per (normalised) email; consumes a token of
   * each. A refusal's {@link Admission#limitedBy()} names the limit hit.
   */
  Admission admitSignup(Product product, String clientAddress, String email);

  /**
   * The active key of {@code product} that {@code presented} denotes, or null: malformed keys (bad
   * prefix or checksum) are refused without a store lookup; revoked, expired or other products'
   * keys yield null too.
   */
  Future<KeyRecord> authenticate(Product product, String presented);

  /**
   * As {@link #authenticate}, for a key known by its stored hash (an OAuth grant names its key so),
   * through the same cache, so that a revocation reaches the grant's tokens as it reaches the key.
   */
  Future<KeyRecord> authenticateHash(Product product, String hash);

  /** Takes one request from the key's request bucket, which every request pays, handshakes and listings included. */
  Future<Admission> admitRequest(Product product, KeyRecord key);

  /**
   * Takes one call from the key's call bucket and daily quota and, when admitted, counts it for
   * {@code tool}: only work is counted, so the quota and the usage by tool agree.
   */
  Future<Admission> admitCall(Product product, String keyId, String plan, String tool);

  /** The key's calls per day and tool over the last {@code days} days, today included. */
  Future<List<UsageCount>> usage(KeyRecord key, int days);

  /**
   * Revokes a key at once here and, through the event bus, on every node of the cluster; processes
   * outside it notice within the cache TTL. False if unknown.
   */
  Future<Boolean> revoke(String keyId);

  /**
   * Sets the providers and tools the key may use ({@link io.gatehouse.gateway.caller.ScopePolicy} entries;
   * null: its plan's), dropping it from every node's cache like a revocation, so its next request obeys.
   * The result is the updated key, or null if unknown; fails with IllegalArgumentException for a bad entry.
   */
  Future<KeyRecord> setScope(String keyId, String scopeOrNull);

  /**
   * Moves the key to another plan of its product, dropping it from every node's cache like a revocation, so
   * that its next request has the new plan's limits, quota and (when it has no scope of its own) scope. The
   * result is the updated key, or null if unknown; fails with IllegalArgumentException when its product has
   * no such plan, and with {@link KeyInactiveException} for a revoked or expired key.
   *
   * @param products the products by id, among which the key's own is found
   */
  Future<KeyRecord> setPlan(Map<String, Product> products, String keyId, String plan);

  /**
   * Issues a replacement with the same owner, plan and scope; the old key keeps working for
   * {@code grace}. Fails with {@link IllegalArgumentException} for an unknown or inactive key, or
   * one of another product ({@link KeyRecord#product()} names the key's product).
   */
  Future<IssuedKey> rotate(Product product, String keyId, Duration grace);

  /** Every key of an email, all products, revoked ones too. */
  Future<List<KeyRecord>> listByEmail(String email);

  /** Writes pending usage and stops timers; does not close the store. */
  Future<Void> close();
}
