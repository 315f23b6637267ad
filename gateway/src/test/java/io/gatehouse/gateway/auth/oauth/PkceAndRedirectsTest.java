package io.gatehouse.gateway.auth.oauth;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PKCE S256 against RFC 7636's own example, and which redirect URIs registration takes. */
class PkceAndRedirectsTest {

  private static final String VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
  private static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

  @Test
  void theVerifierMatchesItsChallengeOnly() {
    assertTrue(Pkce.validChallenge(CHALLENGE));
    assertTrue(Pkce.matches(VERIFIER, CHALLENGE));
    assertFalse(Pkce.matches(VERIFIER.replace('d', 'e'), CHALLENGE));
    assertFalse(Pkce.matches("short", CHALLENGE), "a verifier of fewer than 43 characters");
    assertFalse(Pkce.matches(null, CHALLENGE));
    assertFalse(Pkce.validChallenge("plain-text-challenge"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"https://app.example/cb", "http://localhost:3334/oauth/callback", "http://127.0.0.1/cb",
    "http://[::1]:9/cb", "cursor://anysphere.cursor-mcp/oauth/callback"})
  void takesHttpsLoopbackAndApplicationSchemes(String uri) {
    assertNull(ClientRegistration.redirectUriProblem(uri));
  }

  @ParameterizedTest
  @ValueSource(strings = {"http://app.example/cb", "https://app.example/cb#fragment", "/relative/cb",
    "javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "not a uri"})
  void refusesTheRest(String uri) {
    assertNotNull(ClientRegistration.redirectUriProblem(uri));
  }
}
