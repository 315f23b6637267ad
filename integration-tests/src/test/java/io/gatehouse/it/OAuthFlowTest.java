package io.gatehouse.it;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gateway's own authorization server step by step over HTTP, as the MCP authorization spec has a
 * client walk it: the 401's challenge, the resource and authorization server metadata, registration,
 * the authorization page's answer, the code exchange with PKCE, tokens that stand for their key
 * (its quota and usage), refresh tokens used once, and the key's revocation ending them. On the
 * embedded store here; {@link OAuthFlowPostgresTest} runs it on PostgreSQL.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OAuthFlowTest {

  private static final HttpClient HTTP = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
  private static final String REDIRECT = "http://127.0.0.1:9/callback";

  @TempDir
  static Path dir;
  static InteropGateway gateway;

  @BeforeAll
  void start() throws Exception {
    gateway = InteropGateway.start(dir.resolve("data"), storeEnv());
  }

  @AfterAll
  void stop() throws Exception {
    if (gateway != null) gateway.stop();
  }

  /** The key store's variables: the embedded store by default. */
  Map<String, String> storeEnv() {
    return Map.of();
  }

  @Test
  void theChallengeLeadsToTheMetadataOfEachProductsOwnServer() throws Exception {
    for (String[] product : new String[][] {{InteropGateway.LEAD, "lead-verification"},
      {InteropGateway.DATA, "public-data"}}) {
      HttpResponse<String> refused = post(gateway.url(product[0]), Map.of("Content-Type", "application/json"), "{}");
      assertEquals(401, refused.statusCode());
      String metadataUrl = gateway.url("/.well-known/oauth-protected-resource" + product[0]);
      assertTrue(refused.headers().allValues("WWW-Authenticate").stream()
        .anyMatch(c -> c.startsWith("Bearer ") && c.contains("resource_metadata=\"" + metadataUrl + "\"")
          && c.contains("scope=\"" + product[1] + "\"")),
        refused.headers().map().toString());

      JsonObject resource = getJson(metadataUrl);
      assertEquals(gateway.url(product[0]), resource.getString("resource"));
      String issuer = gateway.url("/oauth/" + product[1]);
      assertEquals(new JsonArray().add(issuer), resource.getJsonArray("authorization_servers"));

      JsonObject server = getJson(gateway.url("/.well-known/oauth-authorization-server/oauth/" + product[1]));
      assertEquals(issuer, server.getString("issuer"));
      assertEquals(new JsonArray().add("S256"), server.getJsonArray("code_challenge_methods_supported"));
      assertEquals(issuer + "/register", server.getString("registration_endpoint"));
      assertEquals(new JsonArray().add("none"), server.getJsonArray("token_endpoint_auth_methods_supported"));
    }
  }

  /** An operator who wants keys only turns sign-in off: no metadata, a challenge naming none, no routes. */
  @Test
  void signInTurnedOffLeavesKeysAlone() throws Exception {
    InteropGateway keysOnly = InteropGateway.start(dir.resolve("keys-only"), with(storeEnv(), "GATEHOUSE_OAUTH_SIGN_IN",
      "false"));
    try {
      HttpResponse<String> refused = post(keysOnly.url(InteropGateway.LEAD), Map.of("Content-Type", "application/json"),
        "{}");
      assertEquals(401, refused.statusCode());
      assertEquals("Bearer realm=\"Lead Verification\"", refused.headers().firstValue("WWW-Authenticate").orElse(""));
      assertEquals(404, get(keysOnly.url("/.well-known/oauth-protected-resource/mcp")).statusCode());
      assertEquals(404, get(keysOnly.url("/.well-known/oauth-authorization-server/oauth/lead-verification"))
        .statusCode());
      String key = keysOnly.leadKey("keys-only-" + UUID.randomUUID() + "@example.com");
      assertEquals(200, post(keysOnly.url(InteropGateway.LEAD), mcpHeaders(key), toolsList()).statusCode());
    } finally {
      keysOnly.stop();
    }
  }

  /** The registrations of an address are counted for both products together; a 429 says when the next frees. */
  @Test
  void registrationLimitIsOnePerAddressAcrossProducts() throws Exception {
    InteropGateway fresh = InteropGateway.start(dir.resolve("registration-limit"), storeEnv());
    try {
      String body = new JsonObject().put("redirect_uris", new JsonArray().add(REDIRECT)).encode();
      for (int i = 0; i < 10; i++) {
        String product = i % 2 == 0 ? "lead-verification" : "public-data";
        HttpResponse<String> registered = post(fresh.url("/oauth/" + product + "/register"),
          Map.of("Content-Type", "application/json"), body);
        assertEquals(201, registered.statusCode(), i + ": " + registered.body());
      }
      for (String product : new String[] {"lead-verification", "public-data"}) {
        HttpResponse<String> refused = post(fresh.url("/oauth/" + product + "/register"),
          Map.of("Content-Type", "application/json"), body);
        assertEquals(429, refused.statusCode(), product + ": " + refused.body());
        long retryAfter = Long.parseLong(refused.headers().firstValue("Retry-After").orElseThrow());
        // 30 an hour: a registration frees every 120 seconds
        assertTrue(retryAfter > 0 && retryAfter <= 120, "Retry-After " + retryAfter);
      }
    } finally {
      fresh.stop();
    }
  }

  private static Map<String, String> with(Map<String, String> env, String name, String value) {
    Map<String, String> all = new HashMap<>(env);
    all.put(name, value);
    return all;
  }

  @Test
  void registrationTakesPublicClientsWithSafeRedirectUris() throws Exception {
    JsonObject client = register("lead-verification", new JsonObject().put("client_name", "Test")
      .put("redirect_uris", new JsonArray().add(REDIRECT).add("https://app.example/cb").add("cursor://oauth/cb"))
      .put("token_endpoint_auth_method", "client_secret_basic"));
    assertTrue(client.getString("client_id").startsWith("client_"));
    assertEquals("none", client.getString("token_endpoint_auth_method"), "a public client whatever it asked");
    assertNull(client.getString("client_secret"));

    for (String bad : new String[] {"http://app.example/cb", "javascript:alert(1)", "https://app.example/cb#x", "cb",
      "https://good.example@evil.example/cb", "https://\u0430pple.example/cb"}) {
      HttpResponse<String> refused = post(gateway.url("/oauth/lead-verification/register"),
        Map.of("Content-Type", "application/json"),
        new JsonObject().put("redirect_uris", new JsonArray().add(bad)).encode());
      assertEquals(400, refused.statusCode(), bad);
      assertEquals("invalid_redirect_uri", new JsonObject(refused.body()).getString("error"), bad);
    }
  }

  /** A name that would reorder or hide text on the authorization page is refused, saying why. */
  @Test
  void registrationRefusesNamesThatCouldSpoofThePage() throws Exception {
    for (String bad : new String[] {"a\u0000b", "Evil\u202eelgooG"}) {
      HttpResponse<String> refused = post(gateway.url("/oauth/lead-verification/register"),
        Map.of("Content-Type", "application/json"), new JsonObject().put("client_name", bad)
          .put("redirect_uris", new JsonArray().add(REDIRECT)).encode());
      assertEquals(400, refused.statusCode(), bad);
      JsonObject error = new JsonObject(refused.body());
      assertEquals("invalid_client_metadata", error.getString("error"));
      assertTrue(error.getString("error_description").contains("control, format"), refused.body());
    }
    // a right-to-left name is taken, and isolated on the page so that it cannot reorder the text around it
    String name = "\u0645\u0631\u062d\u0628\u0627 client";
    String clientId = register("lead-verification", new JsonObject().put("client_name", name)
      .put("redirect_uris", new JsonArray().add(REDIRECT))).getString("client_id");
    HttpResponse<String> page = get(authorizeUrl("lead-verification", clientId, REDIRECT, new Pkce(), "s"));
    assertEquals(200, page.statusCode(), page.body());
    assertTrue(page.body().contains("<strong id=\"client-name\"><bdi>" + name + "</bdi></strong>"), page.body());
  }

  @Test
  void aRequestThatCannotGoBackToItsClientIsRefusedOnThePage() throws Exception {
    String clientId = register("lead-verification", new JsonObject()
      .put("redirect_uris", new JsonArray().add(REDIRECT))).getString("client_id");
    Pkce pkce = new Pkce();
    HttpResponse<String> unknown = get(authorizeUrl("lead-verification", "client_unknown", REDIRECT, pkce, "s"));
    assertEquals(400, unknown.statusCode());
    assertTrue(unknown.body().contains("not registered here"), unknown.body());
    HttpResponse<String> elsewhere = get(authorizeUrl("lead-verification", clientId, "http://127.0.0.1:9/other", pkce, "s"));
    assertEquals(400, elsewhere.statusCode());
    assertTrue(elsewhere.headers().firstValue("Location").isEmpty());

    // once the client and its redirect URI are known, what else is wrong goes back to it
    HttpResponse<String> noPkce = get(gateway.url("/oauth/lead-verification/authorize?response_type=code&client_id="
      + clientId + "&state=s1"));
    assertEquals(303, noPkce.statusCode());
    Map<String, String> back = query(noPkce.headers().firstValue("Location").orElseThrow());
    assertEquals("invalid_request", back.get("error"));
    assertEquals("s1", back.get("state"));
    // the person declines: the client hears it, with its state
    Map<String, String> form = new LinkedHashMap<>(query(authorizeUrl("lead-verification", clientId, REDIRECT, pkce,
      "s2")));
    form.put("deny", "1");
    HttpResponse<String> denied = post(gateway.url("/oauth/lead-verification/authorize"),
      Map.of("Content-Type", "application/x-www-form-urlencoded"), encode(form));
    assertEquals(303, denied.statusCode(), denied.body());
    Map<String, String> refusal = query(denied.headers().firstValue("Location").orElseThrow());
    assertEquals("access_denied", refusal.get("error"));
    assertEquals("s2", refusal.get("state"));
    assertNull(refusal.get("code"));
    // a client of one product is nothing to the other's server
    assertEquals(400, get(authorizeUrl("public-data", clientId, REDIRECT, pkce, "s")).statusCode());
  }

  @Test
  void tokensStandForTheirKeyAndEndWithIt() throws Exception {
    String key = gateway.leadKey("holder-" + UUID.randomUUID() + "@example.com");
    String clientId = register("lead-verification", new JsonObject().put("client_name", "Flow")
      .put("redirect_uris", new JsonArray().add(REDIRECT))).getString("client_id");
    Pkce pkce = new Pkce();
    String code = authorizeWithKey(clientId, pkce, key);

    assertEquals("invalid_grant", token(Map.of("grant_type", "authorization_code", "code", code, "client_id", clientId,
      "redirect_uri", REDIRECT, "code_verifier", new Pkce().verifier)).getString("error"), "a wrong verifier");
    JsonObject tokens = token(Map.of("grant_type", "authorization_code", "code", code, "client_id", clientId,
      "redirect_uri", REDIRECT, "code_verifier", pkce.verifier));
    assertEquals("Bearer", tokens.getString("token_type"), tokens.encode());
    assertEquals(3600, tokens.getInteger("expires_in"));

    // the token calls as its key: one call on the key's usage, read with the key itself
    String access = tokens.getString("access_token");
    assertFalse(callVat(access).getBoolean("isError", false));
    JsonObject usage = gateway.usage("/v1/keys/usage", "Authorization", "Bearer " + key);
    assertEquals(1L, usage.getJsonObject("period").getJsonObject("tools").getLong("vat_check"), usage.encode());
    String keyId = usage.getJsonObject("key").getString("id");
    assertTrue(keyId.startsWith("key_"), usage.encode());
    assertEquals(keyId, gateway.usage("/v1/keys/usage", "Authorization", "Bearer " + access)
      .getJsonObject("key").getString("id"), "the token's usage page is its key's");
    // a Lead Verification token opens nothing of the other product
    assertEquals(401, post(gateway.url(InteropGateway.DATA), Map.of("Authorization", "Bearer " + access,
      "Content-Type", "application/json"), "{}").statusCode());

    JsonObject refreshed = token(Map.of("grant_type", "refresh_token", "refresh_token",
      tokens.getString("refresh_token"), "client_id", clientId));
    assertNotEquals(tokens.getString("refresh_token"), refreshed.getString("refresh_token"), "rotated");
    assertEquals(401, mcpStatus(access), "the replaced access token");
    String current = refreshed.getString("access_token");
    assertEquals(200, mcpStatus(current));

    // a token cannot revoke or rotate its key, nor turn itself into a key
    assertEquals(403, post(gateway.url("/v1/keys/usage/rotate"), Map.of("Authorization", "Bearer " + current), "")
      .statusCode());
    // the key's revocation, here by a person who signed in by URL and holds only a token, ends the key and
    // every token, access and refresh alike
    assertEquals(200, post(gateway.url("/v1/keys/usage/revoke"), Map.of("Authorization", "Bearer " + current), "")
      .statusCode());
    assertEquals(403, mcpStatus(key), "the key itself is revoked");
    HttpResponse<String> ended = post(gateway.url(InteropGateway.LEAD), mcpHeaders(current), toolsList());
    assertEquals(401, ended.statusCode());
    assertTrue(ended.headers().firstValue("WWW-Authenticate").orElseThrow().contains("error=\"invalid_token\""));
    assertEquals("invalid_grant", token(Map.of("grant_type", "refresh_token", "refresh_token",
      refreshed.getString("refresh_token"), "client_id", clientId)).getString("error"));
  }

  /**
   * A code or a replaced refresh token presented again was copied, and which holder is the client is
   * unknown: the grant ends, the tokens it gave with it (OAuth 2.1, 4.1.3 and 4.3.1).
   */
  @Test
  void aReplayedCodeOrRefreshTokenRevokesItsGrant() throws Exception {
    String key = gateway.leadKey("replay-" + UUID.randomUUID() + "@example.com");
    String clientId = register("lead-verification", new JsonObject()
      .put("redirect_uris", new JsonArray().add(REDIRECT))).getString("client_id");

    Pkce pkce = new Pkce();
    String code = authorizeWithKey(clientId, pkce, key);
    Map<String, String> exchange = Map.of("grant_type", "authorization_code", "code", code, "client_id", clientId,
      "redirect_uri", REDIRECT, "code_verifier", pkce.verifier);
    JsonObject first = token(exchange);
    assertEquals(200, mcpStatus(first.getString("access_token")), first.encode());
    JsonObject again = token(exchange);
    assertEquals("invalid_grant", again.getString("error"), "a code is used once");
    assertTrue(again.getString("error_description").contains("revoked"), again.encode());
    assertEquals(401, mcpStatus(first.getString("access_token")), "the tokens the code gave end");
    assertEquals("invalid_grant", token(Map.of("grant_type", "refresh_token", "refresh_token",
      first.getString("refresh_token"), "client_id", clientId)).getString("error"));

    Pkce pkce2 = new Pkce();
    String code2 = authorizeWithKey(clientId, pkce2, key);
    JsonObject tokens = token(Map.of("grant_type", "authorization_code", "code", code2, "client_id", clientId,
      "redirect_uri", REDIRECT, "code_verifier", pkce2.verifier));
    JsonObject refreshed = token(Map.of("grant_type", "refresh_token", "refresh_token",
      tokens.getString("refresh_token"), "client_id", clientId));
    assertEquals(200, mcpStatus(refreshed.getString("access_token")), refreshed.encode());
    JsonObject replayed = token(Map.of("grant_type", "refresh_token", "refresh_token",
      tokens.getString("refresh_token"), "client_id", clientId));
    assertEquals("invalid_grant", replayed.getString("error"), "a refresh token is used once");
    assertTrue(replayed.getString("error_description").contains("revoked"), replayed.encode());
    assertEquals(401, mcpStatus(refreshed.getString("access_token")), "the newer access token ends too");
    assertEquals("invalid_grant", token(Map.of("grant_type", "refresh_token", "refresh_token",
      refreshed.getString("refresh_token"), "client_id", clientId)).getString("error"), "and the newer refresh token");
    assertEquals(200, mcpStatus(key), "the key itself is not the grant: it keeps working");
  }

  /**
   * RFC 6749, 4.1.3: the exchange repeats the redirect URI when the authorization request named one;
   * a public client names itself on a refresh too.
   */
  @Test
  void theExchangeRepeatsTheRedirectUriAndARefreshNamesItsClient() throws Exception {
    String key = gateway.leadKey("exchange-" + UUID.randomUUID() + "@example.com");
    String clientId = register("lead-verification", new JsonObject()
      .put("redirect_uris", new JsonArray().add(REDIRECT))).getString("client_id");
    Pkce pkce = new Pkce();
    String code = authorizeWithKey(clientId, pkce, key);
    JsonObject missing = token(Map.of("grant_type", "authorization_code", "code", code, "client_id", clientId,
      "code_verifier", pkce.verifier));
    assertEquals("invalid_grant", missing.getString("error"), missing.encode());
    assertTrue(missing.getString("error_description").contains("redirect_uri is required"), missing.encode());
    JsonObject tokens = token(Map.of("grant_type", "authorization_code", "code", code, "client_id", clientId,
      "redirect_uri", REDIRECT, "code_verifier", pkce.verifier));
    assertEquals("Bearer", tokens.getString("token_type"), "the refused attempt left the code usable: " + tokens);

    JsonObject anonymous = token(Map.of("grant_type", "refresh_token", "refresh_token",
      tokens.getString("refresh_token")));
    assertEquals("invalid_request", anonymous.getString("error"), anonymous.encode());
    JsonObject refreshed = token(Map.of("grant_type", "refresh_token", "refresh_token",
      tokens.getString("refresh_token"), "client_id", clientId));
    assertEquals("Bearer", refreshed.getString("token_type"), refreshed.encode());

    // an authorization request that named no redirect URI (the client has one) is exchanged without it
    Pkce pkce2 = new Pkce();
    String code2 = authorizeWithKey(clientId, pkce2, key, false);
    JsonObject unnamed = token(Map.of("grant_type", "authorization_code", "code", code2, "client_id", clientId,
      "code_verifier", pkce2.verifier));
    assertEquals("Bearer", unnamed.getString("token_type"), unnamed.encode());
  }

  @Test
  void theStoreHoldsNoTokenInTheClear() throws Exception {
    String key = gateway.leadKey("stored-" + UUID.randomUUID() + "@example.com");
    String clientId = register("lead-verification", new JsonObject()
      .put("redirect_uris", new JsonArray().add(REDIRECT))).getString("client_id");
    Pkce pkce = new Pkce();
    String code = authorizeWithKey(clientId, pkce, key);
    JsonObject tokens = token(Map.of("grant_type", "authorization_code", "code", code, "client_id", clientId,
      "redirect_uri", REDIRECT, "code_verifier", pkce.verifier));
    String stored = persisted();
    assertTrue(stored.contains(java.util.HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
      .digest(tokens.getString("refresh_token").getBytes(StandardCharsets.US_ASCII)))), "the store holds its hash");
    for (String secret : new String[] {code, tokens.getString("access_token"), tokens.getString("refresh_token")}) {
      assertFalse(stored.contains(secret.substring(4, 34)), "a secret in the clear");
    }
  }

  /** Everything the store holds, as text. */
  String persisted() throws Exception {
    try (Stream<Path> files = Files.walk(dir.resolve("data").resolve("keys"))) {
      return files.filter(Files::isRegularFile).map(f -> {
        try {
          return new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }).collect(Collectors.joining("\n"));
    }
  }

  private String authorizeWithKey(String clientId, Pkce pkce, String key) throws Exception {
    return authorizeWithKey(clientId, pkce, key, true);
  }

  /** A code for the key; the authorization request names the redirect URI or, for a client with one, may not. */
  private String authorizeWithKey(String clientId, Pkce pkce, String key, boolean namingRedirect) throws Exception {
    Map<String, String> form = new LinkedHashMap<>(query(authorizeUrl("lead-verification", clientId, REDIRECT, pkce,
      "st")));
    if (!namingRedirect) form.remove("redirect_uri");
    form.put("api_key", key);
    HttpResponse<String> allowed = post(gateway.url("/oauth/lead-verification/authorize"),
      Map.of("Content-Type", "application/x-www-form-urlencoded"), encode(form));
    assertEquals(303, allowed.statusCode(), allowed.body());
    Map<String, String> back = query(allowed.headers().firstValue("Location").orElseThrow());
    assertEquals("st", back.get("state"));
    assertEquals(gateway.url("/oauth/lead-verification"), back.get("iss"));
    return back.get("code");
  }

  private static int mcpStatus(String token) throws Exception {
    return post(gateway.url(InteropGateway.LEAD), mcpHeaders(token), toolsList()).statusCode();
  }

  private static JsonObject callVat(String token) throws Exception {
    JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call")
      .put("params", new JsonObject().put("name", "vat_check")
        .put("arguments", new JsonObject().put("vat_number", "NL004495445B01")).put("_meta", meta()));
    Map<String, String> headers = new HashMap<>(mcpHeaders(token));
    headers.put("Mcp-Method", "tools/call");
    headers.put("Mcp-Name", "vat_check");
    HttpResponse<String> answer = post(gateway.url(InteropGateway.LEAD), headers, call.encode());
    assertEquals(200, answer.statusCode(), answer.body());
    return new JsonObject(answer.body()).getJsonObject("result");
  }

  private static Map<String, String> mcpHeaders(String token) {
    return Map.of("Authorization", "Bearer " + token, "Content-Type", "application/json",
      "Accept", "application/json, text/event-stream", "MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/list");
  }

  private static String toolsList() {
    return new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/list")
      .put("params", new JsonObject().put("_meta", meta())).encode();
  }

  private static JsonObject meta() {
    return new JsonObject().put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject());
  }

  private static String authorizeUrl(String product, String clientId, String redirect, Pkce pkce, String state) {
    return gateway.url("/oauth/" + product + "/authorize?" + encode(Map.of("response_type", "code", "client_id", clientId,
      "redirect_uri", redirect, "code_challenge", pkce.challenge, "code_challenge_method", "S256", "state", state,
      "resource", gateway.url(product.equals("public-data") ? InteropGateway.DATA : InteropGateway.LEAD))));
  }

  private static JsonObject register(String product, JsonObject metadata) throws Exception {
    HttpResponse<String> answer = post(gateway.url("/oauth/" + product + "/register"),
      Map.of("Content-Type", "application/json"), metadata.encode());
    assertEquals(201, answer.statusCode(), answer.body());
    return new JsonObject(answer.body());
  }

  private static JsonObject token(Map<String, String> form) throws Exception {
    HttpResponse<String> answer = post(gateway.url("/oauth/lead-verification/token"),
      Map.of("Content-Type", "application/x-www-form-urlencoded"), encode(form));
    assertEquals("no-store", answer.headers().firstValue("Cache-Control").orElse(""));
    return new JsonObject(answer.body());
  }

  private static JsonObject getJson(String url) throws Exception {
    HttpResponse<String> answer = get(url);
    assertEquals(200, answer.statusCode(), url + ": " + answer.body());
    return new JsonObject(answer.body());
  }

  private static HttpResponse<String> get(String url) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create(url)).GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(String url, Map<String, String> headers, String body) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).POST(HttpRequest.BodyPublishers.ofString(body));
    headers.forEach(request::header);
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static String encode(Map<String, String> form) {
    return form.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
      + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
  }

  private static Map<String, String> query(String url) {
    Map<String, String> params = new LinkedHashMap<>();
    String query = URI.create(url).getRawQuery();
    if (query == null) return params;
    for (String pair : query.split("&")) {
      int eq = pair.indexOf('=');
      params.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
    }
    return params;
  }

  /** A PKCE verifier and its S256 challenge, as a client makes them. */
  private static final class Pkce {
    final String verifier = UUID.randomUUID() + "-" + UUID.randomUUID();
    final String challenge;

    Pkce() throws Exception {
      challenge = Base64.getUrlEncoder().withoutPadding().encodeToString(
        MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII)));
    }
  }
}
