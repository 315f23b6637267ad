package io.gatehouse.gateway.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * While the key store cannot serve, signup, authentication, usage and call charging answer a 503
 * {@code store-unavailable} problem with {@code Retry-After}, never a 500; once it is back they serve.
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
