package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * sanctions_screen over MCP with a real Lead Verification key, after loading fixture lists with the
 * gateway's own ingest command into the data folder the gateway then starts on.
 */
@ExtendWith(VertxExtension.class)
class SanctionsMcpTest {

  @TempDir
  Path dir;

  private Gateway gateway;
  private WebClient client;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void ingestedListsAreScreenedThroughTheGateway(Vertx vertx, VertxTestContext ctx) throws Exception {
    assertEquals(0, GatewayCli.ingestSanctions(dir, "eu_fsf.xml", null));
    assertEquals(0, GatewayCli.ingestSanctions(dir, "uk_sanctions_list.xml", "uk-xml"));
    start(vertx)
      .compose(v -> signup())
      .compose(key -> toolsList(key).compose(tools -> {
        ctx.verify(() -> {
          JsonObject tool = tools.stream().map(JsonObject.class::cast)
            .filter(t -> t.getString("name").equals("sanctions_screen")).findFirst().orElseThrow();
          assertTrue(tool.getJsonObject("outputSchema").getJsonObject("properties").containsKey("matches"));
        });
        return callTool(key, new JsonObject().put("name", "Иван Волков").put("type", "person")
          .put("birth_date", "1972-04-02").put("country", "RU"));
      }).compose(hit -> {
        ctx.verify(() -> {
          assertFalse(hit.getBoolean("isError", false), hit.encode());
          JsonObject out = hit.getJsonObject("structuredContent");
          assertEquals("potential_match", out.getString("status"), out.encodePrettily());
          JsonObject match = out.getJsonArray("matches").getJsonObject(0);
          assertEquals("uk_fcdo", match.getString("list"));
          assertEquals("RUS9001", match.getString("entry_id"));
          assertTrue(match.getDouble("score") >= 0.9, match.encodePrettily());
          assertTrue(match.getJsonObject("explanation").getString("summary").contains("birth_date"));
          JsonArray lists = out.getJsonArray("lists");
          assertEquals(2, lists.size());
          assertEquals("150123", lists.getJsonObject(0).getString("version"));
          assertEquals("2026-02-20", lists.getJsonObject(1).getString("published"));
          assertEquals(2, out.getJsonArray("sources").size());
        });
        return callTool(key, new JsonObject().put("name", "Annelies de Vries"));
      }))
      .onComplete(ctx.succeeding(clear -> ctx.verify(() -> {
        JsonObject out = clear.getJsonObject("structuredContent");
        assertEquals("clear", out.getString("status"), out.encodePrettily());
        assertTrue(out.getJsonArray("matches").isEmpty());
        ctx.completeNow();
      })));
  }

  @Test
  void withoutListsTheToolAnswersWithAStatus(Vertx vertx, VertxTestContext ctx) {
    start(vertx)
      .compose(v -> signup())
      .compose(key -> callTool(key, new JsonObject().put("name", "Viktor Petrenko")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertFalse(result.getBoolean("isError", false), result.encode());
        JsonObject out = result.getJsonObject("structuredContent");
        assertEquals("no_lists_loaded", out.getString("status"));
        assertTrue(out.getString("message").contains("ingest sanctions"));
        ctx.completeNow();
      })));
  }

  /**
   * The gateway configured for the two lists these tests load, so a screen without a match is clear;
   * the fixture lists' publication dates lie in the past, so their maximum age is set beyond them,
   * and the shipped refresh is off: these tests screen the fixtures, not the publishers' lists.
   */
  private Future<Void> start(Vertx vertx) {
    client = WebClient.create(vertx);
    JsonObject sanctions = new JsonObject().put("lists", new JsonArray().add("eu_fsf").add("uk_fcdo"))
      .put("max_age_days", 365_000).put("refresh", new JsonObject().put("enabled", false));
    return ConfiguredGateway.start(vertx, dir, Map.of(), new JsonObject().put("sanctions", sanctions)).map(g -> {
      gateway = g;
      return null;
    });
  }

  private Future<String> signup() {
    return client.postAbs(gateway.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "kyc@example.com"))
      .map(r -> {
        if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject().getString("api_key");
      });
  }

  private Future<JsonArray> toolsList(String key) {
    return rpc(key, "tools/list", new JsonObject()).map(result -> result.getJsonArray("tools"));
  }

  private Future<JsonObject> callTool(String key, JsonObject arguments) {
    return McpCalls.callTool(client, gateway.baseUrl() + "/mcp", key, "sanctions_screen", arguments);
  }

  private Future<JsonObject> rpc(String key, String method, JsonObject params) {
    params.put("_meta", new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", 7).put("method", method).put("params", params);
    return client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", method)
      .sendJsonObject(call).map(r -> {
      if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
      JsonObject body = r.bodyAsJsonObject();
      if (body.containsKey("error")) throw new AssertionError(body.encode());
      return body.getJsonObject("result");
    });
  }
}
