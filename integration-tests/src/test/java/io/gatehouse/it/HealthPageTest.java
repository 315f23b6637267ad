package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * /health lists as serving only the providers an enabled server serves, the others apart, and each
 * served upstream with its circuit.
 */
@ExtendWith(VertxExtension.class)
class HealthPageTest {

  @TempDir
  Path dir;

  private Gateway gateway;
  private FakeUpstream failing;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> failing == null ? Future.<Void>succeededFuture() : failing.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void theConformanceProviderIsNotUpWhileItsServerIsOff(Vertx vertx, VertxTestContext ctx) {
    health(vertx, Map.of()).compose(off -> {
      ctx.verify(() -> {
        assertFalse(providers(off).containsKey("conformance"), providers(off).encodePrettily());
        assertTrue(providers(off).containsKey("verify"));
        assertEquals("conformance", check(off, "unserved").getJsonArray("providers").getString(0));
      });
      return gateway.stop().compose(v -> health(vertx, Map.of("GATEHOUSE_CONFORMANCE", "true")));
    }).onComplete(ctx.succeeding(on -> ctx.verify(() -> {
      assertEquals("UP", providers(on).getJsonObject("conformance").getString("status"));
      assertTrue(check(on, "unserved").getJsonArray("providers").isEmpty());
      ctx.completeNow();
    })));
  }

  @Test
  void anUpstreamWhoseCircuitOpenedIsListedOpen(Vertx vertx, VertxTestContext ctx) {
    failing = FakeUpstream.create(vertx).get("/fred/series", rc -> rc.response().setStatusCode(503).end());
    WebClient client = WebClient.create(vertx);
    failing.start(vertx)
      .compose(f -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES",
        "api.stlouisfed.org=" + f.baseUrl(), "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456")))
      .compose(g -> {
        gateway = g;
        return client.postAbs(g.baseUrl() + "/api/v1/auth/register")
          .sendJsonObject(new JsonObject().put("email", "ops@example.com").put("name", "Ops"));
      })
      .compose(r -> callUntilOpen(client, r.bodyAsJsonObject().getString("api_key"), 10))
      .compose(v -> client.getAbs(gateway.baseUrl() + "/health").send())
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonObject upstreams = check(r.bodyAsJsonObject(), "upstreams");
        assertEquals("open", upstreams.getJsonObject("fred.fred").getString("circuit"), upstreams.encodePrettily());
        assertEquals("closed", upstreams.getJsonObject("sec.sec_data").getString("circuit"), "a circuit never tried is closed");
        ctx.completeNow();
      })));
  }

  /** Calls a FRED operation until the circuit refuses it (a 503 with Retry-After and no attempt upstream). */
  private Future<Void> callUntilOpen(WebClient client, String key, int calls) {
    if (calls == 0) return Future.failedFuture("the circuit did not open");
    return client.getAbs(gateway.baseUrl() + "/api/v1/fred/series/GDP").putHeader("X-API-Key", key).send()
      .compose(r -> r.bodyAsString().contains("circuit") ? Future.<Void>succeededFuture() : callUntilOpen(client, key, calls - 1));
  }

  private Future<JsonObject> health(Vertx vertx, Map<String, String> env) {
    return ConfiguredGateway.start(vertx, dir, env).compose(g -> {
      gateway = g;
      return WebClient.create(vertx).getAbs(g.baseUrl() + "/health").send();
    }).map(r -> r.bodyAsJsonObject());
  }

  private static JsonObject providers(JsonObject health) {
    return check(health, "providers");
  }

  private static JsonObject check(JsonObject health, String id) {
    return health.getJsonArray("checks").stream().map(JsonObject.class::cast).filter(c -> c.getString("id").equals(id))
      .findFirst().orElseThrow(() -> new AssertionError(id + " missing from " + health.encode())).getJsonObject("data");
  }
}
