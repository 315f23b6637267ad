package io.gatehouse.gateway.store;

import io.gatehouse.gateway.store.impl.EmbeddedKeyStore;
import io.gatehouse.gateway.store.impl.JournalRepair;
import io.gatehouse.gateway.store.impl.PgKeyStore;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;

/**
 * Durable home of API keys (as hashes) and their usage. A returned future succeeds only once the
 * change is durable, so a caller may acknowledge it to a client; it fails with a
 * {@link StoreUnavailableException} when the store cannot serve (an outage, not a bug).
 */
public interface KeyStore {

  /**
   * The default store: an append-only journal under {@code dir}, needing no setup. It is meant for
   * one process at a time (a lock file enforces it). The future completes once the journal is
   * replayed, or fails saying why the store cannot open (folder in use, damaged journal).
   */
  static Future<KeyStore> embedded(Vertx vertx, Path dir) {
    return embedded(vertx, dir, new SimpleMeterRegistry());
  }

  /** The embedded store, reporting whether its journal takes writes to {@code registry}. */
  static Future<KeyStore> embedded(Vertx vertx, Path dir, MeterRegistry registry) {
    return EmbeddedKeyStore.open(vertx, dir, registry);
  }

  /** Blocking and read-only: what the embedded journal in {@code dir} holds and what is damaged. */
  static JsonObject verifyEmbedded(Path dir) throws IOException {
    return JournalRepair.verify(dir);
  }

  /**
   * Blocking, with the folder locked: moves the embedded journal's damaged records to a quarantine
   * file and keeps every other record.
   */
  static JsonObject repairEmbedded(Path dir) throws IOException {
    return JournalRepair.repair(dir);
  }

  /** PostgreSQL, waited for as long as {@link ConnectRetry#DEFAULT} says, within the default {@link OutageBounds}. */
  static Future<KeyStore> postgres(Vertx vertx, String uri) {
    return postgres(vertx, uri, ConnectRetry.DEFAULT);
  }

  /** PostgreSQL within the default {@link OutageBounds}. */
  static Future<KeyStore> postgres(Vertx vertx, String uri, ConnectRetry retry) {
    return postgres(vertx, uri, retry, OutageBounds.DEFAULT);
  }

  /**
   * PostgreSQL through a pool; the schema is migrated before the future completes. A database that
   * cannot be reached is tried again as {@code retry} says; every operation ends within
   * {@code bounds}' query timeout.
   *
   * @param uri e.g. {@code postgresql://postgres@127.0.0.1:5432/gatehouse}
   */
  static Future<KeyStore> postgres(Vertx vertx, String uri, ConnectRetry retry, OutageBounds bounds) {
    return PgKeyStore.open(vertx, uri, retry, bounds);
  }

  /**
   * Calls {@code listener} with the hash of every key revoked, rotated, rescoped or moved to another plan through this store by any
   * process, so caches elsewhere drop it at once. Stores used by one process only need not tell.
   */
  default void onKeyChange(Handler<String> listener) {
  }

  /** Stores a new key; fails if its id or hash already exists. */
  Future<Void> insert(KeyRecord key);

  /** The key with this hash, or null. */
  Future<KeyRecord> findByHash(String hash);

  /** The key with this id, or null. */
  Future<KeyRecord> findById(String id);

  /** Every key issued to {@code email} (normalised, lower case), oldest first, revoked ones too. */
  Future<List<KeyRecord>> listByEmail(String email);

  /** Marks a key revoked; the result is the updated record, or null if no such key exists. */
  Future<KeyRecord> revoke(String id, Instant at);

  /**
   * Sets the providers and tools a key may use ({@code null}: its plan's); the result is the updated
   * record, or null if no such key exists. Announced like a revocation, so caches drop the key.
   */
  Future<KeyRecord> setScope(String id, String scopeOrNull);

  /**
   * Moves a key to another plan (the caller checks that its product has it); the result is the updated
   * record, or null if no such key exists. Announced like a revocation, so caches drop the key.
   */
  Future<KeyRecord> setPlan(String id, String plan);

  /**
   * Atomically stores {@code replacement} and lets the old key live until {@code graceUntil};
   * the result is the updated old record, or null (and nothing stored) if it does not exist.
   */
  Future<KeyRecord> rotate(String oldId, Instant graceUntil, KeyRecord replacement);

  /** Adds the counts to the stored totals. */
  Future<Void> addUsage(Collection<UsageCount> increments);

  /** Totals of one key per day and endpoint from {@code since} (inclusive), by day then endpoint. */
  Future<List<UsageCount>> usage(String keyId, LocalDate since);

  // The built-in authorization server's clients and grants live here beside the keys they stand for:
  // one durable store (embedded or PostgreSQL) already shared by every node, so a code issued by one
  // node is exchanged at another and a refresh token outlives a restart, with nothing more to run.

  /**
   * Registers a client unless {@code max} registrations are held once those unused since
   * {@code unusedBefore} are dropped; true when it was registered. A store may drop spent grants
   * (code and refresh token expired) meanwhile.
   */
  Future<Boolean> registerClient(OAuthClient client, int max, Instant unusedBefore);

  /** The registered client with this id, or null. */
  Future<OAuthClient> findClient(String id);

  /** Notes that the client was granted an authorization at {@code at}, which keeps it registered. */
  Future<Void> clientUsed(String id, Instant at);

  /** Stores a new grant holding its authorization code. */
  Future<Void> insertGrant(OAuthGrant grant);

  /**
   * The grant whose code, access token or refresh token has this hash, or null; also the grant a
   * refresh token it replaced had, so that a replayed one is known for what it is.
   */
  Future<OAuthGrant> findGrant(String hash);

  /**
   * Atomically gives the grant new tokens if {@code presentedHash} is still exchangeable ({@link
   * OAuthGrant#exchangeable}): its unexchanged code or its current refresh token. The result is the
   * updated grant, or null when it was not (already exchanged, or rotated by a concurrent refresh).
   */
  Future<OAuthGrant> renewGrant(String id, String presentedHash, String accessHash, Instant accessExpiresAt,
                                String refreshHash, Instant refreshExpiresAt);

  /** Drops the grant and every secret of it, current or replaced: none is found any more. */
  Future<Void> revokeGrant(String id);

  /**
   * Succeeds when the store can serve now; fails with a {@link StoreUnavailableException} saying
   * why when it cannot (readiness asks this).
   */
  Future<Void> ping();

  Future<Void> close();
}
