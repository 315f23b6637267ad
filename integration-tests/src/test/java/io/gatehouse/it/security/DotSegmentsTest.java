package io.gatehouse.it.security;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
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

import static io.gatehouse.it.security.HostileHarness.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Path parameters that are dot segments, in any encoding, never reach the upstream (which would resolve
 * {@code items/..} to another resource, with the operator's key): refused as bad arguments over MCP and
 * REST, while other values, dots inside them included, are sent as before.
 */
@ExtendWith(VertxExtension.class)
class DotSegmentsTest {

  private static final String ITEMS = "/ogcapi/v0/collections/daily/items";
  private static final String REST = "/api/v1/usgs/water/ogc/collections/daily/items/";
  private static final List<String> DOTS = List.of(".", "..", "%2e%2E", "%2E", ".%2e", "%252e%252e");

  @TempDir
  Path dir;

  private FakeUpstream upstream;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    upstream = FakeUpstream.create(vertx);
    upstream.router().route(ITEMS + "*").handler(rc -> {
      rc.response().putHeader("Content-Type", "application/geo+json")
        .end("{\"type\":\"Feature\",\"id\":\"x\",\"geometry\":null,\"properties\":{}}");
    });
    await(upstream.start(vertx));
    gateway = HostileHarness.start(vertx, dir, new JsonObject(), Map.of(
      "GATEHOUSE_UPSTREAM_OVERRIDES", "api.waterdata.usgs.gov=" + upstream.baseUrl(), "USGS_API_KEY", "k"), "usgs");
    client = WebClient.create(vertx);
  }

  @AfterEach
  void stop() throws Exception {
    if (client != null) client.close();
    if (gateway != null) await(gateway.stop());
    await(upstream.close());
  }

  @Test
  void overMcpEveryEncodingOfADotSegmentIsABadArgumentAndNoRequestGoesOut() throws Exception {
    for (String dots : DOTS) {
      HttpResponse<Buffer> answer = HostileHarness.post(client, gateway, "usgs_daily_item",
        HostileHarness.toolCall("usgs_daily_item", new JsonObject().put("feature_id", dots)));
      String text = answer.bodyAsString();
      assertEquals(200, answer.statusCode(), text);
      JsonObject result = answer.bodyAsJsonObject().getJsonObject("result");
      assertTrue(result != null && result.getBoolean("isError"), dots + ": " + text);
      assertTrue(text.contains("bad-argument") && text.contains("feature_id"), dots + ": " + text);
    }
    assertEquals(0, upstream.hitsStartingWith(ITEMS), "no request reached the upstream");
  }

  @Test
  void overRestADotSegmentInThePathIsRefusedWhereverItIsDecoded() throws Exception {
    for (String dots : DOTS) {
      HttpResponse<Buffer> answer = await(client.getAbs(gateway.baseUrl() + REST + dots).send());
      assertEquals(400, answer.statusCode(), dots + ": " + answer.bodyAsString());
      assertTrue(answer.bodyAsJsonObject().getString("type").endsWith("/bad-argument"), answer.bodyAsString());
    }
    // a dot segment before the parameter would make the router match another route than the one named
    HttpResponse<Buffer> climbing = await(client.getAbs(gateway.baseUrl() + REST + "x/../../items").send());
    assertEquals(400, climbing.statusCode(), climbing.bodyAsString());
    assertEquals(0, upstream.hitsStartingWith(ITEMS), "no request reached the upstream");
  }

  @Test
  void valuesWithDotsThatAreNotDotSegmentsStillGoOutEncodedAsBefore() throws Exception {
    HttpResponse<Buffer> rest = await(client.getAbs(gateway.baseUrl() + REST + "a..b").send());
    assertEquals(200, rest.statusCode(), rest.bodyAsString());
    HttpResponse<Buffer> mcp = HostileHarness.post(client, gateway, "usgs_daily_item",
      HostileHarness.toolCall("usgs_daily_item", new JsonObject().put("feature_id", "../x")));
    JsonObject result = mcp.bodyAsJsonObject().getJsonObject("result");
    assertTrue(!result.getBoolean("isError", false), mcp.bodyAsString());
    assertEquals(1, upstream.hits(ITEMS + "/a..b"));
    assertEquals(1, upstream.hits(ITEMS + "/..%2Fx"), "a slash stays encoded inside its segment");
  }
}
