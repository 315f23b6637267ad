package io.gatehouse.gateway.store;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;

/** The contract against the embedded store. */
class EmbeddedKeyStoreTest extends KeyStoreContract {

  @TempDir
  Path dir;

  @Override
  protected Future<KeyStore> open(Vertx vertx) {
    return KeyStore.embedded(vertx, dir);
  }

  @Override
  protected String persisted() throws Exception {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).map(EmbeddedKeyStoreTest::read)
        .collect(Collectors.joining("\n"));
    }
  }

  /** The scope entry of the journal is replayed on the next open, after the put of the key it changes. */
  @org.junit.jupiter.api.Test
  void aKeysScopeSurvivesAReopen() {
    KeyRecord key = key(email(), java.time.Instant.now());
    store.insert(key).await();
    store.setScope(key.id(), "fred @readOnlyHint").await();
    store.close().await();
    store = open(vertx).await();
    org.junit.jupiter.api.Assertions.assertEquals("fred @readOnlyHint", store.findByHash(key.hash()).await().scope());
  }

  /** The plan entry is replayed on the next open; a compaction at start keeps it, in the key it rewrites. */
  @org.junit.jupiter.api.Test
  void aKeysPlanSurvivesAReopenAndACompaction() throws Exception {
    KeyRecord key = key(email(), java.time.Instant.now());
    store.insert(key).await();
    store.setPlan(key.id(), "pro").await();
    store.close().await();
    store = open(vertx).await();
    org.junit.jupiter.api.Assertions.assertEquals("pro", store.findByHash(key.hash()).await().plan());

    // enough redundant entries that the next open compacts the journal to the key and its usage
    for (int i = 0; i < 1_001; i++) {
      store.addUsage(java.util.List.of(new UsageCount(key.id(), java.time.LocalDate.now(java.time.ZoneOffset.UTC), "t", 1)))
        .await();
    }
    store.close().await();
    store = open(vertx).await();
    String journal = Files.readString(dir.resolve("keys.journal"));
    org.junit.jupiter.api.Assertions.assertEquals(2, journal.lines().count(), "compacted to a put and a usage");
    org.junit.jupiter.api.Assertions.assertFalse(journal.contains("\"op\":\"plan\""), journal);
    store.close().await();
    store = open(vertx).await();
    org.junit.jupiter.api.Assertions.assertEquals(key.withPlan("pro"), store.findById(key.id()).await());
  }

  /**
   * A compaction keeps clients and grants in use, with their current tokens and the refresh tokens
   * they replaced (so that a replay is still recognised), and drops the spent grants.
   */
  @org.junit.jupiter.api.Test
  void aCompactionKeepsLiveGrantsAndClientsAndDropsSpentOnes() throws Exception {
    java.time.Instant now = java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    OAuthClient client = new OAuthClient("client_c", "lead-verification", "C", java.util.List.of("http://127.0.0.1/cb"),
      now, now);
    org.junit.jupiter.api.Assertions.assertTrue(store.registerClient(client, 10, now.minusSeconds(60)).await());
    OAuthGrant live = grant("live", now.plusSeconds(60));
    OAuthGrant spent = grant("spent", now.minusSeconds(1));
    store.insertGrant(live).await();
    store.insertGrant(spent).await();
    store.renewGrant(live.id(), live.codeHash(), "access", now.plusSeconds(3600), "refresh",
      now.plusSeconds(86_400)).await();
    OAuthGrant renewed = store.renewGrant(live.id(), "refresh", "access2", now.plusSeconds(3600), "refresh2",
      now.plusSeconds(86_400)).await();
    KeyRecord key = key(email(), now);
    store.insert(key).await();
    for (int i = 0; i < 1_001; i++) {
      store.addUsage(java.util.List.of(new UsageCount(key.id(), java.time.LocalDate.now(java.time.ZoneOffset.UTC), "t", 1)))
        .await();
    }
    store.close().await();
    store = open(vertx).await();
    String journal = Files.readString(dir.resolve("keys.journal"));
    org.junit.jupiter.api.Assertions.assertEquals(5, journal.lines().count(),
      "a key, its usage, a client, a grant, its replaced refresh token: " + journal);
    // what the compacted journal holds, read back
    store.close().await();
    store = open(vertx).await();
    org.junit.jupiter.api.Assertions.assertEquals(renewed, store.findGrant("refresh2").await());
    org.junit.jupiter.api.Assertions.assertEquals(renewed, store.findGrant("refresh").await(), "the replaced token");
    org.junit.jupiter.api.Assertions.assertNull(store.findGrant("access").await());
    org.junit.jupiter.api.Assertions.assertNull(store.findGrant(spent.codeHash()).await());
    org.junit.jupiter.api.Assertions.assertEquals(client, store.findClient(client.id()).await());
  }

  private static OAuthGrant grant(String name, java.time.Instant codeUntil) {
    java.time.Instant at = codeUntil.minusSeconds(60);
    return new OAuthGrant("grant_" + name, "lead-verification", "key_1", "keyhash", "client_c", "http://127.0.0.1/cb",
      "challenge", "code-" + name, codeUntil, null, null, null, null, at);
  }

  static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
