package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The shipped gateway, free plan included, with fake VIES and FRED behind it, for clients that
 * connect, list and call: vat_check and fred_series answer.
 */
final class InteropGateway {

  static final String LEAD = "/mcp";
  static final String DATA = "/api/v1/data/query";

  private final Vertx vertx;
  private final FakeUpstream upstream;
  final Gateway gateway;

  private InteropGateway(Vertx vertx, FakeUpstream upstream, Gateway gateway) {
    this.vertx = vertx;
    this.upstream = upstream;
    this.gateway = gateway;
  }

  static InteropGateway start(Path dataDir) throws Exception {
    return start(dataDir, Map.of());
  }

  /** As {@link #start(Path)}, with these variables too (e.g. OAuth mode's issuer). */
  static InteropGateway start(Path dataDir, Map<String, String> env) throws Exception {
    Vertx vertx = Vertx.vertx();
    FakeUpstream upstream = FakeUpstream.create(vertx)
      .post("/taxation_customs/vies/rest-api/check-vat-number", rc -> rc.response()
        .putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("countryCode", "NL").put("vatNumber", "004495445B01").put("valid", true)
          .put("requestDate", "2026-11-22T09:00:00.000Z").put("name", "GATEHOUSE TEST B.V.")
          .put("address", "KEIZERSGRACHT 1\n1015CJ AMSTERDAM").put("requestIdentifier", "").encode()))
      .get("/fred/series", rc -> rc.response().putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("seriess", new JsonArray().add(new JsonObject()
          .put("id", "GDP").put("title", "Gross Domestic Product"))).encode()));
    await(upstream.start(vertx));
    Map<String, String> all = new HashMap<>(env);
    all.put("GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + upstream.baseUrl() + ",api.stlouisfed.org=" + upstream.baseUrl());
    all.put("FRED_API_KEY", "test-key");
    Gateway gateway = await(ConfiguredGateway.start(vertx, dataDir, all));
    return new InteropGateway(vertx, upstream, gateway);
  }

  String url(String path) {
    return gateway.baseUrl() + path;
  }

  /** A new free Lead Verification key. */
  String leadKey(String email) throws Exception {
    return signup("/v1/keys/create", new JsonObject().put("email", email));
  }

  /** A new free Public Data key. */
  String dataKey(String email) throws Exception {
    return signup("/api/v1/auth/register", new JsonObject().put("email", email).put("name", "Interop"));
  }

  /** The key's own usage page. */
  JsonObject usage(String path, String header, String value) throws Exception {
    HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url(path)))
      .header(header, value).GET().build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    return new JsonObject(response.body());
  }

  void stop() throws Exception {
    await(gateway.stop());
    await(upstream.close());
    await(vertx.close());
  }

  private String signup(String path, JsonObject body) throws Exception {
    HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url(path)))
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body.encode())).build(),
      HttpResponse.BodyHandlers.ofString());
    assertEquals(201, response.statusCode(), response.body());
    return new JsonObject(response.body()).getString("api_key");
  }

  static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }
}
