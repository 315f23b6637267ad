package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.UsageCount;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keys and usage held in memory and journaled to {@code keys.jsonl} under the data folder. Every
 * change is an entry of the journal; start-up replays it. Entries are applied only by the journal
 * (after the write), so the maps are written by one thread at a time and read by any.
 */
public final class EmbeddedKeyStore implements KeyStore {

  private static final Logger LOG = LoggerFactory.getLogger(EmbeddedKeyStore.class);
  static final String JOURNAL = "keys.jsonl";
  private static final int COMPACT_MIN_ENTRIES = 1_000;

  private final Vertx vertx;
  private final Path dir;
  private final Journal journal;
  private final Map<String, KeyRecord> byId = new ConcurrentHashMap<>();
  private final Map<String, String> idByHash = new ConcurrentHashMap<>();
  private final Map<String, Set<String>> idsByEmail = new ConcurrentHashMap<>();
  /** Ids and hashes of inserts on their way to disk, so that a duplicate fails at once. */
  private final Set<String> reserved = ConcurrentHashMap.newKeySet();
  private final Map<String, Map<UsageSlot, Long>> usage = new ConcurrentHashMap<>();
  private final Future<Void> ready;
  private FileChannel lockChannel;
  private FileLock lock;

  private record UsageSlot(LocalDate day, String endpoint) {
  }

  public EmbeddedKeyStore(Vertx vertx, Path dir) {
    this.vertx = vertx;
    this.dir = dir;
    this.journal = new Journal(vertx, dir.resolve(JOURNAL), this::apply);
    this.ready = vertx.executeBlocking(this::load);
  }

  private Void load() throws IOException {
    Files.createDirectories(dir);
    lockChannel = FileChannel.open(dir.resolve("keys.lock"), StandardOpenOption.CREATE,
      StandardOpenOption.WRITE);
    lock = lockChannel.tryLock();
    if (lock == null) {
      lockChannel.close();
      throw new IllegalStateException("The key store in " + dir + " is in use by another process");
    }
    int entries = journal.open();
    List<JsonObject> snapshot = snapshot();
    if (entries > COMPACT_MIN_ENTRIES && entries > 2 * snapshot.size()) {
      journal.rewrite(snapshot);
      LOG.info("Key journal compacted from {} to {} entries", entries, snapshot.size());
    }
    LOG.info("Embedded key store loaded: {} keys", byId.size());
    return null;
  }

  @Override
  public Future<Void> insert(KeyRecord key) {
    return ready.compose(v -> {
      if (!reserve(key)) {
        return Future.failedFuture(new IllegalStateException("Duplicate key id or hash"));
      }
      JsonObject entry = new JsonObject().put("op", "put").put("key", key.toJson());
      return journal.append(List.of(entry), true).andThen(ar -> release(key));
    });
  }

  @Override
  public Future<KeyRecord> findByHash(String hash) {
    return ready.map(v -> {
      String id = idByHash.get(hash);
      return id == null ? null : byId.get(id);
    });
  }

  @Override
  public Future<KeyRecord> findById(String id) {
    return ready.map(v -> byId.get(id));
  }

  @Override
  public Future<List<KeyRecord>> listByEmail(String email) {
    return ready.map(v -> idsByEmail.getOrDefault(email, Set.of()).stream()
      .map(byId::get)
      .sorted(Comparator.comparing(KeyRecord::createdAt).thenComparing(KeyRecord::id))
      .toList());
  }

  @Override
  public Future<KeyRecord> revoke(String id, Instant at) {
    return ready.compose(v -> {
      if (!byId.containsKey(id)) {
        return Future.succeededFuture();
      }
      JsonObject entry = new JsonObject().put("op", "revoke").put("id", id).put("at", at.toString());
      return journal.append(List.of(entry), true).map(x -> byId.get(id));
    });
  }

  @Override
  public Future<KeyRecord> rotate(String oldId, Instant graceUntil, KeyRecord replacement) {
    return ready.compose(v -> {
      if (!byId.containsKey(oldId)) {
        return Future.succeededFuture();
      }
      if (!reserve(replacement)) {
        return Future.failedFuture(new IllegalStateException("Duplicate key id or hash"));
      }
      JsonObject entry = new JsonObject().put("op", "rotate").put("id", oldId)
        .put("until", graceUntil.toString()).put("key", replacement.toJson());
      return journal.append(List.of(entry), true)
        .andThen(ar -> release(replacement))
        .map(x -> byId.get(oldId));
    });
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
    return ready.compose(v -> journal.append(List.of(new JsonObject().put("op", "usage")
      .put("counts", counts)), false));
  }

  @Override
  public Future<List<UsageCount>> usage(String keyId, LocalDate since) {
    return ready.map(v -> usage.getOrDefault(keyId, Map.of()).entrySet().stream()
      .filter(e -> !e.getKey().day().isBefore(since))
      .map(e -> new UsageCount(keyId, e.getKey().day(), e.getKey().endpoint(), e.getValue()))
      .sorted(Comparator.comparing(UsageCount::day).thenComparing(UsageCount::endpoint))
      .toList());
  }

  @Override
  public Future<Void> close() {
    return ready.otherwiseEmpty().compose(v -> journal.close()).eventually(() ->
      vertx.executeBlocking(() -> {
        if (lockChannel != null) {
          lockChannel.close();
        }
        return null;
      }));
  }

  private boolean reserve(KeyRecord key) {
    if (byId.containsKey(key.id()) || idByHash.containsKey(key.hash())) {
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

  /** Applies one journal entry; called by the journal only, one entry at a time. */
  private void apply(JsonObject entry) {
    switch (entry.getString("op")) {
      case "put" -> put(KeyRecord.fromJson(entry.getJsonObject("key")));
      case "revoke" -> byId.computeIfPresent(entry.getString("id"), (id, key) ->
        key.revokedAt() == null ? key.withRevokedAt(Instant.parse(entry.getString("at"))) : key);
      case "rotate" -> {
        KeyRecord replacement = KeyRecord.fromJson(entry.getJsonObject("key"));
        put(replacement);
        byId.computeIfPresent(entry.getString("id"), (id, key) ->
          key.withReplacement(replacement.id(), Instant.parse(entry.getString("until"))));
      }
      case "usage" -> entry.getJsonArray("counts").forEach(o -> {
        JsonObject c = (JsonObject) o;
        usage.computeIfAbsent(c.getString("key"), k -> new ConcurrentHashMap<>())
          .merge(new UsageSlot(LocalDate.parse(c.getString("day")), c.getString("endpoint")),
            c.getLong("n"), Long::sum);
      });
      default -> LOG.warn("Ignoring unknown journal entry {}", entry.getString("op"));
    }
  }

  private void put(KeyRecord key) {
    byId.put(key.id(), key);
    idByHash.put(key.hash(), key.id());
    idsByEmail.computeIfAbsent(key.email(), e -> ConcurrentHashMap.newKeySet()).add(key.id());
  }

  /** The whole state as journal entries, for compaction. */
  private List<JsonObject> snapshot() {
    List<JsonObject> entries = new ArrayList<>();
    byId.values().stream().sorted(Comparator.comparing(KeyRecord::createdAt))
      .forEach(k -> entries.add(new JsonObject().put("op", "put").put("key", k.toJson())));
    usage.forEach((keyId, slots) -> {
      JsonArray counts = new JsonArray();
      slots.forEach((slot, n) -> counts.add(new JsonObject().put("key", keyId)
        .put("day", slot.day().toString()).put("endpoint", slot.endpoint()).put("n", n)));
      entries.add(new JsonObject().put("op", "usage").put("counts", counts));
    });
    return entries;
  }
}
