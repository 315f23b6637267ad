package io.gatehouse.gateway.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.store.KeyRecord;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.junit5.VertxExtension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end over HTTP against {@link KeyServer}. Steps run on the test thread and wait for each
 * response; the server runs on Vert.x event loops.
 */
@ExtendWith(VertxExtension.class)
class KeyHttpTest {

  private static final KeyServiceOptions ROOMY = new KeyServiceOptions()
    .setSignupPerAddress(Rate.perMinute(100_000, 100_000))
    .setSignupPerEmail(Rate.perMinute(100, 100));

  @TempDir
  Path dir;
  private Vertx vertx;
  private KeyServer server;
  private WebClient client;

  private void start(Vertx vertx, KeyServiceOptions options) {
    this.vertx = vertx;
    server = KeyServer.start(vertx, dir, options).await();
    client = WebClient.create(vertx, new WebClientOptions().setDefaultHost("127.0.0.1")
      .setDefaultPort(server.port()), new PoolOptions().setHttp1MaxSize(32));
  }

  @AfterEach
  void stop() {
    if (client != null) {
      client.close();
    }
    if (server != null) {
      server.close().await();
    }
  }

  @Test
  void bothSignupsIssuePrefixedKeysShownOnce(Vertx vertx) {
    start(vertx, ROOMY);
    String email = email();
    HttpResponse<Buffer> lv = signup("/v1/keys/create", new JsonObject().put("email", email));
    assertEquals(201, lv.statusCode());
    assertEquals("no-store", lv.getHeader("Cache-Control"));
    JsonObject body = lv.bodyAsJsonObject();
    assertTrue(body.getString("api_key").startsWith("lv_live_"));
    assertTrue(ApiKeys.wellFormed(body.getString("api_key"), "lv_live_"));
    assertEquals(email, body.getString("email"));
    assertEquals("free", body.getString("plan"));
    assertNotNull(body.getString("created_at"));
    assertEquals(1_000_000L, body.getJsonObject("limits").getLong("daily_quota"));

    HttpResponse<Buffer> pd = signup("/api/v1/auth/register",
      new JsonObject().put("email", email).put("name", "Ann Example"));
    assertEquals(201, pd.statusCode());
    assertTrue(pd.bodyAsJsonObject().getString("api_key").startsWith("pd_live_"));
  }

  @Test
  void eachCredentialOpensOnlyItsProduct(Vertx vertx) {
    start(vertx, ROOMY);
    String lv = key("/v1/keys/create", new JsonObject().put("email", email()));
    String pd = key("/api/v1/auth/register", new JsonObject().put("email", email()).put("name", "B"));

    HttpResponse<Buffer> ok = bearer("/mcp", lv);
    assertEquals(200, ok.statusCode());
    assertTrue(ok.bodyAsString().startsWith("lead-verification"));
    assertNotNull(ok.getHeader("RateLimit-Limit"));
    assertNotNull(ok.getHeader("RateLimit-Remaining"));
    assertNotNull(ok.getHeader("RateLimit-Reset"));
    assertEquals(200, apiKey("/api/v1/data/query", pd).statusCode());

    assertEquals(200, bearer("/api/v1/data/query", pd).statusCode(), "PD takes its key as a bearer token too");

    assertEquals(403, apiKey("/api/v1/data/query", lv).statusCode());
    assertEquals(403, bearer("/mcp", pd).statusCode());
    assertEquals(401, apiKey("/mcp", lv).statusCode(), "LV wants a bearer token");
  }

  @Test
  void missingKeyIsA401ChallengingTheAcceptedSchemeAndABadKeyA403SayingHowToGetOne(Vertx vertx) {
    start(vertx, ROOMY);
    String base = "http://127.0.0.1:" + server.port();
    HttpResponse<Buffer> missing = client.post("/mcp").send().await();
    assertEquals(401, missing.statusCode());
    assertEquals(List.of("Bearer realm=\"Lead Verification\""), missing.headers().getAll("WWW-Authenticate"));
    assertEquals("application/problem+json", missing.getHeader("Content-Type"));
    JsonObject problem = missing.bodyAsJsonObject();
    assertEquals("/problems/missing-credential", problem.getString("type"));
    assertEquals(401, problem.getInteger("status"));
    assertEquals(base + "/v1/keys/create", problem.getString("signup"));

    String mistyped = key("/v1/keys/create", new JsonObject().put("email", email()))
      .replace('a', 'b').replace('1', '2');
    HttpResponse<Buffer> bad = bearer("/mcp", mistyped + "x");
    assertEquals(403, bad.statusCode(), "a 401 would send MCP clients into an OAuth login");
    assertEquals(null, bad.getHeader("WWW-Authenticate"));
    JsonObject refused = bad.bodyAsJsonObject();
    assertEquals("/problems/invalid-credential", refused.getString("type"));
    assertTrue(refused.getString("detail").contains("get a free key with POST " + base + "/v1/keys/create"),
      refused.getString("detail"));

    HttpResponse<Buffer> pd = client.get("/api/v1/data/query").send().await();
    assertEquals(List.of("ApiKey realm=\"Public Data Service\", header=\"X-API-Key\"",
      "Bearer realm=\"Public Data Service\""), pd.headers().getAll("WWW-Authenticate"));

    assertEquals(404, client.get("/.well-known/oauth-protected-resource/mcp").send().await().statusCode(),
      "no resource metadata without an authorization server");
  }

  @Test
  void signupInputIsChecked(Vertx vertx) {
    start(vertx, ROOMY);
    HttpResponse<Buffer> text = client.post("/v1/keys/create").putHeader("Content-Type", "text/plain")
      .sendBuffer(Buffer.buffer("email=a@b.c")).await();
    assertEquals(415, text.statusCode());
    assertEquals("application/problem+json", text.getHeader("Content-Type"));

    assertField("/v1/keys/create", new JsonObject().put("email", "not-an-email"), "email");
    assertField("/v1/keys/create", new JsonObject().put("email", "a".repeat(65) + "@example.com"),
      "email");
    assertField("/v1/keys/create", new JsonObject().put("email", 42), "email");
    assertField("/api/v1/auth/register", new JsonObject().put("email", email()), "name");
    assertField("/api/v1/auth/register",
      new JsonObject().put("email", email()).put("name", "n".repeat(101)), "name");

    HttpResponse<Buffer> malformed = client.post("/v1/keys/create")
      .putHeader("Content-Type", "application/json").sendBuffer(Buffer.buffer("{\"email\":")).await();
    assertEquals(400, malformed.statusCode());
    assertEquals("/problems/malformed-json",
      malformed.bodyAsJsonObject().getString("type"));

    HttpResponse<Buffer> huge = client.post("/v1/keys/create")
      .putHeader("Content-Type", "application/json")
      .sendBuffer(Buffer.buffer("{\"email\":\"" + "a".repeat(10_000) + "\"}")).await();
    assertEquals(413, huge.statusCode());
    assertEquals("application/problem+json", huge.getHeader("Content-Type"));
  }

  @Test
  void requestsAndCallsHaveTheirOwnBucketsAndOnlyCallsSpendTheQuota(Vertx vertx) {
    start(vertx, ROOMY);
    String rt = key("/rt/keys", new JsonObject().put("email", email()));
    assertEquals(200, bearer("/rt/mcp?call=echo", rt).statusCode());
    HttpResponse<Buffer> second = bearer("/rt/mcp?call=echo", rt);
    assertEquals(200, second.statusCode());
    assertEquals("2", second.getHeader("RateLimit-Limit"), "a call reports the call bucket");
    HttpResponse<Buffer> callLimited = bearer("/rt/mcp?call=echo", rt);
    assertEquals(429, callLimited.statusCode());
    assertEquals("2", callLimited.getHeader("RateLimit-Limit"));
    assertTrue(Long.parseLong(callLimited.getHeader("Retry-After")) >= 1);
    assertEquals("/problems/rate-limited", callLimited.bodyAsJsonObject().getString("type"));
    // every request, calls included, passes the request bucket: five times the call bucket of two
    for (int i = 0; i < 7; i++) {
      assertEquals(200, bearer("/rt/mcp", rt).statusCode(), "listings go on while calls wait");
    }
    HttpResponse<Buffer> limited = bearer("/rt/mcp", rt);
    assertEquals(429, limited.statusCode(), "the eleventh request of any kind");
    assertEquals("10", limited.getHeader("RateLimit-Limit"));
    assertEquals("0", limited.getHeader("RateLimit-Remaining"));
    // the next token comes in a minute, the bucket is full in two: the reset is when a request passes again
    assertEquals(limited.getHeader("Retry-After"), limited.getHeader("RateLimit-Reset"));
    assertEquals("/problems/rate-limited", limited.bodyAsJsonObject().getString("type"));

    String qt = key("/qt/keys", new JsonObject().put("email", email()));
    for (int i = 0; i < 10; i++) {
      assertEquals(200, bearer("/qt/mcp", qt).statusCode(), "protocol traffic spends no quota");
    }
    for (int i = 0; i < 3; i++) {
      assertEquals(200, bearer("/qt/mcp?call=echo", qt).statusCode());
    }
    HttpResponse<Buffer> exhausted = bearer("/qt/mcp?call=echo", qt);
    assertEquals(429, exhausted.statusCode());
    assertEquals("3", exhausted.getHeader("RateLimit-Limit"));
    assertTrue(Long.parseLong(exhausted.getHeader("Retry-After")) > 0);
    assertEquals(exhausted.getHeader("Retry-After"), exhausted.getHeader("RateLimit-Reset"));
    assertEquals("/problems/quota-exceeded",
      exhausted.bodyAsJsonObject().getString("type"));
    assertEquals(200, bearer("/qt/mcp", qt).statusCode(), "listings go on once the quota is spent");
  }

  @Test
  void signupIsThrottledPerAddressAndPerEmail(Vertx vertx) {
    start(vertx, new KeyServiceOptions().setSignupPerAddress(Rate.perHour(10, 3))
      .setSignupPerEmail(Rate.perHour(1, 1)));
    String email = email();
    assertEquals(201, signup("/v1/keys/create", new JsonObject().put("email", email)).statusCode());
    HttpResponse<Buffer> sameEmail = signup("/v1/keys/create", new JsonObject().put("email", email));
    assertEquals(429, sameEmail.statusCode());
    assertNotNull(sameEmail.getHeader("Retry-After"));
    assertEquals("/problems/signup-throttled",
      sameEmail.bodyAsJsonObject().getString("type"));

    assertEquals(201, signup("/v1/keys/create", new JsonObject().put("email", email())).statusCode());
    HttpResponse<Buffer> sameAddress = signup("/v1/keys/create",
      new JsonObject().put("email", email()));
    assertEquals(429, sameAddress.statusCode());
    assertTrue(Long.parseLong(sameAddress.getHeader("Retry-After")) > 60);
    // a bucket of three refilled ten times an hour: one token in six minutes, full in eighteen
    assertEquals(sameAddress.getHeader("Retry-After"), sameAddress.getHeader("RateLimit-Reset"));
  }

  @Test
  void secondSignupGetsAnotherKeyUpToTheLimit(Vertx vertx) {
    start(vertx, ROOMY);
    String email = email();
    String first = key("/v1/keys/create", new JsonObject().put("email", email));
    String second = key("/v1/keys/create", new JsonObject().put("email", email.toUpperCase()));
    assertFalse(first.equals(second));
    assertEquals(200, bearer("/mcp", first).statusCode());
    assertEquals(200, bearer("/mcp", second).statusCode());
    key("/v1/keys/create", new JsonObject().put("email", email));
    HttpResponse<Buffer> fourth = signup("/v1/keys/create", new JsonObject().put("email", email));
    assertEquals(409, fourth.statusCode());
    assertEquals("/problems/key-limit-reached",
      fourth.bodyAsJsonObject().getString("type"));
  }

  @Test
  void revocationAndRotationActOnTheNextRequest(Vertx vertx) {
    start(vertx, ROOMY);
    String email = email();
    String key = key("/v1/keys/create", new JsonObject().put("email", email));
    assertEquals(200, bearer("/mcp", key).statusCode());
    KeyRecord record = server.service.listByEmail(email).await().get(0);

    IssuedKey rotated = server.service.rotate(TestProducts.LEAD_VERIFICATION, record.id(),
      Duration.ofMinutes(5)).await();
    assertEquals(200, bearer("/mcp", key).statusCode(), "old key works during the grace period");
    assertEquals(200, bearer("/mcp", rotated.apiKey()).statusCode());

    assertTrue(server.service.revoke(record.id()).await());
    assertEquals(403, bearer("/mcp", key).statusCode());
    assertEquals(200, bearer("/mcp", rotated.apiKey()).statusCode());

    IssuedKey again = server.service.rotate(TestProducts.LEAD_VERIFICATION,
      rotated.record().id(), Duration.ZERO).await();
    assertEquals(403, bearer("/mcp", rotated.apiKey()).statusCode(), "no grace, no access");
    assertEquals(200, bearer("/mcp", again.apiKey()).statusCode());
  }

  @Test
  void keyHolderSeesItsOwnUsage(Vertx vertx) {
    start(vertx, ROOMY);
    String pd = key("/api/v1/auth/register", new JsonObject().put("email", email()).put("name", "C"));
    assertEquals(200, apiKey("/api/v1/data/query", pd).statusCode());
    for (int i = 0; i < 3; i++) {
      assertEquals(200, apiKey("/api/v1/data/query?call=echo", pd).statusCode());
    }
    assertEquals(200, apiKey("/api/v1/data/query?call=fetch", pd).statusCode());
    HttpResponse<Buffer> usage = apiKey("/api/v1/auth/usage", pd);
    assertEquals(200, usage.statusCode());
    JsonObject body = usage.bodyAsJsonObject();
    assertEquals(4, body.getJsonObject("today").getLong("calls"));
    assertEquals(new JsonObject().put("echo", 3L).put("fetch", 1L), body.getJsonObject("period").getJsonObject("tools"));
    assertEquals(1_000_000 - 4, body.getJsonObject("today").getLong("remaining"));
    assertEquals(401, client.get("/api/v1/auth/usage").send().await().statusCode());
    assertEquals(403, bearer("/v1/keys/usage", pd).statusCode());
  }

  @Test
  void thousandConcurrentSignupsYieldThousandWorkingKeysStoredAsHashes(Vertx vertx)
    throws Exception {
    start(vertx, ROOMY);
    List<Future<HttpResponse<Buffer>>> calls = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      calls.add(client.post("/v1/keys/create").sendJsonObject(new JsonObject().put("email", email())));
    }
    Future.all(calls).await();
    Set<String> keys = new HashSet<>();
    for (Future<HttpResponse<Buffer>> call : calls) {
      assertEquals(201, call.result().statusCode());
      keys.add(call.result().bodyAsJsonObject().getString("api_key"));
    }
    assertEquals(1000, keys.size());
    List<Future<KeyRecord>> checks = keys.stream()
      .map(k -> server.service.authenticate(TestProducts.LEAD_VERIFICATION, k)).toList();
    Future.all(checks).await();
    checks.forEach(c -> assertNotNull(c.result()));
    assertEquals(200, bearer("/mcp", keys.iterator().next()).statusCode());

    server.close().await();
    server = null;
    String persisted;
    try (Stream<Path> files = Files.walk(dir)) {
      persisted = files.filter(Files::isRegularFile).map(f -> {
        try {
          return Files.readString(f);
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).collect(Collectors.joining("\n"));
    }
    for (String key : keys) {
      assertFalse(persisted.contains(key.substring(8, 38)), "plaintext key in the data folder");
    }
  }

  private void assertField(String path, JsonObject body, String field) {
    HttpResponse<Buffer> response = signup(path, body);
    assertEquals(400, response.statusCode(), body.encode());
    assertEquals("application/problem+json", response.getHeader("Content-Type"));
    JsonObject problem = response.bodyAsJsonObject();
    assertEquals("/problems/invalid-field", problem.getString("type"));
    assertEquals(field, problem.getString("field"));
    assertTrue(problem.getString("detail").startsWith(field));
  }

  private HttpResponse<Buffer> signup(String path, JsonObject body) {
    return client.post(path).sendJsonObject(body).await();
  }

  private String key(String path, JsonObject body) {
    HttpResponse<Buffer> response = signup(path, body);
    assertEquals(201, response.statusCode(), response.bodyAsString());
    return response.bodyAsJsonObject().getString("api_key");
  }

  private HttpResponse<Buffer> bearer(String path, String key) {
    return client.get(path).putHeader("Authorization", "Bearer " + key).send().await();
  }

  private HttpResponse<Buffer> apiKey(String path, String key) {
    return client.get(path).putHeader("X-API-Key", key).send().await();
  }

  private static String email() {
    return "u-" + UUID.randomUUID() + "@example.com";
  }
}
