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
 * MCP's scope challenge with the official TypeScript SDK clients (v2 @modelcontextprotocol/client,
 * v1 @modelcontextprotocol/sdk 1.32.2) in OAuth mode: a client holding a token for the email tools
 * calls vat_check, the gateway answers 403 with the scope to ask for, and the SDK re-authorizes with
 * it at the authorization server (by itself, or through the user's browser) and the call is
 * retried; or, told to throw (v2), it reports that scope, with which a client authorized afresh
 * calls the tool.
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

  /**
   * A client on its own behalf (client credentials): the v2 SDK re-authorizes and retries by itself.
   * (v1 cannot: its client-credentials token request asks for its configured scope, not the challenge's.)
   */
  @ParameterizedTest
  @ValueSource(strings = {"v2 legacy", "v2 auto"})
  void theSdkStepsUpToTheChallengedScopeAndTheRetriedCallSucceeds(String client) throws Exception {
    JsonObject session = steppedUp(spec(NARROW, client, "reauthorize"));
    assertFalse(session.containsKey("thrown"), session.encode());
  }

  /**
   * A user's client (authorization code): the SDK sends the browser to authorize the challenge's
   * scope (v1 asks for exactly that scope, v2 for it joined to what it has, here the same) and
   * reports that it must wait for the user; the code the browser brings back finishes the step-up
   * and the retried call succeeds.
   */
  @ParameterizedTest
  @ValueSource(strings = {"v1 legacy", "v2 legacy", "v2 auto"})
  void aUsersClientReauthorizesInTheBrowserWithTheChallengedScope(String client) throws Exception {
    JsonObject session = steppedUp(spec(NARROW, client, "reauthorize").put("flow", "code"));
    assertEquals("UnauthorizedError", session.getJsonObject("thrown", new JsonObject()).getString("name"), session.encode());
  }

  /**
   * The session of a client that went from the narrow scope to the challenge's and called the tool:
   * the first authorization, then one step-up asking for the challenge's scope, nothing granted lost.
   */
  private static JsonObject steppedUp(JsonObject spec) throws Exception {
    int asked = authorization.requestedScopes().size();
    JsonObject session = session(spec);
    assertNarrowListing(session);
    assertEquals(NARROW, session.getString("scopeBefore"), session.encode());
    assertFalse(session.getBoolean("isError", true), session.encode());
    assertTrue(session.getString("text").contains("GATEHOUSE TEST B.V."), session.encode());
    assertEquals(WIDER, session.getString("scopeAfter"), session.encode());
    assertEquals(List.of(NARROW, WIDER), authorization.requestedScopes().subList(asked, asked + 2));
    assertEquals(asked + 2, authorization.requestedScopes().size());
    return session;
  }

  /** v2 only: v1 has no way to leave the challenge to its caller. */
  @ParameterizedTest
  @ValueSource(strings = {"v2 legacy", "v2 auto"})
  void aClientThatDoesNotStepUpHearsTheScopeAndSucceedsWithIt(String client) throws Exception {
    JsonObject refused = session(spec(NARROW, client, "throw"));
    assertNarrowListing(refused);
    JsonObject thrown = refused.getJsonObject("thrown");
    assertEquals("InsufficientScopeError", thrown.getString("name"), refused.encode());
    assertEquals(WIDER, thrown.getString("requiredScope"), refused.encode());
    assertEquals(gateway.url("/.well-known/oauth-protected-resource/mcp"), thrown.getString("resourceMetadataUrl"));

    JsonObject granted = session(spec(thrown.getString("requiredScope"), client, "throw"));
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

  /** @param client the SDK and its mode, e.g. {@code "v2 auto"} */
  private static JsonObject spec(String scope, String client, String onInsufficientScope) {
    String[] sdkAndMode = client.split(" ");
    return new JsonObject().put("sdk", sdkAndMode[0]).put("mode", sdkAndMode[1]).put("flow", "client_credentials")
      .put("url", gateway.url(InteropGateway.LEAD)).put("issuer", authorization.issuer())
      .put("clientId", FakeAuthorizationServer.CLIENT_ID).put("clientSecret", FakeAuthorizationServer.CLIENT_SECRET)
      .put("scope", scope).put("onInsufficientScope", onInsufficientScope)
      .put("tool", "vat_check").put("arguments", new JsonObject().put("vat_number", "NL004495445B01"));
  }
}
