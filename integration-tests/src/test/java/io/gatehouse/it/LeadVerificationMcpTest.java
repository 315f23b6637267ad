package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Lead Verification as shipped: a free key, the Bearer credential, and vat_check over MCP against a fake VIES. */
@ExtendWith(VertxExtension.class)
class LeadVerificationMcpTest {

  private static final String VALID_NL = "NL004495445B01";

  @TempDir
  Path dir;

  private FakeUpstream vies;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    vies = FakeUpstream.create(vertx).get("/taxation_customs/vies/rest-api/check-status", rc -> rc.response()
      .putHeader("Content-Type", "application/json")
      .end(new JsonObject().put("vow", new JsonObject().put("available", true)).put("countries", new io.vertx.core.json.JsonArray()
        .add(new JsonObject().put("countryCode", "DE").put("availability", "Unavailable"))
        .add(new JsonObject().put("countryCode", "NL").put("availability", "Available"))).encode()))
      .post("/taxation_customs/vies/rest-api/check-vat-number", rc ->
      rc.request().body().onSuccess(body -> {
        JsonObject request = body.toJsonObject();
        boolean known = (request.getString("countryCode") + request.getString("vatNumber")).equals(VALID_NL);
        JsonObject answer = known
          ? new JsonObject().put("countryCode", "NL").put("vatNumber", "004495445B01")
            .put("requestDate", "2026-11-22T09:00:00.000Z").put("valid", true)
            .put("name", "GATEHOUSE TEST B.V.").put("address", "KEIZERSGRACHT 1\n1015CJ AMSTERDAM")
            .put("requestIdentifier", "")
          : new JsonObject().put("actionSucceed", false).put("errorWrappers",
            new io.vertx.core.json.JsonArray().add(new JsonObject().put("error", "MS_UNAVAILABLE")));
        rc.response().putHeader("Content-Type", "application/json").end(answer.encode());
      }));
    vies.start(vertx)
      .compose(u -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + u.baseUrl())))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> vies.close()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void aFreeKeyOpensTheLeadVerificationEndpointOnly(VertxTestContext ctx) {
    signup("/v1/keys/create", new JsonObject().put("email", "ops@example.com"))
      .compose(key -> post("/mcp", "Bearer " + key, initialize())
        .compose(init -> {
          ctx.verify(() -> assertEquals(200, init.statusCode(), init.bodyAsString()));
          // a Lead Verification key does not open the Public Data endpoint
          return client.postAbs(gateway.baseUrl() + "/api/v1/data/query").putHeader("X-API-Key", key)
            .putHeader("Accept", "application/json, text/event-stream").sendJsonObject(initialize());
        }))
      .onComplete(ctx.succeeding(other -> ctx.verify(() -> {
        assertEquals(403, other.statusCode(), other.bodyAsString());
        assertTrue(other.bodyAsJsonObject().getString("detail").contains("/api/v1/auth/register"), other.bodyAsString());
        ctx.completeNow();
      })));
  }

  @Test
  void missingCredentialIsChallenged(VertxTestContext ctx) {
    post("/mcp", null, initialize()).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(401, r.statusCode());
      // the gateway's own authorization server, where a client given the URL alone signs in
      assertEquals("Bearer realm=\"Lead Verification\", resource_metadata=\"" + gateway.baseUrl()
        + "/.well-known/oauth-protected-resource/mcp\", scope=\"lead-verification\"", r.getHeader("WWW-Authenticate"));
      assertEquals("application/problem+json", r.getHeader("Content-Type"));
      ctx.completeNow();
    })));
  }

  @Test
  void vatCheckAsksViesThroughTheGateway(VertxTestContext ctx) {
    signup("/v1/keys/create", new JsonObject().put("email", "vat@example.com"))
      .compose(key -> callTool(key, "vat_check", new JsonObject().put("vat_number", "nl 0044.95.445.b01")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertFalse(result.getBoolean("isError", false), result.encode());
        JsonObject out = result.getJsonObject("structuredContent");
        assertEquals("valid", out.getString("status"), out.encode());
        assertEquals("NL", out.getString("country_code"));
        assertTrue(out.getBoolean("checksum_valid"));
        assertTrue(out.encode().contains("GATEHOUSE TEST B.V."), out.encode());
        assertTrue(out.getJsonArray("sources").encode().contains("VIES"), out.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void viesOutageMeansUnknownNeverInvalid(VertxTestContext ctx) {
    signup("/v1/keys/create", new JsonObject().put("email", "down@example.com"))
      .compose(key -> callTool(key, "vat_check", new JsonObject().put("vat_number", "DE129273398")))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject out = result.getJsonObject("structuredContent");
        assertEquals("unknown", out.getString("status"), out.encode());
        assertNotNull(out.getValue("retry_hint"), out.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void vatStatusReportsEachMemberState(VertxTestContext ctx) {
    signup("/v1/keys/create", new JsonObject().put("email", "status@example.com"))
      .compose(key -> callTool(key, "vat_status", new JsonObject()))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertFalse(result.getBoolean("isError", false), result.encode());
        String out = result.getJsonObject("structuredContent").encode();
        assertTrue(out.contains("DE") && out.contains("NL"), out);
        assertTrue(out.contains("VIES"), out);
        ctx.completeNow();
      })));
  }

  private Future<JsonObject> callTool(String key, String tool, JsonObject arguments) {
    JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", 2).put("method", "tools/call")
      .put("params", new JsonObject().put("name", tool).put("arguments", arguments)
        .put("_meta", new JsonObject()
          .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
          .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
          .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1"))));
    return client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", tool)
      .sendJsonObject(call)
      .map(r -> {
        if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
        return r.bodyAsJsonObject().getJsonObject("result");
      });
  }

  private Future<String> signup(String path, JsonObject body) {
    return client.postAbs(gateway.baseUrl() + path).sendJsonObject(body).map(r -> {
      if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
      return r.bodyAsJsonObject().getString("api_key");
    });
  }

  private Future<HttpResponse<Buffer>> post(String path, String authorization, JsonObject body) {
    var request = client.postAbs(gateway.baseUrl() + path).putHeader("Accept", "application/json, text/event-stream");
    if (authorization != null) request.putHeader("Authorization", authorization);
    return request.sendJsonObject(body);
  }

  private static JsonObject initialize() {
    return new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "initialize")
      .put("params", new JsonObject().put("protocolVersion", "2025-11-25").put("capabilities", new JsonObject())
        .put("clientInfo", new JsonObject().put("name", "it").put("version", "1")));
  }
}
