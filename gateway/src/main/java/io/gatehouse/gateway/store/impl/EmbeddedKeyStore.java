package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.store.OAuthGrant;
import io.gatehouse.gateway.store.UsageCount;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keys and usage held in memory ({@link KeyState}) and journaled to {@code keys.journal} under the
 * data folder. Every change is a record of the journal; opening replays it. Entries are applied only
 * by the journal (after the write), so the tables are written by one thread at a time and read by any.
 */
public final class EmbeddedKeyStore implements KeyStore {

  private static final Logger LOG = LoggerFactory.getLogger(EmbeddedKeyStore.class);
  private static final int COMPACT_MIN_ENTRIES = 1_000;

  private final Vertx vertx;
  private final Path dir;
  private final KeyState state = new KeyState();
  private final Journal journal;
  /** Ids and hashes of inserts on their way to disk, so that a duplicate fails at once. */
  private final Set<String> reserved = ConcurrentHashMap.newKeySet();
  private StoreLock lock;

  private EmbeddedKeyStore(Vertx vertx, Path dir) {
    this.vertx = vertx;
    this.dir = dir;
    this.journal = new Journal(vertx, dir, state::apply);
  }

  /**
   * The store once its folder is locked and its journal replayed; fails saying why it cannot open.
   * Whether the journal takes writes, and how many it refused, are meters of {@code registry}.
   */
  public static Future<KeyStore> open(Vertx vertx, Path dir, MeterRegistry registry) {
    EmbeddedKeyStore store = new EmbeddedKeyStore(vertx, dir);
    return vertx.executeBlocking(store::load).map(v -> {
      Gauge.builder("gatehouse_key_store_writable", store.journal, j -> j.problem() == null ? 1 : 0)
        .description("1 while the embedded key journal takes writes, 0 from a refused write until one succeeds")
        .register(registry);
      FunctionCounter.builder("gatehouse_key_store_write_failures", store.journal, Journal::failedWrites)
        .description("Writes of the embedded key journal the disk refused (full, failing)").register(registry);
      return store;
    });
  }

  private Void load() throws IOException {
    lock = StoreLock.take(dir);
    try {
      int entries = journal.open();
      List<JsonObject> snapshot = state.snapshot();
      if (entries > COMPACT_MIN_ENTRIES && entries > 2 * snapshot.size()) {
        journal.rewrite(snapshot);
        LOG.info("Key journal compacted from {} to {} entries", entries, snapshot.size());
      }
    } catch (IOException | RuntimeException e) {
      lock.close();
      throw e;
    }
    LOG.info("Embedded key store in {} loaded: {} keys", dir, state.keys());
    return null;
  }

  @Override
  public Future<Void> insert(KeyRecord key) {
    if (!reserve(key)) {
      return Future.failedFuture(new IllegalStateException("Duplicate key id or hash"));
    }
    JsonObject entry = new JsonObject().put("op", "put").put("key", key.toJson());
    return journal.append(List.of(entry), true).andThen(ar -> release(key));
  }

  @Override
  public Future<KeyRecord> findByHash(String hash) {
    return Future.succeededFuture(state.byHash(hash));
  }

  @Override
  public Future<KeyRecord> findById(String id) {
    return Future.succeededFuture(state.byId(id));
  }

  @Override
  public Future<List<KeyRecord>> listByEmail(String email) {
    return Future.succeededFuture(state.byEmail(email));
  }

  @Override
  public Future<KeyRecord> revoke(String id, Instant at) {
    if (state.byId(id) == null) {
      return Future.succeededFuture();
    }
    JsonObject entry = new JsonObject().put("op", "revoke").put("id", id).put("at", at.toString());
    return journal.append(List.of(entry), true).map(x -> state.byId(id));
  }

  @Override
  public Future<KeyRecord> setScope(String id, String scope) {
    return change(id, new JsonObject().put("op", "scope").put("id", id).put("scope", scope));
  }

  @Override
  public Future<KeyRecord> setPlan(String id, String plan) {
    return change(id, new JsonObject().put("op", "plan").put("id", id).put("plan", plan));
  }

  /** Journals a change of one key's field; the updated key, or null (nothing written) if unknown. */
  private Future<KeyRecord> change(String id, JsonObject entry) {
    if (state.byId(id) == null) {
      return Future.succeededFuture();
    }
    return journal.append(List.of(entry), true).map(x -> state.byId(id));
  }

  @Override
  public Future<KeyRecord> rotate(String oldId, Instant graceUntil, KeyRecord replacement) {
    if (state.byId(oldId) == null) {
      return Future.succeededFuture();
    }
    if (!reserve(replacement)) {
      return Future.failedFuture(new IllegalStateException("Duplicate key id or hash"));
    }
    JsonObject entry = new JsonObject().put("op", "rotate").put("id", oldId)
      .put("until", graceUntil.toString()).put("key", replacement.toJson());
    return journal.append(List.of(entry), true)
      .andThen(ar -> release(replacement))
      .map(x -> state.byId(oldId));
  }

  @Override
  public Future<Void> addUsage(Collection<UsageCount> increments) {
    if (increments.isEmpty()) {
      return Future.succeededFuture();
    }
    JsonArray counts = new JsonArray();
    increments.forEach(c -> counts.add(new JsonObject().put("key", c.keyId())
      .put("day", c.day().toString()).put("endpoint", c.endpoint()).put("n", c.count())));
    // usage is not worth an fsync of its own: at worst the last batch before a crash is lost
    return journal.append(List.of(new JsonObject().put("op", "usage").put("counts", counts)), false);
  }

  @Override
  public Future<List<UsageCount>> usage(String keyId, LocalDate since) {
    return Future.succeededFuture(state.usage(keyId).entrySet().stream()
      .filter(e -> !e.getKey().day().isBefore(since))
      .map(e -> new UsageCount(keyId, e.getKey().day(), e.getKey().endpoint(), e.getValue()))
      .sorted(Comparator.comparing(UsageCount::day).thenComparing(UsageCount::endpoint))
      .toList());
  }

  @Override
  public Future<Boolean> registerClient(OAuthClient client, int max, Instant unusedBefore) {
    if (state.client(client.id()) != null) {
      return Future.failedFuture(new IllegalStateException("Duplicate client id"));
    }
    JsonObject entry = new JsonObject().put("op", "client").put("client", client.toJson()).put("max", max)
      .put("unused_before", unusedBefore.toString());
    return journal.append(List.of(entry), true).map(x -> state.client(client.id()) != null);
  }

  @Override
  public Future<OAuthClient> findClient(String id) {
    return Future.succeededFuture(state.client(id));
  }

  @Override
  public Future<Void> clientUsed(String id, Instant at) {
    if (state.client(id) == null) return Future.succeededFuture();
    // losing the last of these in a crash only shortens a registration's life
    return journal.append(List.of(new JsonObject().put("op", "client-used").put("id", id).put("at", at.toString())),
      false);
  }

  @Override
  public Future<Void> insertGrant(OAuthGrant grant) {
    if (state.grant(grant.id()) != null || state.grantBySecret(grant.codeHash()) != null) {
      return Future.failedFuture(new IllegalStateException("Duplicate grant id or code"));
    }
    return journal.append(List.of(new JsonObject().put("op", "grant").put("grant", grant.toJson())), true);
  }

  @Override
  public Future<OAuthGrant> findGrant(String hash) {
    return Future.succeededFuture(state.grantBySecret(hash));
  }

  @Override
  public Future<OAuthGrant> renewGrant(String id, String presentedHash, String accessHash, Instant accessExpiresAt,
                                       String refreshHash, Instant refreshExpiresAt) {
    OAuthGrant grant = state.grant(id);
    if (grant == null || !grant.exchangeable(presentedHash)) return Future.succeededFuture();
    JsonObject entry = new JsonObject().put("op", "grant-renew").put("id", id).put("from", presentedHash)
      .put("access", accessHash).put("access_until", accessExpiresAt.toString())
      .put("refresh", refreshHash).put("refresh_until", refreshExpiresAt.toString());
    // the journal applies entries one at a time: the renewal that finds the grant changed did nothing
    return journal.append(List.of(entry), true).map(x -> {
      OAuthGrant now = state.grant(id);
      return now != null && accessHash.equals(now.accessHash()) ? now : null;
    });
  }

  @Override
  public Future<Void> revokeGrant(String id) {
    return journal.append(List.of(new JsonObject().put("op", "grant-revoke").put("id", id)), true);
  }

  /**
   * Serves unless the last append failed; then the journal probes the disk, so that readiness comes
   * back once the disk takes writes again even while no client is let in to write.
   */
  @Override
  public Future<Void> ping() {
    return journal.problem() == null ? Future.succeededFuture() : journal.probe();
  }

  @Override
  public Future<Void> close() {
    return journal.close().eventually(() -> vertx.executeBlocking(() -> {
      lock.close();
      return null;
    }));
  }

  private boolean reserve(KeyRecord key) {
    if (state.holds(key)) {
      return false;
    }
    if (!reserved.add("id:" + key.id())) {
      return false;
    }
    if (!reserved.add("hash:" + key.hash())) {
      reserved.remove("id:" + key.id());
      return false;
    }
    return true;
  }

  private void release(KeyRecord key) {
    reserved.remove("id:" + key.id());
    reserved.remove("hash:" + key.hash());
  }
}
