package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
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

/** /health lists as serving only the providers an enabled server serves; the others apart. */
@ExtendWith(VertxExtension.class)
class HealthPageTest {

  @TempDir
  Path dir;

  private Gateway gateway;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
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
