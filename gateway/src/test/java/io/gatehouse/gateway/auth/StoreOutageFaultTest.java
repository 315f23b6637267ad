package io.gatehouse.gateway.auth;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.testing.SwitchableKeyStore;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * While the key store cannot serve, signup, authentication, usage and call charging answer a 503
 * {@code store-unavailable} problem with {@code Retry-After}, never a 500; once it is back they serve.
 * A key in use goes on being served for the stale period, not a moment longer.
 */
@ExtendWith(VertxExtension.class)
class StoreOutageFaultTest {

  @TempDir
  Path dir;
  private SwitchableKeyStore store;
  private KeyServer server;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx) {
    store = new SwitchableKeyStore(KeyStore.embedded(vertx, dir).await());
    server = KeyServer.start(vertx, store, new KeyServiceOptions()).await();
    client = WebClient.create(vertx);
  }

  @AfterEach
  void stop() {
    client.close();
    server.close().await();
  }

  @Test
  void everyKeyedAnswerIsARetryableOutageWhileTheStoreIsDown() {
    String cachedKey = signup().bodyAsJsonObject().getString("api_key");
    // authenticated once, so the key is in the cache and the outage meets the call's charge
    assertEquals(200, get("/mcp", cachedKey).statusCode());
    String uncachedKey = signup().bodyAsJsonObject().getString("api_key");

    store.down(true);
    assertOutage(signup());
    assertOutage(get("/mcp", uncachedKey));
    assertOutage(get("/v1/keys/usage", cachedKey));
    assertOutage(get("/mcp?call=vat_check", cachedKey));

    store.down(false);
    assertEquals(201, signup().statusCode());
    assertEquals(200, get("/mcp?call=vat_check", uncachedKey).statusCode());
  }

  @Test
  void aKeyInUseIsServedThroughAnOutageForTheStalePeriodOnly(Vertx vertx) {
    // the stale period of this test on a store of its own
    server.close().await();
    store = new SwitchableKeyStore(KeyStore.embedded(vertx, dir.resolve("stale")).await());
    server = KeyServer.start(vertx, store, new KeyServiceOptions().setCacheTtl(Duration.ofMillis(100))
      .setStaleFor(Duration.ofSeconds(4))).await();
    String inUse = signup().bodyAsJsonObject().getString("api_key");
    String idle = signup().bodyAsJsonObject().getString("api_key");
    assertEquals(200, get("/mcp?call=vat_check", inUse).statusCode());
    long loadedAt = System.nanoTime();

    store.down(true);
    // well past the cache's freshness, well within the stale period
    await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(3))
      .until(() -> get("/mcp?call=vat_check", inUse).statusCode() == 200);
    assertOutage(get("/mcp", idle));
    await().atMost(Duration.ofSeconds(6)).until(() -> get("/mcp?call=vat_check", inUse).statusCode() == 503);
    assertTrue(System.nanoTime() - loadedAt >= Duration.ofSeconds(4).toNanos(), "served until the stale period ended");
    assertOutage(get("/mcp?call=vat_check", inUse));

    store.down(false);
    assertEquals(200, get("/mcp?call=vat_check", inUse).statusCode());
  }

  private static void assertOutage(HttpResponse<Buffer> response) {
    assertEquals(503, response.statusCode(), response.bodyAsString());
    assertEquals(Problem.CONTENT_TYPE, response.getHeader("Content-Type"));
    assertEquals("5", response.getHeader("Retry-After"));
    assertEquals(Problem.type("store-unavailable"), response.bodyAsJsonObject().getString("type"));
  }

  private HttpResponse<Buffer> signup() {
    return client.post(server.port(), "127.0.0.1", "/v1/keys/create")
      .sendJsonObject(new JsonObject().put("email", "u-" + UUID.randomUUID() + "@example.com")).await();
  }

  private HttpResponse<Buffer> get(String path, String key) {
    return client.get(server.port(), "127.0.0.1", path).putHeader("Authorization", "Bearer " + key).send().await();
  }
}
