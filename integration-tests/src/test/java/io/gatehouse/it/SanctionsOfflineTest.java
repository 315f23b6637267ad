package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
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
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lead Verification as shipped, with every sanctions publisher unreachable (their hosts pointed at a
 * port nothing listens on): the gateway starts and is ready at once, sanctions_screen answers
 * incomplete, naming every missing list and why it is missing, never clear and never an outage, and
 * the health page shows the lists missing and the refresh failing, with its next attempt.
 */
@ExtendWith(VertxExtension.class)
class SanctionsOfflineTest {

  private static final JsonArray ALL_FOUR = new JsonArray().add("eu_fsf").add("ofac_sdn").add("un_sc").add("uk_fcdo");

  @TempDir
  Path dir;

  private Gateway gateway;
  private WebClient client;
  private Vertx vertx;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void withoutNetworkTheShippedGatewayServesAndSaysWhichListsAreMissing(Vertx vertx, VertxTestContext ctx) {
    this.vertx = vertx;
    client = WebClient.create(vertx);
    String nowhere = "http://127.0.0.1:" + TestGateway.freePort();
    String overrides = String.join(",", "webgate.ec.europa.eu=" + nowhere, "sanctionslistservice.ofac.treas.gov=" + nowhere,
      "scsanctions.un.org=" + nowhere, "sanctionslist.fcdo.gov.uk=" + nowhere);
    ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", overrides))
      .compose(g -> {
        gateway = g;
        return client.getAbs(g.baseUrl() + "/health/ready").send();
      })
      .compose(ready -> {
        ctx.verify(() -> assertEquals(200, ready.statusCode(), "ready while the lists cannot be fetched: " + ready.bodyAsString()));
        return client.postAbs(gateway.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "kyc@example.com"));
      })
      .compose(signup -> screenUntil(signup.bodyAsJsonObject().getString("api_key"),
        out -> out.getString("message", "").contains("failed"), 100))
      .compose(out -> client.getAbs(gateway.baseUrl() + "/health").send().map(health -> {
        ctx.verify(() -> {
          JsonObject providers = health.bodyAsJsonObject().getJsonArray("checks").stream().map(JsonObject.class::cast)
            .filter(c -> c.getString("id").equals("providers")).findFirst().orElseThrow().getJsonObject("data");
          JsonObject state = providers.getJsonObject("sanctions").getJsonObject("state");
          assertEquals("incomplete", state.getString("status"), state.encodePrettily());
          assertEquals(ALL_FOUR, state.getJsonArray("missing_lists"));
          JsonObject refresh = state.getJsonObject("refresh");
          assertEquals("failing", refresh.getString("status"), refresh.encodePrettily());
          assertEquals(4, refresh.getJsonArray("failed").size());
          assertTrue(refresh.containsKey("next_attempt_at"), refresh.encodePrettily());
        });
        return out;
      }))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("incomplete", out.getString("status"), out.encodePrettily());
        assertEquals(ALL_FOUR, out.getJsonArray("missing_lists"));
        assertTrue(out.getJsonArray("lists").isEmpty());
        String message = out.getString("message");
        assertTrue(message.contains("not loaded: eu_fsf, ofac_sdn, un_sc, uk_fcdo"), message);
        assertTrue(message.contains("Fetching them from their publishers failed"), message);
        assertTrue(message.contains("It tries again at"), message);
        assertEquals(4, out.getJsonArray("sources").size(), "each missing list cited as unavailable");
        ctx.completeNow();
      })));
  }

  /** sanctions_screen's structured answer, asked again until it satisfies the condition or the attempts run out. */
  private Future<JsonObject> screenUntil(String key, Predicate<JsonObject> condition, int attempts) {
    return McpCalls.callTool(client, gateway.baseUrl() + "/mcp", key, "sanctions_screen",
        new JsonObject().put("name", "Annelies de Vries"))
      .map(result -> result.getJsonObject("structuredContent"))
      .compose(out -> condition.test(out) || attempts == 0 ? Future.succeededFuture(out)
        : Future.<Void>future(p -> vertx.setTimer(100, id -> p.complete()))
          .compose(v -> screenUntil(key, condition, attempts - 1)));
  }
}
