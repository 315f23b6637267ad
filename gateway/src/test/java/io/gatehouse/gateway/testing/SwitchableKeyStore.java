package io.gatehouse.gateway.testing;

import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.store.OAuthGrant;
import io.gatehouse.gateway.store.StoreUnavailableException;
import io.gatehouse.gateway.store.UsageCount;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;

/**
 * A store double: a real store that a test can take down, so that every operation fails as an outage,
 * or whose usage writes it can hold, so that a flush is still writing when the test looks.
 */
public final class SwitchableKeyStore implements KeyStore {

  private final KeyStore store;
  private volatile boolean down;
  private volatile Promise<Void> usageHold;
  private final Promise<Void> usageHeld = Promise.promise();

  public SwitchableKeyStore(KeyStore store) {
    this.store = store;
  }

  public void down(boolean down) {
    this.down = down;
  }

  /** Holds every usage write from now until the promise answered completes. */
  public Promise<Void> holdUsageWrites() {
    usageHold = Promise.promise();
    return usageHold;
  }

  /** Completes when a usage write is first held. */
  public Future<Void> usageWriteHeld() {
    return usageHeld.future();
  }

  private <T> Future<T> unlessDown(Supplier<Future<T>> operation) {
    return down ? Future.failedFuture(new StoreUnavailableException("the test took the store down", null))
      : operation.get();
  }

  @Override
  public Future<Void> insert(KeyRecord key) {
    return unlessDown(() -> store.insert(key));
  }

  @Override
  public Future<KeyRecord> findByHash(String hash) {
    return unlessDown(() -> store.findByHash(hash));
  }

  @Override
  public Future<KeyRecord> findById(String id) {
    return unlessDown(() -> store.findById(id));
  }

  @Override
  public Future<List<KeyRecord>> listByEmail(String email) {
    return unlessDown(() -> store.listByEmail(email));
  }

  @Override
  public Future<KeyRecord> revoke(String id, Instant at) {
    return unlessDown(() -> store.revoke(id, at));
  }

  @Override
  public Future<KeyRecord> setScope(String id, String scope) {
    return unlessDown(() -> store.setScope(id, scope));
  }

  @Override
  public Future<KeyRecord> setPlan(String id, String plan) {
    return unlessDown(() -> store.setPlan(id, plan));
  }

  @Override
  public Future<KeyRecord> rotate(String oldId, Instant graceUntil, KeyRecord replacement) {
    return unlessDown(() -> store.rotate(oldId, graceUntil, replacement));
  }

  @Override
  public Future<Void> addUsage(Collection<UsageCount> increments) {
    Promise<Void> hold = usageHold;
    if (hold != null && !increments.isEmpty()) {
      usageHeld.tryComplete();
      return hold.future().compose(v -> unlessDown(() -> store.addUsage(increments)));
    }
    return unlessDown(() -> store.addUsage(increments));
  }

  @Override
  public Future<List<UsageCount>> usage(String keyId, LocalDate since) {
    return unlessDown(() -> store.usage(keyId, since));
  }

  @Override
  public Future<Void> ping() {
    return unlessDown(store::ping);
  }

  @Override
  public Future<Void> close() {
    return store.close();
  }

  @Override
  public Future<Boolean> registerClient(OAuthClient client, int max, Instant unusedBefore) {
    return unlessDown(() -> store.registerClient(client, max, unusedBefore));
  }

  @Override
  public Future<OAuthClient> findClient(String id) {
    return unlessDown(() -> store.findClient(id));
  }

  @Override
  public Future<Void> clientUsed(String id, Instant at) {
    return unlessDown(() -> store.clientUsed(id, at));
  }

  @Override
  public Future<Void> insertGrant(OAuthGrant grant) {
    return unlessDown(() -> store.insertGrant(grant));
  }

  @Override
  public Future<OAuthGrant> findGrant(String hash) {
    return unlessDown(() -> store.findGrant(hash));
  }

  @Override
  public Future<OAuthGrant> renewGrant(String id, String presentedHash, String accessHash, Instant accessExpiresAt,
                                       String refreshHash, Instant refreshExpiresAt) {
    return unlessDown(() -> store.renewGrant(id, presentedHash, accessHash, accessExpiresAt, refreshHash,
      refreshExpiresAt));
  }

  @Override
  public Future<Void> revokeGrant(String id) {
    return unlessDown(() -> store.revokeGrant(id));
  }
}
