package io.gatehouse.gateway.store;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.auth.ApiKeys;
import io.gatehouse.gateway.testing.TcpProxy;
import io.gatehouse.gateway.testing.TestDatabases;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * PostgreSQL that is not there: at start (waited for, then a failure naming the store and its URI
 * without the password) and mid-run (operations fail as outages, and the store serves again once
 * the database is back). The database is reached through a proxy the tests cut and restore.
 */
@ExtendWith(VertxExtension.class)
class PgStoreFaultTest {

  private static final ConnectRetry QUICK = new ConnectRetry(3, 10, 20);

  private TcpProxy proxy;

  @BeforeEach
  void proxy(Vertx vertx) {
    TestDatabases.ensure("gatehouse_test");
    proxy = new TcpProxy(vertx, "127.0.0.1", 5432).start().await();
  }

  @AfterEach
  void closeProxy() {
    proxy.close().await();
  }

  @Test
  void anUnreachableDatabaseFailsTheStartNamingTheStoreAndUriButNotThePassword(Vertx vertx) {
    int closed = TestGateway.freePort();
    String uri = "postgresql://postgres:s3cret@127.0.0.1:" + closed + "/gatehouse_test";
    Throwable failure = KeyStore.postgres(vertx, uri, QUICK).<Throwable>transform(ar -> {
      assertTrue(ar.failed(), "the store does not open");
      return Future.succeededFuture(ar.cause());
    }).await();
    assertInstanceOf(StoreUnavailableException.class, failure);
    String message = failure.getMessage();
    assertTrue(message.contains("key store PostgreSQL at postgresql://postgres:***@127.0.0.1:" + closed
      + "/gatehouse_test") && message.contains("3 attempts"), message);
    assertFalse(message.contains("s3cret"), message);
  }

  @Test
  @Timeout(20) // a wait between attempts would be a minute
  void aDatabaseThatRefusesTheStartIsNamedAndNotWaitedFor(Vertx vertx) {
    String uri = "postgresql://postgres@127.0.0.1:" + proxy.port() + "/gatehouse_no_such_database";
    String message = KeyStore.postgres(vertx, uri, new ConnectRetry(3, 60_000, 60_000)).<String>transform(ar -> {
      assertTrue(ar.failed(), "the store does not open");
      return Future.succeededFuture(ar.cause().getMessage());
    }).await();
    assertTrue(message.contains("key store PostgreSQL at " + uri + " refused the start"), message);
  }

  @Test
  void startUpWaitsForADatabaseThatComesUp(Vertx vertx) {
    proxy.refuseNext(2);
    KeyStore store = KeyStore.postgres(vertx, uri(), QUICK).await();
    assertTrue(proxy.connections() >= 3, "tried until the database answered: " + proxy.connections());
    store.close().await();
  }

  @Test
  void anOutageMidRunFailsOperationsAsOutagesUntilTheDatabaseIsBack(Vertx vertx) {
    KeyStore store = KeyStore.postgres(vertx, uri(), QUICK).await();
    try {
      KeyRecord before = record();
      store.insert(before).await();

      proxy.cut();
      for (Future<?> operation : java.util.List.of(store.insert(record()), store.findByHash(before.hash()),
        store.usage(before.id(), java.time.LocalDate.now()), store.ping())) {
        assertNotNull(StoreUnavailableException.in(operation.<Throwable>transform(ar ->
          Future.succeededFuture(ar.failed() ? ar.cause() : null)).await()), "an outage, not a bug");
      }

      proxy.restore();
      store.ping().await();
      assertNotNull(store.findByHash(before.hash()).await());
      // a statement the database refuses is no outage
      assertNull(StoreUnavailableException.in(store.insert(before).<Throwable>transform(ar ->
        Future.succeededFuture(ar.cause())).await()));
    } finally {
      store.close().await();
    }
  }

  @Test
  @Timeout(30)
  void aDatabaseThatStopsAnsweringFailsEachOperationWithinItsTimeoutAndServesOnceItAnswers(Vertx vertx) {
    OutageBounds bounds = new OutageBounds(Duration.ofMillis(400), Duration.ofMillis(400), Duration.ZERO);
    KeyStore store = KeyStore.postgres(vertx, uri(), QUICK, bounds).await();
    try {
      KeyRecord before = record();
      store.insert(before).await();

      proxy.blackhole();
      // more operations than the pool has connections: those past it wait for one no longer either
      for (int round = 0; round < 3; round++) {
        for (Future<?> operation : List.of(store.insert(record()), store.findByHash(before.hash()),
          store.usage(before.id(), LocalDate.now()), store.ping())) {
          long started = System.nanoTime();
          Throwable failure = operation.<Throwable>transform(ar -> Future.succeededFuture(ar.cause())).await();
          long tookMs = (System.nanoTime() - started) / 1_000_000;
          StoreUnavailableException outage = StoreUnavailableException.in(failure);
          assertNotNull(outage, "an outage: " + failure);
          assertTrue(outage.getMessage().contains("no answer within 400 ms"), outage.getMessage());
          assertTrue(tookMs < 1_000, "ended within its timeout, took " + tookMs + " ms");
        }
      }

      proxy.restore();
      await().atMost(Duration.ofSeconds(15)).until(() -> pinged(store));
      assertNotNull(store.findByHash(before.hash()).await());
    } finally {
      store.close().await();
    }
  }

  private static boolean pinged(KeyStore store) {
    return store.ping().transform(ar -> Future.succeededFuture(ar.succeeded())).await();
  }

  private String uri() {
    return "postgresql://postgres@127.0.0.1:" + proxy.port() + "/gatehouse_test";
  }

  private static KeyRecord record() {
    String key = ApiKeys.generate("lv_live_");
    String hash = ApiKeys.hash(key);
    return new KeyRecord(ApiKeys.newId(), "lead-verification", hash, ApiKeys.fingerprint("lv_live_", hash),
      "u-" + UUID.randomUUID() + "@example.com", null, "free", Instant.now(), null, null, null);
  }
}
