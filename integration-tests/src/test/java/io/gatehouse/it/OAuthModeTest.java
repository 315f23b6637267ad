package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The optional OAuth mode: access tokens of the configured issuer, checked against its JWKS, for
 * the server's URL and with the product's scope; API keys keep working beside them.
 */
@ExtendWith(VertxExtension.class)
class OAuthModeTest {

  private static final String ISSUER = "https://issuer.example.test";

  @TempDir
  Path dir;

  private FakeUpstream issuer;
  private Gateway gateway;
  private WebClient client;
  private TestIssuer signer;
  private TestIssuer stranger;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) throws Exception {
    client = WebClient.create(vertx);
    signer = TestIssuer.create(vertx);
    stranger = TestIssuer.create(vertx);
    JsonObject jwks = signer.jwks();
    issuer = FakeUpstream.create(vertx).get("/jwks.json", rc -> rc.response()
      .putHeader("Content-Type", "application/json").end(jwks.encode()));
    issuer.start(vertx)
      .compose(u -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_OAUTH_ISSUER", ISSUER,
        "GATEHOUSE_OAUTH_JWKS_URL", u.baseUrl() + "/jwks.json")))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).compose(v -> issuer.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void aTokenWithTheProductsScopeOpensTheEndpoint(VertxTestContext ctx) {
    initialize(token(signer, gateway.baseUrl() + "/mcp", "lead-verification"))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        ctx.completeNow();
      })));
  }

  /** A token holder's calls are audited under its subject, and it reads them beside the usage page. */
  @Test
  void aTokenHoldersCallIsAuditedUnderItsSubject() {
    String token = token(signer, gateway.baseUrl() + "/mcp", "lead-verification");
    // refused for its arguments, so that no upstream is asked; a record all the same
    JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call")
      .put("params", new JsonObject().put("name", "vat_check").put("arguments", new JsonObject())
        .put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
          .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
          .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "oauth").put("version", "1"))));
    HttpResponse<Buffer> answer = client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + token)
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", "vat_check").sendJsonObject(call).await();
    assertEquals(200, answer.statusCode(), answer.bodyAsString());
    org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(5)).until(() -> own(token).size() == 1);
    JsonObject record = own(token).get(0);
    assertEquals("client-42", record.getString("oauth_subject"), record.encode());
    assertEquals("oauth", record.getString("plan"));
    assertEquals("bad-argument", record.getString("outcome"));
    assertTrue(!record.containsKey("key_id") && !record.encode().contains(token), record.encode());
  }

  private java.util.List<JsonObject> own(String token) {
    return AuditClient.jsonLines(client.getAbs(gateway.baseUrl() + "/v1/keys/usage/audit")
      .putHeader("Authorization", "Bearer " + token).send().await());
  }

  @Test
  void aTokenWithoutTheScopeIsForbidden(VertxTestContext ctx) {
    initialize(token(signer, gateway.baseUrl() + "/mcp", "public-data"))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(403, r.statusCode(), r.bodyAsString());
        assertTrue(r.getHeader("WWW-Authenticate").contains("error=\"insufficient_scope\""), r.getHeader("WWW-Authenticate"));
        assertEquals("/problems/insufficient-scope", r.bodyAsJsonObject().getString("type"));
        ctx.completeNow();
      })));
  }

  @Test
  void aTokenForAnotherServerOrFromAnotherSignerIsRefused(VertxTestContext ctx) {
    initialize(token(signer, "https://elsewhere.example.test/mcp", "lead-verification"))
      .compose(wrongAudience -> {
        ctx.verify(() -> assertEquals(401, wrongAudience.statusCode(), wrongAudience.bodyAsString()));
        return initialize(token(stranger, gateway.baseUrl() + "/mcp", "lead-verification"));
      })
      .onComplete(ctx.succeeding(forged -> ctx.verify(() -> {
        assertEquals(401, forged.statusCode(), forged.bodyAsString());
        assertTrue(forged.getHeader("WWW-Authenticate").contains("error=\"invalid_token\""));
        ctx.completeNow();
      })));
  }

  @Test
  void theChallengeAndTheMetadataNameTheIssuer(VertxTestContext ctx) {
    String base = gateway.baseUrl();
    client.postAbs(base + "/mcp").putHeader("Accept", "application/json, text/event-stream").send()
      .compose(missing -> {
        ctx.verify(() -> {
          assertEquals(401, missing.statusCode());
          assertEquals("Bearer resource_metadata=\"" + base + "/.well-known/oauth-protected-resource/mcp\"",
            missing.getHeader("WWW-Authenticate"));
        });
        return client.getAbs(base + "/.well-known/oauth-protected-resource/mcp").send();
      })
      .compose(metadata -> {
        ctx.verify(() -> {
          JsonObject body = metadata.bodyAsJsonObject();
          assertEquals(base + "/mcp", body.getString("resource"));
          assertEquals(new JsonArray().add(ISSUER), body.getJsonArray("authorization_servers"));
          assertEquals(new JsonArray().add("lead-verification"), body.getJsonArray("scopes_supported"));
        });
        return client.getAbs(base + "/.well-known/oauth-protected-resource/api/v1/data/query").send();
      })
      .onComplete(ctx.succeeding(keysOnly -> ctx.verify(() -> {
        assertEquals(404, keysOnly.statusCode(), "Public Data takes keys only, so it has no OAuth metadata");
        ctx.completeNow();
      })));
  }

  /** The token's {@code tools:} scopes are its scope policy: it sees and calls the email provider only. */
  @Test
  void aTokensToolScopesLimitWhatItSeesAndCalls(VertxTestContext ctx) {
    String token = token(signer, gateway.baseUrl() + "/mcp", "lead-verification tools:email");
    stateless(token, "tools/list", new JsonObject())
      .compose(list -> {
        ctx.verify(() -> {
          JsonArray tools = list.bodyAsJsonObject().getJsonObject("result").getJsonArray("tools");
          assertTrue(tools.stream().map(t -> ((JsonObject) t).getString("name")).noneMatch(n -> n.startsWith("vat_")),
            tools.encode());
          assertTrue(tools.stream().map(t -> ((JsonObject) t).getString("name")).anyMatch(n -> n.startsWith("email_")),
            tools.encode());
        });
        return stateless(token, "tools/call", new JsonObject().put("name", "vat_check")
          .put("arguments", new JsonObject().put("vat_number", "NL004495445B01")));
      })
      .onComplete(ctx.succeeding(call -> ctx.verify(() -> {
        // MCP's scope challenge: a 403 naming the whole scope to ask for, kept scopes included
        assertEquals(403, call.statusCode(), call.bodyAsString());
        assertEquals("Bearer error=\"insufficient_scope\", scope=\"lead-verification tools:email tools:vat_check\", "
          + "resource_metadata=\"" + gateway.baseUrl() + "/.well-known/oauth-protected-resource/mcp\", "
          + "error_description=\"vat_check is outside this credential's scope\"", call.getHeader("WWW-Authenticate"));
        JsonObject error = call.bodyAsJsonObject().getJsonObject("error");
        assertEquals(-32003, error.getInteger("code"), call.bodyAsString());
        assertEquals("tools:vat_check", error.getJsonObject("data").getString("required_scope"));
        ctx.completeNow();
      })));
  }

  /** A provider's manifest outside the token's scope: the challenge names the provider's scope (a key's read finds nothing). */
  @Test
  void aManifestOutsideTheScopeIsChallengedForTheProvider() {
    String token = token(signer, gateway.baseUrl() + "/mcp", "lead-verification tools:email");
    HttpResponse<Buffer> refused = stateless(token, "resources/read",
      new JsonObject().put("uri", "gatehouse://providers/vat/manifest")).await();
    assertEquals(403, refused.statusCode(), refused.bodyAsString());
    assertTrue(refused.getHeader("WWW-Authenticate").contains("scope=\"lead-verification tools:email tools:vat\""),
      refused.getHeader("WWW-Authenticate"));
    assertEquals("tools:vat", refused.bodyAsJsonObject().getJsonObject("error").getJsonObject("data")
      .getString("required_scope"));
    HttpResponse<Buffer> read = stateless(token, "resources/read",
      new JsonObject().put("uri", "gatehouse://providers/email/manifest")).await();
    assertEquals(200, read.statusCode(), read.bodyAsString());
    assertTrue(read.bodyAsJsonObject().getJsonObject("result").containsKey("contents"), read.bodyAsString());
  }

  /** A token's denial that keeps the tool out is not asked for again: no added scope could outweigh it. */
  @Test
  void theChallengeLeavesOutWhatKeepsTheToolOut(VertxTestContext ctx) {
    String token = token(signer, gateway.baseUrl() + "/mcp", "lead-verification tools:-vat_* openid");
    stateless(token, "tools/call", new JsonObject().put("name", "vat_check")
      .put("arguments", new JsonObject().put("vat_number", "NL004495445B01")))
      .onComplete(ctx.succeeding(call -> ctx.verify(() -> {
        assertEquals(403, call.statusCode(), call.bodyAsString());
        assertTrue(call.getHeader("WWW-Authenticate").contains("scope=\"lead-verification openid\""),
          call.getHeader("WWW-Authenticate"));
        ctx.completeNow();
      })));
  }

  private Future<HttpResponse<Buffer>> stateless(String token, String method, JsonObject params) {
    params.put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "oauth").put("version", "1")));
    var request = client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + token)
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", method);
    if (params.getValue(method.equals("resources/read") ? "uri" : "name") instanceof String name) {
      request.putHeader("Mcp-Name", name);
    }
    return request.sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", method)
      .put("params", params));
  }

  private Future<HttpResponse<Buffer>> initialize(String token) {
    return client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + token)
      .putHeader("Accept", "application/json, text/event-stream")
      .sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "initialize")
        .put("params", new JsonObject().put("protocolVersion", "2025-11-25").put("capabilities", new JsonObject())
          .put("clientInfo", new JsonObject().put("name", "oauth").put("version", "1"))));
  }

  private static String token(TestIssuer signer, String audience, String scope) {
    return signer.token(ISSUER, "client-42", audience, scope);
  }
}
