package io.gatehouse.it.security;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static io.gatehouse.it.security.HostileHarness.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An upstream that redirects, against two real listeners: the upstream (where api.waterdata.usgs.gov is
 * overridden to) and a second one elsewhere. Redirects within the upstream's origin are followed with
 * its key; one to the second listener's origin, which the operator declared, without it; one to any
 * other origin not at all (502 {@code upstream-redirect} naming the host), and the key never reaches
 * the second listener.
 */
@ExtendWith(VertxExtension.class)
class UpstreamRedirectTest {

  private static final String KEY = "usgs-operator-key-7f3a";
  private static final String DAILY = "/ogcapi/v0/collections/daily/items";
  private static final String FEATURE = "{\"type\":\"Feature\",\"id\":\"moved\",\"geometry\":null,\"properties\":{\"value\":\"1.0\"}}";

  @TempDir
  Path dir;

  private final List<MultiMap> secondSaw = new CopyOnWriteArrayList<>();
  private final List<MultiMap> upstreamSaw = new CopyOnWriteArrayList<>();
  private FakeUpstream second;
  private FakeUpstream upstream;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    second = FakeUpstream.create(vertx);
    second.router().route().handler(rc -> {
      secondSaw.add(MultiMap.caseInsensitiveMultiMap().addAll(rc.request().headers()));
      feature(rc);
    });
    await(second.start(vertx));
    String secondOrigin = second.baseUrl();
    // the same listener under another name is another origin
    String otherOrigin = secondOrigin.replace("127.0.0.1", "localhost");
    upstream = FakeUpstream.create(vertx)
      .get(DAILY + "/same", rc -> redirect(rc, 302, DAILY + "/moved?f=json"))
      .get(DAILY + "/moved", rc -> {
        upstreamSaw.add(MultiMap.caseInsensitiveMultiMap().addAll(rc.request().headers()));
        feature(rc);
      })
      .get(DAILY + "/away", rc -> redirect(rc, 302, otherOrigin + DAILY + "/moved?f=json"))
      .get(DAILY + "/mirror", rc -> redirect(rc, 307, secondOrigin + DAILY + "/copy?f=json"))
      .get(DAILY + "/loop", rc -> redirect(rc, 301, DAILY + "/loop"));
    await(upstream.start(vertx));
    JsonObject declared = new JsonObject().put("upstreams", new JsonObject()
      .put("usgs.ogcapi", new JsonObject().put("redirectOrigins", new JsonArray().add(secondOrigin))));
    gateway = HostileHarness.start(vertx, dir, declared, Map.of(
      "GATEHOUSE_UPSTREAM_OVERRIDES", "api.waterdata.usgs.gov=" + upstream.baseUrl(), "USGS_API_KEY", KEY), "usgs");
    client = WebClient.create(vertx);
  }

  @AfterEach
  void stop() throws Exception {
    if (client != null) client.close();
    if (gateway != null) await(gateway.stop());
    await(upstream.close());
    await(second.close());
  }

  @Test
  void aRedirectWithinTheUpstreamsOriginIsFollowedWithItsKeyAndTheSourceNamesWhereItLed() throws Exception {
    HttpResponse<Buffer> answer = get("/same");

    assertEquals(200, answer.statusCode(), answer.bodyAsString());
    assertEquals("moved", answer.bodyAsJsonObject().getJsonObject("data").getString("id"));
    assertEquals(KEY, upstreamSaw.get(0).get("X-Api-Key"), "the upstream's own origin gets its key");
    String source = sourceUrl(answer);
    assertEquals("https://api.waterdata.usgs.gov" + DAILY + "/moved?f=json", source, "the URL that answered, under its real host");
  }

  @Test
  void aRedirectToAnotherOriginIsRefusedNamingItsHostAndReachesNothing() throws Exception {
    HttpResponse<Buffer> answer = get("/away");

    assertEquals(502, answer.statusCode(), answer.bodyAsString());
    JsonObject problem = answer.bodyAsJsonObject();
    assertTrue(problem.getString("type").endsWith("/upstream-redirect"), problem.encode());
    assertTrue(problem.getString("detail").contains("localhost"), problem.encode());
    assertEquals("localhost", problem.getString("redirect_host"));
    assertTrue(secondSaw.isEmpty(), "the other origin's listener got no request at all");
    assertFalse(answer.bodyAsString().contains(KEY));
  }

  @Test
  void aDeclaredOriginIsFollowedWithoutTheKey() throws Exception {
    HttpResponse<Buffer> answer = get("/mirror");

    assertEquals(200, answer.statusCode(), answer.bodyAsString());
    assertEquals(1, secondSaw.size());
    assertNull(secondSaw.get(0).get("X-Api-Key"), "the key stays with the origin it belongs to");
    assertEquals(second.baseUrl() + DAILY + "/copy?f=json", sourceUrl(answer));
  }

  @Test
  void aRedirectLoopEndsAfterABoundedNumberOfHops() throws Exception {
    HttpResponse<Buffer> answer = get("/loop");

    assertEquals(502, answer.statusCode(), answer.bodyAsString());
    assertTrue(answer.bodyAsJsonObject().getString("detail").contains("more than 5 redirects"), answer.bodyAsString());
    assertEquals(6, upstream.hits(DAILY + "/loop"), "the first request and five hops");
  }

  @Test
  void overMcpARefusedRedirectIsAToolErrorAndTheKeyNeverLeaves() throws Exception {
    HttpResponse<Buffer> answer = HostileHarness.post(client, gateway, "usgs_daily_item",
      HostileHarness.toolCall("usgs_daily_item", new JsonObject().put("feature_id", "away")));

    assertEquals(200, answer.statusCode(), answer.bodyAsString());
    JsonObject result = answer.bodyAsJsonObject().getJsonObject("result");
    assertTrue(result.getBoolean("isError"), result.encode());
    assertTrue(result.encode().contains("upstream-redirect"), result.encode());
    assertTrue(secondSaw.isEmpty());
  }

  private HttpResponse<Buffer> get(String item) throws Exception {
    return await(client.getAbs(gateway.baseUrl() + "/api/v1/usgs/water/ogc/collections/daily/items" + item).send());
  }

  private static String sourceUrl(HttpResponse<Buffer> answer) {
    return answer.bodyAsJsonObject().getJsonArray("sources").getJsonObject(0).getString("url");
  }

  private static void redirect(RoutingContext rc, int status, String location) {
    rc.response().setStatusCode(status).putHeader("Location", location).end();
  }

  private static void feature(RoutingContext rc) {
    rc.response().putHeader("Content-Type", "application/geo+json").end(FEATURE);
  }
}
