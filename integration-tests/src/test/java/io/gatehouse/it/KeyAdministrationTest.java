package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.testing.TestDatabases;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Admin endpoints behind the admin token, and revocation reaching a running gateway from elsewhere. */
@ExtendWith(VertxExtension.class)
class KeyAdministrationTest {

  private static final String ADMIN = "admin-secret-for-tests";

  @TempDir
  Path dir;

  private Gateway gateway;
  private WebClient client;
  private Vertx vertx;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  private Future<Gateway> start(Vertx vertx, Map<String, String> env) {
    this.vertx = vertx;
    client = WebClient.create(vertx);
    return ConfiguredGateway.start(vertx, dir, env).onSuccess(g -> gateway = g);
  }

  @Test
  void adminListsRevokesAndRotatesKeys(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of("GATEHOUSE_ADMIN_TOKEN", ADMIN))
      .compose(g -> signup("admin@example.com"))
      .compose(issued -> admin("GET", "/admin/keys?email=admin@example.com", null, ADMIN)
        .compose(list -> {
          ctx.verify(() -> {
            assertEquals(200, list.statusCode(), list.bodyAsString());
            JsonObject key = list.bodyAsJsonObject().getJsonArray("keys").getJsonObject(0);
            assertEquals(issued.getString("key_id"), key.getString("id"));
            assertFalse(list.bodyAsString().contains(issued.getString("api_key")), "no key in the listing");
            assertFalse(key.containsKey("hash"), "no hash in the listing");
          });
          return admin("POST", "/admin/keys/" + issued.getString("key_id") + "/rotate",
            new JsonObject().put("grace_seconds", 0), ADMIN);
        })
        .compose(rotated -> {
          ctx.verify(() -> {
            assertEquals(201, rotated.statusCode(), rotated.bodyAsString());
            assertNotEquals(issued.getString("api_key"), rotated.bodyAsJsonObject().getString("api_key"));
          });
          String fresh = rotated.bodyAsJsonObject().getString("api_key");
          return usage(issued.getString("api_key")).compose(old -> usage(fresh).map(now -> {
            ctx.verify(() -> {
              assertEquals(403, old.statusCode(), "the rotated key ends after its grace period of 0 s");
              assertEquals(200, now.statusCode(), now.bodyAsString());
            });
            return rotated.bodyAsJsonObject().getString("id");
          }));
        })
        .compose(newId -> admin("POST", "/admin/keys/" + newId + "/revoke", null, ADMIN)))
      .onComplete(ctx.succeeding(revoked -> ctx.verify(() -> {
        assertEquals(200, revoked.statusCode(), revoked.bodyAsString());
        ctx.completeNow();
      })));
  }

  @Test
  void adminRoutesNeedTheToken(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of("GATEHOUSE_ADMIN_TOKEN", ADMIN))
      .compose(g -> admin("GET", "/admin/keys?email=a@example.com", null, "wrong"))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(401, r.statusCode());
        assertEquals("application/problem+json", r.getHeader("Content-Type"));
        ctx.completeNow();
      })));
  }

  @Test
  void adminRoutesAreAbsentWithoutAToken(Vertx vertx, VertxTestContext ctx) {
    start(vertx, Map.of())
      .compose(g -> admin("GET", "/admin/keys?email=a@example.com", null, ADMIN))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(404, r.statusCode());
        ctx.completeNow();
      })));
  }

  /** The keys command or another gateway revokes on the shared database: this gateway refuses the key within 1 s. */
  @Test
  void revocationElsewhereReachesTheGatewayWithinASecond(Vertx vertx, VertxTestContext ctx) {
    String uri = TestDatabases.ensure("gatehouse_it");
    start(vertx, Map.of("GATEHOUSE_STORE", "postgres", "GATEHOUSE_PG_URI", uri))
      .compose(g -> signup("revoke@example.com"))
      .compose(issued -> usage(issued.getString("api_key")).compose(before -> {
        ctx.verify(() -> assertEquals(200, before.statusCode(), "the key works and is now cached"));
        return KeyStore.postgres(vertx, uri).compose(store -> {
          KeyService elsewhere = KeyService.create(vertx, store);
          return elsewhere.revoke(issued.getString("key_id"))
            .eventually(elsewhere::close).eventually(store::close);
        });
      }).compose(revoked -> {
        long revokedAt = System.nanoTime();
        return pollUntilRefused(issued.getString("api_key"), revokedAt);
      }))
      .onComplete(ctx.succeeding(ms -> ctx.verify(() -> {
        assertTrue(ms < 1000, "refused after " + ms + " ms");
        ctx.completeNow();
      })));
  }

  private Future<Long> pollUntilRefused(String key, long since) {
    return usage(key).compose(r -> {
      long ms = (System.nanoTime() - since) / 1_000_000;
      if (r.statusCode() == 403 || ms > 3000) return Future.succeededFuture(ms);
      Future<Void> pause = Future.future(p -> vertx.setTimer(20, t -> p.complete()));
      return pause.compose(v -> pollUntilRefused(key, since));
    });
  }

  private Future<JsonObject> signup(String email) {
    return client.postAbs(gateway.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", email))
      .map(r -> {
        if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject();
      });
  }

  private Future<HttpResponse<Buffer>> usage(String key) {
    return client.getAbs(gateway.baseUrl() + "/v1/keys/usage").putHeader("Authorization", "Bearer " + key).send();
  }

  private Future<HttpResponse<Buffer>> admin(String method, String path, JsonObject body, String token) {
    var request = client.requestAbs(io.vertx.core.http.HttpMethod.valueOf(method), gateway.baseUrl() + path);
    if (token != null) request.putHeader("Authorization", "Bearer " + token);
    return body == null ? request.send() : request.sendJsonObject(body);
  }
}
