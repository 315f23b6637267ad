package io.gatehouse.it.gate;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.providers.registers.open.Recorded;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The gateway as shipped with every provider, for the call gate's door tests: one local listener plays
 * VIES, KvK, FRED and SEC and counts every request it gets; an admin token scopes keys; the audit trail
 * is read back through the admin export. Blocking: tests run it on their own thread.
 */
public final class GatedGateway implements AutoCloseable {

  public static final String LEAD_MCP = "/mcp";
  public static final String DATA_MCP = "/api/v1/data/query";
  public static final String VIES = "/taxation_customs/vies/rest-api/check-vat-number";
  public static final String KVK = "/api/v1/basisprofielen/";
  public static final String FRED = "/fred/series";
  public static final String SEC_FACTS = "/api/xbrl/companyfacts/";
  /** Sirene (recherche-entreprises) and GLEIF, answering their recorded contract-test answers. */
  public static final String SIRENE = "/search";
  public static final String GLEIF = "/api/v1/lei-records/";
  /** Words only the upstreams' answers hold: an answer that shows one carries a denied tool's data. */
  public static final String VIES_NAME = "GATED TEST B.V.";
  public static final String SEC_ENTITY = "Gated Apple Inc.";
  static final String ADMIN = "gate-admin-token";
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private final Vertx vertx;
  private final FakeUpstream upstream;
  private final Gateway gateway;

  private GatedGateway(Vertx vertx, FakeUpstream upstream, Gateway gateway) {
    this.vertx = vertx;
    this.upstream = upstream;
    this.gateway = gateway;
  }

  public static GatedGateway start(Path dataDir) throws Exception {
    Vertx vertx = Vertx.vertx();
    FakeUpstream upstream = FakeUpstream.create(vertx)
      .post(VIES, rc -> json(rc.response(), new JsonObject().put("countryCode", "NL").put("vatNumber", "004495445B01")
        .put("valid", true).put("requestDate", "2026-11-27T09:00:00.000Z").put("name", VIES_NAME)
        .put("address", "KEIZERSGRACHT 1\n1015CJ AMSTERDAM").put("requestIdentifier", "")))
      .get(KVK + ":kvk", rc -> json(rc.response(), new JsonObject().put("kvkNummer", rc.pathParam("kvk"))
        .put("naam", "Gated Test B.V.")))
      .get(FRED, rc -> json(rc.response(), new JsonObject().put("seriess", new JsonArray()
        .add(new JsonObject().put("id", rc.queryParams().get("series_id")).put("title", "Gross Domestic Product")))))
      .get(SEC_FACTS + ":file", rc -> json(rc.response(), new JsonObject().put("cik", 320193)
        .put("entityName", SEC_ENTITY).put("facts", new JsonObject())))
      .get(SIRENE, rc -> rc.response().putHeader("Content-Type", "application/json").end(Recorded.body("sirene/by-siren.json")))
      .get(GLEIF + ":lei", rc -> rc.response().putHeader("Content-Type", "application/json")
        .end(Recorded.body("gleif/lei-record.json")));
    get(upstream.start(vertx));
    String hosts = String.join(",", "ec.europa.eu=" + upstream.baseUrl(), "api.kvk.nl=" + upstream.baseUrl(),
      "api.stlouisfed.org=" + upstream.baseUrl(), "data.sec.gov=" + upstream.baseUrl(),
      "recherche-entreprises.api.gouv.fr=" + upstream.baseUrl(), "api.gleif.org=" + upstream.baseUrl());
    Gateway gateway = get(ConfiguredGateway.start(vertx, dataDir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", hosts,
      "GATEHOUSE_ADMIN_TOKEN", ADMIN, "KVK_API_KEY", "test-kvk-key", "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456",
      "SEC_USER_AGENT", "Gatehouse tests tests@example.com")));
    return new GatedGateway(vertx, upstream, gateway);
  }

  private static void json(io.vertx.core.http.HttpServerResponse response, JsonObject body) {
    response.putHeader("Content-Type", "application/json").end(body.encode());
  }

  public String baseUrl() {
    return gateway.baseUrl();
  }

  /** A Lead Verification key with this scope: {api_key, key_id}. */
  public JsonObject leadKey(String email, String scope) throws Exception {
    return scoped(post("/v1/keys/create", new JsonObject().put("email", email)), scope);
  }

  /** A Public Data key with this scope: {api_key, key_id}. */
  public JsonObject dataKey(String email, String scope) throws Exception {
    return scoped(post("/api/v1/auth/register", new JsonObject().put("email", email).put("name", "Gate")), scope);
  }

  private JsonObject scoped(HttpResponse<String> signup, String scope) throws Exception {
    assertEquals(201, signup.statusCode(), signup.body());
    JsonObject key = new JsonObject(signup.body());
    HttpResponse<String> set = send(HttpRequest.newBuilder(uri("/admin/keys/" + key.getString("key_id") + "/scope"))
      .header("Authorization", "Bearer " + ADMIN).header("Content-Type", "application/json")
      .PUT(HttpRequest.BodyPublishers.ofString(new JsonObject().put("scope", scope).encode())));
    assertEquals(200, set.statusCode(), set.body());
    return key;
  }

  /** Requests the upstream listener got on this path, or under it when it ends with a slash. */
  public int upstreamHits(String path) {
    return path.endsWith("/") ? upstream.hitsStartingWith(path) : upstream.hits(path);
  }

  /** A stateless (2026-07-28) JSON-RPC request with the key as a bearer token; the whole response body. */
  public JsonObject rpc(String endpoint, String key, String method, JsonObject params, JsonObject clientCapabilities)
    throws Exception {
    JsonObject withMeta = params.copy().put("_meta", new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", clientCapabilities)
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "gate-it").put("version", "1")));
    HttpRequest.Builder request = HttpRequest.newBuilder(uri(endpoint)).header("Authorization", "Bearer " + key)
      .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
      .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", method)
      .POST(HttpRequest.BodyPublishers.ofString(new JsonObject().put("jsonrpc", "2.0").put("id", 1)
        .put("method", method).put("params", withMeta).encode()));
    String name = params.getString("taskId", params.getString("name"));
    if (name != null) request.header("Mcp-Name", name);
    HttpResponse<String> r = send(request);
    assertEquals(200, r.statusCode(), r.body());
    return new JsonObject(r.body());
  }

  public JsonObject callTool(String endpoint, String key, String tool, JsonObject arguments) throws Exception {
    return rpc(endpoint, key, "tools/call", new JsonObject().put("name", tool).put("arguments", arguments), new JsonObject());
  }

  public HttpResponse<String> get(String path, String key) throws Exception {
    return send(HttpRequest.newBuilder(uri(path)).header("X-API-Key", key).GET());
  }

  public HttpResponse<String> post(String path, JsonObject body) throws Exception {
    return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(body.encode())));
  }

  public HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return HTTP.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
  }

  /** The audit trail's records of a key, once {@code until} holds of them (the writer stores within a second). */
  public List<JsonObject> auditOf(String keyId, Predicate<List<JsonObject>> until) {
    return await().atMost(Duration.ofSeconds(10)).until(() -> audit("key=" + keyId), until);
  }

  /** GET /admin/audit with this query, as records. */
  public List<JsonObject> audit(String query) throws Exception {
    HttpResponse<String> r = send(HttpRequest.newBuilder(uri("/admin/audit?" + query))
      .header("Authorization", "Bearer " + ADMIN).GET());
    assertEquals(200, r.statusCode(), r.body());
    return Arrays.stream(r.body().split("\n")).filter(l -> !l.isBlank()).map(JsonObject::new).toList();
  }

  /** The records of one tool and outcome among these. */
  public static List<JsonObject> records(List<JsonObject> records, String tool, String outcome) {
    return records.stream().filter(r -> tool.equals(r.getString("tool")) && outcome.equals(r.getString("outcome"))).toList();
  }

  public URI uri(String path) {
    return URI.create(gateway.baseUrl() + path);
  }

  @Override
  public void close() throws Exception {
    try {
      get(gateway.stop());
      get(upstream.close());
    } finally {
      get(vertx.close());
    }
  }

  private static <T> T get(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }
}
