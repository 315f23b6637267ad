package io.gatehouse.gateway.auth.oauth;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PKCE S256 against RFC 7636's own example, and which redirect URIs and client names registration takes. */
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
    "http://[::1]:9/cb", "cursor://anysphere.cursor-mcp/oauth/callback", "https://app.example/cb?tenant=a%C3%A9",
    "https://xn--pple-43d.example/cb"})
  void takesHttpsLoopbackAndApplicationSchemes(String uri) {
    assertNull(ClientRegistration.redirectUriProblem(uri));
  }

  @ParameterizedTest
  @ValueSource(strings = {"http://app.example/cb", "https://app.example/cb#fragment", "/relative/cb",
    "javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "not a uri",
    "https://good.example@evil.example/cb", "https://good.example:x@evil.example/cb", "cursor://me@app/cb",
    "http://localhost@evil.example/cb", "https://\u0430pple.example/cb", "https://app.example/c\u00e9",
    "https://app.example/\u202ebc/cb"})
  void refusesTheRest(String uri) {
    assertNotNull(ClientRegistration.redirectUriProblem(uri));
  }

  @ParameterizedTest
  @ValueSource(strings = {"My Client", "Zo\u00eb's \u5ba2\u6237\u7aef", "\u0645\u0631\u062d\u0628\u0627"})
  void takesPlainNamesInAnyScript(String name) {
    assertNull(ClientRegistration.clientNameProblem(name));
  }

  @ParameterizedTest
  @ValueSource(strings = {"a\u0000b", "evil\u202eelgoog", "a\u200bb", "a\u2066b\u2069", "a\nb", "a\u2028b", "\ufeffa"})
  void refusesNamesWithHiddenCharactersSayingSo(String name) {
    String problem = ClientRegistration.clientNameProblem(name);
    assertNotNull(problem, name);
    assertTrue(problem.contains("format"), problem);
  }

  @Test
  void refusesLongOrNonTextNames() {
    assertTrue(ClientRegistration.clientNameProblem("x".repeat(101)).contains("at most 100"));
    assertNotNull(ClientRegistration.clientNameProblem(42));
  }
}
