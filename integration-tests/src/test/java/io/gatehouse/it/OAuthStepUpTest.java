package io.gatehouse.it;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MCP's scope challenge with the official TypeScript SDK v2 client in OAuth mode: a client holding a
 * token for the email tools calls vat_check, the gateway answers 403 with the scope to ask for, and
 * the SDK re-authorizes with it at the authorization server and retries, or, told to throw, reports
 * that scope, with which a client authorized afresh calls the tool.
 */
class OAuthStepUpTest {

  private static final Duration TIMEOUT = Duration.ofSeconds(90);
  private static final String NARROW = "lead-verification tools:email";
  private static final String WIDER = NARROW + " tools:vat_check";

  @TempDir
  static Path dir;
  private static Vertx vertx;
  private static FakeAuthorizationServer authorization;
  private static InteropGateway gateway;

  @BeforeAll
  static void start() throws Exception {
    vertx = Vertx.vertx();
    authorization = InteropGateway.await(FakeAuthorizationServer.start(vertx));
    gateway = InteropGateway.start(dir, Map.of("GATEHOUSE_OAUTH_ISSUER", authorization.issuer(),
      "GATEHOUSE_OAUTH_JWKS_URL", authorization.jwksUrl()));
  }

  @AfterAll
  static void stop() throws Exception {
    if (gateway != null) gateway.stop();
    if (authorization != null) InteropGateway.await(authorization.close());
    if (vertx != null) InteropGateway.await(vertx.close());
  }

  @ParameterizedTest
  @ValueSource(strings = {"legacy", "auto"})
  void theSdkStepsUpToTheChallengedScopeAndTheRetriedCallSucceeds(String mode) throws Exception {
    int asked = authorization.requestedScopes().size();
    JsonObject session = session(spec(NARROW, mode, "reauthorize"));
    assertNarrowListing(session);
    assertEquals(NARROW, session.getString("scopeBefore"), session.encode());
    assertFalse(session.getBoolean("isError"), session.encode());
    assertTrue(session.getString("text").contains("GATEHOUSE TEST B.V."), session.encode());
    assertEquals(WIDER, session.getString("scopeAfter"), session.encode());
    // the first token, then one step-up: the challenge's scope, nothing granted before lost
    assertEquals(List.of(NARROW, WIDER), authorization.requestedScopes().subList(asked, asked + 2));
    assertEquals(asked + 2, authorization.requestedScopes().size());
  }

  @ParameterizedTest
  @ValueSource(strings = {"legacy", "auto"})
  void aClientThatDoesNotStepUpHearsTheScopeAndSucceedsWithIt(String mode) throws Exception {
    JsonObject refused = session(spec(NARROW, mode, "throw"));
    assertNarrowListing(refused);
    JsonObject thrown = refused.getJsonObject("thrown");
    assertEquals("InsufficientScopeError", thrown.getString("name"), refused.encode());
    assertEquals(WIDER, thrown.getString("requiredScope"), refused.encode());
    assertEquals(gateway.url("/.well-known/oauth-protected-resource/mcp"), thrown.getString("resourceMetadataUrl"));

    JsonObject granted = session(spec(thrown.getString("requiredScope"), mode, "throw"));
    assertFalse(granted.containsKey("thrown"), granted.encode());
    assertTrue(granted.getString("text").contains("GATEHOUSE TEST B.V."), granted.encode());
    assertTrue(names(granted).contains("vat_check"), granted.encode());
  }

  private static void assertNarrowListing(JsonObject session) {
    List<String> listed = names(session);
    assertTrue(listed.stream().noneMatch(n -> n.startsWith("vat_")), session.encode());
    assertTrue(listed.stream().anyMatch(n -> n.startsWith("email_")), session.encode());
  }

  private static List<String> names(JsonObject session) {
    return session.getJsonArray("listed", new JsonArray()).stream().map(String::valueOf).toList();
  }

  private static JsonObject session(JsonObject spec) throws Exception {
    NodeClients.Run run = NodeClients.sdkStepUp(spec, TIMEOUT);
    assertEquals(0, run.exit(), run.output());
    String[] lines = run.output().trim().split("\n");
    return new JsonObject(lines[lines.length - 1]);
  }

  private static JsonObject spec(String scope, String mode, String onInsufficientScope) {
    return new JsonObject().put("url", gateway.url(InteropGateway.LEAD)).put("issuer", authorization.issuer())
      .put("clientId", FakeAuthorizationServer.CLIENT_ID).put("clientSecret", FakeAuthorizationServer.CLIENT_SECRET)
      .put("scope", scope).put("mode", mode).put("onInsufficientScope", onInsufficientScope)
      .put("tool", "vat_check").put("arguments", new JsonObject().put("vat_number", "NL004495445B01"));
  }
}
