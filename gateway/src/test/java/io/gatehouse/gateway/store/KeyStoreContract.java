package io.gatehouse.gateway.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.auth.ApiKeys;
import io.gatehouse.gateway.auth.IssuedKey;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.TestProducts;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What every {@link KeyStore} must do. Subclasses open a store; the tests use fresh emails and
 * ids so that they can share a database with other runs. Steps run on the test thread and wait
 * for each future; no event loop is blocked.
 */
@ExtendWith(VertxExtension.class)
public abstract class KeyStoreContract {

  protected Vertx vertx;
  protected KeyStore store;

  protected abstract Future<KeyStore> open(Vertx vertx);

  /** Everything the store has persisted, as text. */
  protected abstract String persisted() throws Exception;

  @BeforeEach
  void openStore(Vertx vertx) {
    this.vertx = vertx;
    this.store = open(vertx).await();
  }

  @AfterEach
  void closeStore() {
    if (store != null) {
      store.close().await();
    }
  }

  @Test
  void insertsAndFindsByHashIdAndEmail() {
    String email = email();
    KeyRecord first = key(email, Instant.now().minusSeconds(10));
    KeyRecord second = key(email, Instant.now());
    store.insert(second).await();
    store.insert(first).await();

    assertEquals(first, store.findByHash(first.hash()).await());
    assertEquals(second, store.findById(second.id()).await());
    assertNull(store.findByHash(ApiKeys.hash("nothing")).await());
    assertNull(store.findById("key_missing").await());
    assertEquals(List.of(first, second), store.listByEmail(email).await());
    assertEquals(List.of(), store.listByEmail(email()).await());
  }

  @Test
  void refusesDuplicateIdOrHash() {
    KeyRecord key = key(email(), Instant.now());
    store.insert(key).await();
    KeyRecord sameHash = new KeyRecord(ApiKeys.newId(), key.product(), key.hash(),
      key.fingerprint(), key.email(), null, "free", Instant.now(), null, null, null);
    assertThrows(Exception.class, () -> store.insert(sameHash).await());
    assertEquals(List.of(key), store.listByEmail(key.email()).await());
  }

  @Test
  void revokesOnceAndKeepsTheFirstTime() {
    KeyRecord key = key(email(), Instant.now());
    store.insert(key).await();
    Instant at = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    KeyRecord revoked = store.revoke(key.id(), at).await();
    assertEquals(at, revoked.revokedAt());
    assertFalse(revoked.activeAt(Instant.now()));
    assertEquals(at, store.revoke(key.id(), at.plusSeconds(5)).await().revokedAt());
    assertEquals(at, store.findByHash(key.hash()).await().revokedAt());
    assertNull(store.revoke("key_missing", at).await());
  }

  @Test
  void setsAndClearsAKeysOwnScope() {
    KeyRecord key = key(email(), Instant.now());
    assertFalse(key.toJson().containsKey("scope"), "a record without a scope is written as before, so old ones read alike");
    store.insert(key).await();
    assertNull(store.findById(key.id()).await().scope(), "a new key takes its plan's scope");
    assertEquals("fred -fred_x", store.setScope(key.id(), "fred -fred_x").await().scope());
    assertEquals("fred -fred_x", store.findByHash(key.hash()).await().scope());
    assertEquals(key.withScope("fred -fred_x"), store.findById(key.id()).await());
    assertNull(store.setScope(key.id(), null).await().scope());
    assertNull(store.findById(key.id()).await().scope());
    assertNull(store.setScope("key_missing", "fred").await());
  }

  @Test
  void movesAKeyToAnotherPlan() {
    KeyRecord key = key(email(), Instant.now()).withScope("fred");
    store.insert(key).await();
    assertEquals(key.withPlan("pro"), store.setPlan(key.id(), "pro").await());
    assertEquals(key.withPlan("pro"), store.findByHash(key.hash()).await(), "only the plan changed");
    assertNull(store.setPlan("key_missing", "pro").await());
  }

  @Test
  void rotatesWithAGracePeriod() {
    KeyRecord old = key(email(), Instant.now());
    store.insert(old).await();
    KeyRecord replacement = key(old.email(), Instant.now());
    Instant until = Instant.now().plusSeconds(60).truncatedTo(ChronoUnit.MILLIS);

    KeyRecord updated = store.rotate(old.id(), until, replacement).await();
    assertEquals(until, updated.expiresAt());
    assertEquals(replacement.id(), updated.replacedBy());
    assertTrue(updated.activeAt(Instant.now()));
    assertFalse(updated.activeAt(until));
    assertEquals(replacement, store.findByHash(replacement.hash()).await());
    assertEquals(2, store.listByEmail(old.email()).await().size());

    KeyRecord orphan = key(email(), Instant.now());
    assertNull(store.rotate("key_missing", until, orphan).await());
    assertNull(store.findById(orphan.id()).await());
  }

  @Test
  void addsUpUsagePerDayAndEndpoint() {
    String id = ApiKeys.newId();
    LocalDate today = LocalDate.now();
    store.addUsage(List.of(new UsageCount(id, today, "tools/call:a", 2),
      new UsageCount(id, today.minusDays(3), "tools/call:a", 5))).await();
    store.addUsage(List.of(new UsageCount(id, today, "tools/call:a", 3),
      new UsageCount(id, today, "GET /x", 1))).await();
    store.addUsage(List.of()).await();

    assertEquals(List.of(new UsageCount(id, today, "GET /x", 1),
      new UsageCount(id, today, "tools/call:a", 5)), store.usage(id, today).await());
    assertEquals(3, store.usage(id, today.minusDays(3)).await().size());
    assertEquals(List.of(), store.usage(ApiKeys.newId(), today).await());
  }

  @Test
  void theQuotaCountsCallsOnlyAndResumesFromTheStoredCallsAfterARestart() {
    KeyService first = KeyService.create(vertx, store);
    IssuedKey key = first.issue(TestProducts.QUOTA_TIGHT, email(), null, null).await();
    String id = key.record().id();
    String plan = key.record().plan();
    for (int i = 0; i < 10; i++) {
      assertTrue(first.admitRequest(TestProducts.QUOTA_TIGHT, key.record()).await().allowed(), "requests spend no quota");
    }
    assertTrue(first.admitCall(TestProducts.QUOTA_TIGHT, id, plan, "echo").await().allowed());
    assertTrue(first.admitCall(TestProducts.QUOTA_TIGHT, id, plan, "fetch").await().allowed());
    first.close().await();

    KeyService restarted = KeyService.create(vertx, store);
    assertTrue(restarted.admitCall(TestProducts.QUOTA_TIGHT, id, plan, "echo").await().allowed());
    Admission refused = restarted.admitCall(TestProducts.QUOTA_TIGHT, id, plan, "echo").await();
    assertFalse(refused.allowed(), "the fourth call of a quota of three, across the restart");
    assertEquals("quota", refused.limitedBy());
    List<UsageCount> usage = restarted.usage(key.record(), 1).await();
    restarted.close().await();
    assertEquals(List.of(new UsageCount(id, LocalDate.now(java.time.ZoneOffset.UTC), "echo", 2),
      new UsageCount(id, LocalDate.now(java.time.ZoneOffset.UTC), "fetch", 1)), usage);
  }

  @Test
  void keepsOnlyHashesOfIssuedKeys() throws Exception {
    KeyService service = KeyService.create(vertx, store);
    List<IssuedKey> issued = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      IssuedKey key = service.issue(TestProducts.PUBLIC_DATA, email(), "Ann", null).await();
      issued.add(key);
      assertNotNull(service.authenticate(TestProducts.PUBLIC_DATA, key.apiKey()).await());
      service.admitCall(TestProducts.PUBLIC_DATA, key.record().id(), key.record().plan(), "fred_series").await();
    }
    issued.add(service.rotate(TestProducts.PUBLIC_DATA, issued.get(0).record().id(),
      Duration.ZERO).await());
    service.close().await();
    List<String> keys = issued.stream().map(IssuedKey::apiKey).toList();

    String persisted = persisted();
    assertTrue(persisted.contains(ApiKeys.hash(keys.get(0))), "the store holds the hashes");
    for (String key : keys) {
      String secret = key.substring(8, 38);
      assertFalse(persisted.contains(secret), "plaintext key found in the store");
    }
  }

  /** The bound counts what is left once registrations unused for long are dropped; a full store refuses. */
  @Test
  void registersClientsWithinTheBoundDroppingUnusedOnes() {
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    OAuthClient first = client(now.minus(Duration.ofDays(40)));
    // a bound this test alone decides: every earlier registration is dropped as unused
    assertTrue(store.registerClient(first, Integer.MAX_VALUE, now.plus(Duration.ofDays(1))).await());
    assertEquals(first, store.findClient(first.id()).await());

    assertFalse(store.registerClient(client(now), 1, now.minus(Duration.ofDays(60))).await(), "full");
    store.clientUsed(first.id(), now.minus(Duration.ofDays(10))).await();
    assertFalse(store.registerClient(client(now), 1, now.minus(Duration.ofDays(30))).await(), "used lately: kept");

    OAuthClient third = client(now);
    assertTrue(store.registerClient(third, 1, now.minus(Duration.ofDays(5))).await());
    assertNull(store.findClient(first.id()).await(), "unused for 10 days: dropped");
    assertEquals(third, store.findClient(third.id()).await());
  }

  /**
   * A code is exchanged once; a refresh replaces both tokens: the old access token then finds nothing,
   * the old refresh token its grant (now with other tokens, so that its replay is recognised), until
   * the grant is revoked, which ends every secret of it.
   */
  @Test
  void exchangesACodeOnceAndRotatesRefreshTokens() {
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    String code = ApiKeys.hash("code-" + UUID.randomUUID());
    OAuthGrant grant = new OAuthGrant("grant_" + UUID.randomUUID(), "lead-verification", "key_1", ApiKeys.hash("k"),
      "client_1", "http://127.0.0.1:1/cb", "challenge", code, now.plusSeconds(60), null, null, null, null, now);
    store.insertGrant(grant).await();
    assertEquals(grant, store.findGrant(code).await());

    String access = ApiKeys.hash("a-" + UUID.randomUUID());
    String refresh = ApiKeys.hash("r-" + UUID.randomUUID());
    OAuthGrant issued = store.renewGrant(grant.id(), code, access, now.plusSeconds(3600), refresh,
      now.plus(Duration.ofDays(30))).await();
    assertEquals(grant.withTokens(access, now.plusSeconds(3600), refresh, now.plus(Duration.ofDays(30))), issued);
    assertNull(store.renewGrant(grant.id(), code, ApiKeys.hash("x"), now, ApiKeys.hash("y"), now).await(),
      "a code is exchanged once");
    assertEquals(issued, store.findGrant(access).await());
    assertEquals(issued, store.findGrant(refresh).await());

    String access2 = ApiKeys.hash("a2-" + UUID.randomUUID());
    String refresh2 = ApiKeys.hash("r2-" + UUID.randomUUID());
    assertNotNull(store.renewGrant(grant.id(), refresh, access2, now.plusSeconds(3600), refresh2,
      now.plus(Duration.ofDays(30))).await());
    assertNull(store.renewGrant(grant.id(), refresh, ApiKeys.hash("x"), now, ApiKeys.hash("y"), now).await(),
      "a refresh token is used once");
    assertNull(store.findGrant(access).await());
    assertEquals(refresh2, store.findGrant(refresh).await().refreshHash(), "the replaced token names its grant");

    store.close().await();
    store = open(vertx).await();
    assertEquals(access2, store.findGrant(refresh2).await().accessHash(), "a grant outlives a restart");
    assertEquals(grant.id(), store.findGrant(refresh).await().id(), "and so does its replaced refresh token");

    store.revokeGrant(grant.id()).await();
    for (String secret : new String[] {code, refresh, access2, refresh2}) {
      assertNull(store.findGrant(secret).await(), "a revoked grant's secrets find nothing");
    }
    store.close().await();
    store = open(vertx).await();
    assertNull(store.findGrant(refresh2).await(), "the revocation outlives a restart");
  }

  protected static String email() {
    return "u-" + UUID.randomUUID() + "@example.com";
  }

  private static OAuthClient client(Instant at) {
    return new OAuthClient("client_" + UUID.randomUUID(), "lead-verification", "Test client",
      List.of("http://127.0.0.1:1/callback"), at, at);
  }

  protected static KeyRecord key(String email, Instant createdAt) {
    String hash = ApiKeys.hash(ApiKeys.generate("lv_live_"));
    return new KeyRecord(ApiKeys.newId(), "lead-verification", hash,
      ApiKeys.fingerprint("lv_live_", hash), email, null, "free",
      createdAt.truncatedTo(ChronoUnit.MILLIS), null, null, null);
  }
}
