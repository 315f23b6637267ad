package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.store.OAuthGrant;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The embedded store's tables in memory, built by applying journal entries in order. Entries are
 * applied by one thread at a time and read by any. An entry is read whole before anything changes,
 * so one that cannot be applied leaves the tables as they were.
 */
final class KeyState {

  private static final Logger LOG = LoggerFactory.getLogger(KeyState.class);

  private final Map<String, KeyRecord> byId = new ConcurrentHashMap<>();
  private final Map<String, String> idByHash = new ConcurrentHashMap<>();
  private final Map<String, Set<String>> idsByEmail = new ConcurrentHashMap<>();
  private final Map<String, Map<UsageSlot, Long>> usage = new ConcurrentHashMap<>();
  private final Map<String, OAuthClient> clients = new ConcurrentHashMap<>();
  private final Map<String, OAuthGrant> grants = new ConcurrentHashMap<>();
  /** Grant ids by the hash of each of their secrets (code, access token, current and replaced refresh tokens). */
  private final Map<String, String> grantBySecret = new ConcurrentHashMap<>();

  record UsageSlot(LocalDate day, String endpoint) {
  }

  /** Applies one entry; throws (changing nothing) when a field is missing or malformed. */
  void apply(JsonObject entry) {
    String op = entry.getString("op");
    if (op == null) {
      throw new IllegalArgumentException("entry without op");
    }
    switch (op) {
      case "put" -> put(KeyRecord.fromJson(entry.getJsonObject("key")));
      case "revoke" -> {
        String id = required(entry, "id");
        Instant at = Instant.parse(required(entry, "at"));
        byId.computeIfPresent(id, (k, key) -> key.revokedAt() == null ? key.withRevokedAt(at) : key);
      }
      case "rotate" -> {
        String id = required(entry, "id");
        Instant until = Instant.parse(required(entry, "until"));
        KeyRecord replacement = KeyRecord.fromJson(entry.getJsonObject("key"));
        put(replacement);
        byId.computeIfPresent(id, (k, key) -> key.withReplacement(replacement.id(), until));
      }
      case "scope" -> {
        String id = required(entry, "id");
        String scope = entry.getString("scope");
        byId.computeIfPresent(id, (k, key) -> key.withScope(scope));
      }
      case "plan" -> {
        String id = required(entry, "id");
        String plan = required(entry, "plan");
        byId.computeIfPresent(id, (k, key) -> key.withPlan(plan));
      }
      case "usage" -> addUsage(entry.getJsonArray("counts"));
      case "client" -> registerClient(OAuthClient.fromJson(entry.getJsonObject("client")), entry.getInteger("max"),
        Instant.parse(required(entry, "unused_before")));
      case "client-used" -> {
        Instant at = Instant.parse(required(entry, "at"));
        clients.computeIfPresent(required(entry, "id"), (k, c) -> c.withUsedAt(at));
      }
      case "grant" -> putGrant(OAuthGrant.fromJson(entry.getJsonObject("grant")));
      case "grant-renew" -> renewGrant(required(entry, "id"), required(entry, "from"), required(entry, "access"),
        Instant.parse(required(entry, "access_until")), required(entry, "refresh"),
        Instant.parse(required(entry, "refresh_until")));
      case "grant-spent" -> grantBySecret.putIfAbsent(required(entry, "hash"), required(entry, "id"));
      case "grant-revoke" -> {
        String id = required(entry, "id");
        grants.remove(id);
        grantBySecret.values().removeIf(id::equals);
      }
      default -> LOG.warn("Ignoring unknown journal entry {}", op);
    }
  }

  private void addUsage(JsonArray counts) {
    List<Runnable> merges = new ArrayList<>();
    for (Object o : counts) {
      JsonObject c = (JsonObject) o;
      String keyId = required(c, "key");
      UsageSlot slot = new UsageSlot(LocalDate.parse(required(c, "day")), required(c, "endpoint"));
      long n = c.getLong("n");
      merges.add(() -> usage.computeIfAbsent(keyId, k -> new ConcurrentHashMap<>()).merge(slot, n, Long::sum));
    }
    merges.forEach(Runnable::run);
  }

  /** Decided here, as the journal applies it, so that concurrent registrations and a replay agree on the bound. */
  private void registerClient(OAuthClient client, Integer max, Instant unusedBefore) {
    if (max == null) throw new IllegalArgumentException("missing max");
    clients.values().removeIf(c -> c.usedAt().isBefore(unusedBefore));
    if (clients.size() < max) clients.putIfAbsent(client.id(), client);
  }

  private void putGrant(OAuthGrant grant) {
    grants.put(grant.id(), grant);
    grantBySecret.put(grant.codeHash(), grant.id());
    if (grant.accessHash() != null) grantBySecret.put(grant.accessHash(), grant.id());
    if (grant.refreshHash() != null) grantBySecret.put(grant.refreshHash(), grant.id());
  }

  /** Only while {@code from} is still exchangeable: of two refreshes with one token, the first wins. */
  private void renewGrant(String id, String from, String access, Instant accessUntil, String refresh,
                          Instant refreshUntil) {
    OAuthGrant grant = grants.get(id);
    if (grant == null || !grant.exchangeable(from)) return;
    // a replaced refresh token still names its grant, so that its replay revokes the grant
    if (grant.accessHash() != null) grantBySecret.remove(grant.accessHash());
    putGrant(grant.withTokens(access, accessUntil, refresh, refreshUntil));
  }

  OAuthClient client(String id) {
    return clients.get(id);
  }

  OAuthGrant grant(String id) {
    return grants.get(id);
  }

  OAuthGrant grantBySecret(String hash) {
    String id = grantBySecret.get(hash);
    return id == null ? null : grants.get(id);
  }

  private static String required(JsonObject json, String field) {
    String value = json.getString(field);
    if (value == null) {
      throw new IllegalArgumentException("missing " + field);
    }
    return value;
  }

  private void put(KeyRecord key) {
    byId.put(key.id(), key);
    idByHash.put(key.hash(), key.id());
    idsByEmail.computeIfAbsent(key.email(), e -> ConcurrentHashMap.newKeySet()).add(key.id());
  }

  KeyRecord byId(String id) {
    return byId.get(id);
  }

  KeyRecord byHash(String hash) {
    String id = idByHash.get(hash);
    return id == null ? null : byId.get(id);
  }

  boolean holds(KeyRecord key) {
    return byId.containsKey(key.id()) || idByHash.containsKey(key.hash());
  }

  List<KeyRecord> byEmail(String email) {
    return idsByEmail.getOrDefault(email, Set.of()).stream()
      .map(byId::get)
      .sorted(Comparator.comparing(KeyRecord::createdAt).thenComparing(KeyRecord::id))
      .toList();
  }

  Map<UsageSlot, Long> usage(String keyId) {
    return usage.getOrDefault(keyId, Map.of());
  }

  int keys() {
    return byId.size();
  }

  /** The whole state as journal entries, for compaction. */
  List<JsonObject> snapshot() {
    List<JsonObject> entries = new ArrayList<>();
    byId.values().stream().sorted(Comparator.comparing(KeyRecord::createdAt))
      .forEach(k -> entries.add(new JsonObject().put("op", "put").put("key", k.toJson())));
    usage.forEach((keyId, slots) -> {
      JsonArray counts = new JsonArray();
      slots.forEach((slot, n) -> counts.add(new JsonObject().put("key", keyId)
        .put("day", slot.day().toString()).put("endpoint", slot.endpoint()).put("n", n)));
      entries.add(new JsonObject().put("op", "usage").put("counts", counts));
    });
    // every client is kept (the bound is checked again at the next registration); spent grants are dropped
    clients.values().forEach(c -> entries.add(new JsonObject().put("op", "client").put("client", c.toJson())
      .put("max", Integer.MAX_VALUE).put("unused_before", Instant.EPOCH.toString())));
    Instant now = Instant.now();
    grants.values().stream().filter(g -> !g.spentAt(now))
      .forEach(g -> entries.add(new JsonObject().put("op", "grant").put("grant", g.toJson())));
    grantBySecret.forEach((hash, id) -> {
      OAuthGrant g = grants.get(id);
      if (g != null && !g.spentAt(now) && !hash.equals(g.codeHash()) && !hash.equals(g.accessHash())
        && !hash.equals(g.refreshHash())) {
        entries.add(new JsonObject().put("op", "grant-spent").put("hash", hash).put("id", id));
      }
    });
    return entries;
  }
}
