package io.gatehouse.gateway.store;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.auth.ApiKeys;
import io.gatehouse.gateway.auth.IssuedKey;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.TestProducts;
import io.gatehouse.gateway.testing.TestDatabases;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Acknowledged keys survive a restart, a torn journal tail and a kill -9. */
@ExtendWith(VertxExtension.class)
class KeyDurabilityTest {

  @TempDir
  Path dir;

  @Test
  void keysRevocationsAndUsageSurviveARestart(Vertx vertx) {
    KeyStore store = KeyStore.embedded(vertx, dir).await();
    KeyService service = KeyService.create(vertx, store);
    IssuedKey kept = service.issue(TestProducts.LEAD_VERIFICATION, email(), null, null).await();
    IssuedKey revoked = service.issue(TestProducts.LEAD_VERIFICATION, email(), null, null).await();
    service.revoke(revoked.record().id()).await();
    service.admitCall(TestProducts.LEAD_VERIFICATION, kept.record().id(), kept.record().plan(), "vat_check").await();
    service.close().compose(v -> store.close()).await();

    KeyStore reopened = KeyStore.embedded(vertx, dir).await();
    KeyService again = KeyService.create(vertx, reopened);
    assertNotNull(again.authenticate(TestProducts.LEAD_VERIFICATION, kept.apiKey()).await());
    assertEquals(null, again.authenticate(TestProducts.LEAD_VERIFICATION, revoked.apiKey()).await());
    assertEquals(1, reopened.usage(kept.record().id(), LocalDate.now()).await().get(0).count());
    again.close().compose(v -> reopened.close()).await();
  }

  @Test
  void aTornTailIsCutAndAppendsGoOn(Vertx vertx) throws Exception {
    KeyStore store = KeyStore.embedded(vertx, dir).await();
    KeyService service = KeyService.create(vertx, store);
    IssuedKey first = service.issue(TestProducts.PUBLIC_DATA, email(), "A", null).await();
    service.close().compose(v -> store.close()).await();
    // the first bytes of an append the process died in, before its fsync and its acknowledgement
    Files.writeString(dir.resolve("keys.journal"), "212 1a2b3c4d {\"op\":\"put\",\"key\":{\"id\":\"k",
      StandardOpenOption.APPEND);

    KeyStore reopened = KeyStore.embedded(vertx, dir).await();
    KeyService again = KeyService.create(vertx, reopened);
    assertNotNull(again.authenticate(TestProducts.PUBLIC_DATA, first.apiKey()).await());
    IssuedKey second = again.issue(TestProducts.PUBLIC_DATA, email(), "B", null).await();
    again.close().compose(v -> reopened.close()).await();

    KeyStore third = KeyStore.embedded(vertx, dir).await();
    assertNotNull(third.findByHash(ApiKeys.hash(first.apiKey())).await());
    assertNotNull(third.findByHash(ApiKeys.hash(second.apiKey())).await());
    third.close().await();
  }

  @Test
  void everyAcknowledgedKeySurvivesKillDashNine(Vertx vertx) throws Exception {
    killMidSignups(vertx, dir.toString(), () -> KeyStore.embedded(vertx, dir));
  }

  @Test
  void everyAcknowledgedKeySurvivesKillDashNineOnPostgres(Vertx vertx) throws Exception {
    String uri = TestDatabases.ensure("gatehouse_test");
    killMidSignups(vertx, uri, () -> KeyStore.postgres(vertx, uri));
  }

  /** Signups in flight against a child JVM that is killed with SIGKILL; every acknowledged key is stored. */
  private void killMidSignups(Vertx vertx, String storeArgument, Supplier<Future<KeyStore>> reopen) throws Exception {
    Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
      .toString(), "-cp", System.getProperty("java.class.path"), KeyIssuerMain.class.getName(),
      storeArgument).redirectErrorStream(true).start();
    WebClient client = null;
    try {
      int port = awaitPort(child);
      client = WebClient.create(vertx);
      Set<String> acknowledged = ConcurrentHashMap.newKeySet();
      // kill the child once some keys are acknowledged, while the rest are still in flight
      for (int i = 0; i < 300; i++) {
        client.post(port, "127.0.0.1", "/v1/keys/create")
          .sendJsonObject(new JsonObject().put("email", email()))
          .onSuccess(r -> {
            if (r.statusCode() == 201) {
              acknowledged.add(r.bodyAsJsonObject().getString("api_key"));
            }
          });
      }
      await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(5)).until(() -> acknowledged.size() >= 20);
      child.destroyForcibly();
      assertTrue(child.waitFor(10, TimeUnit.SECONDS));
      assertEquals(137, child.exitValue(), "killed by SIGKILL");
      assertTrue(acknowledged.size() >= 20, "the child acknowledged keys before it died");
      List<String> keys = List.copyOf(acknowledged);

      KeyStore store = reopen.get().await();
      List<Future<KeyRecord>> found = keys.stream()
        .map(k -> store.findByHash(ApiKeys.hash(k))).toList();
      Future.join(found).await();
      found.forEach(f -> assertNotNull(f.result(), "an acknowledged key was lost"));
      store.close().await();
    } finally {
      child.destroyForcibly();
      if (client != null) {
        client.close();
      }
    }
  }

  private static int awaitPort(Process child) throws Exception {
    BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
      StandardCharsets.UTF_8));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    for (String line = out.readLine(); line != null && System.nanoTime() < deadline;
         line = out.readLine()) {
      if (line.startsWith("PORT ")) {
        int port = Integer.parseInt(line.substring(5).trim());
        // keep draining so the child never blocks on a full pipe
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
        drain.setDaemon(true);
        drain.start();
        return port;
      }
    }
    throw new IllegalStateException("The child did not start");
  }

  private static String email() {
    return "u-" + UUID.randomUUID() + "@example.com";
  }
}
