package io.gatehouse.gateway.upstream;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.PluginJarBuilder;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An upstream that misbehaves costs the caller no more than it should: a malformed body is a bad
 * gateway answer, a 429 asking for more time than the caller has is passed on at once, and a hanging
 * upstream holds the caller for its operation's timeout, never more than the dispatch timeout.
 */
@ExtendWith(VertxExtension.class)
class UpstreamFaultTest {

  private static final long HELLO_TIMEOUT_MS = 700;
  private static final long DISPATCH_TIMEOUT_MS = 1500;

  @TempDir
  Path dir;

  private FakeUpstream upstream;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) throws Exception {
    Path plugins = PluginJarBuilder.greet(dir, "testplugin/faulty.json");
    upstream = FakeUpstream.create(vertx)
      .get("/v1/greet/malformed", rc -> rc.response().putHeader("Content-Type", "application/json").end("{\"greeting\":"))
      .get("/v1/greet/busy", rc -> rc.response().setStatusCode(429).putHeader("Retry-After", "120").end())
      // never answers: the attempt's deadline must end it
      .get("/v1/greet/hanging", rc -> { });
    client = WebClient.create(vertx);
    JsonObject config = TestGateway.openServerConfig(dir.resolve("data"), plugins, "greet")
      .put("dispatch", new JsonObject().put("timeoutMs", DISPATCH_TIMEOUT_MS)
        .put("operations", new JsonObject().put("greet.hello", new JsonObject().put("timeoutMs", HELLO_TIMEOUT_MS))));
    TestGateway.startBehind(vertx, upstream, config)
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    TestGateway.stop(gateway, upstream).onComplete(ctx.succeedingThenComplete());
  }

  private Future<HttpResponse<Buffer>> get(String path) {
    return client.getAbs(gateway.baseUrl() + "/api/v1/greet" + path).send();
  }

  @Test
  void aMalformedBodyIsABadGatewayAnswer(VertxTestContext ctx) {
    get("/hello/malformed").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(502, r.statusCode(), r.bodyAsString());
      assertTrue(r.bodyAsJsonObject().getString("type").endsWith("/upstream-rejected"), r.bodyAsString());
      ctx.completeNow();
    })));
  }

  @Test
  void aRetryAfterLongerThanTheCallerHasIsPassedOnAtOnce(VertxTestContext ctx) {
    long[] start = new long[1];
    // a first call warms the path, so the one timed is not the JVM's first
    get("/slow/malformed").compose(warm -> {
      start[0] = System.nanoTime();
      return get("/slow/busy");
    }).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      long ms = (System.nanoTime() - start[0]) / 1_000_000;
      assertEquals(429, r.statusCode(), r.bodyAsString());
      assertEquals("120", r.getHeader("Retry-After"));
      assertEquals(1, upstream.hits("/v1/greet/busy"), "no retry the caller cannot wait for");
      assertTrue(ms < DISPATCH_TIMEOUT_MS, "answered in " + ms + " ms");
      ctx.completeNow();
    })));
  }

  @Test
  void aHangingUpstreamHoldsTheCallerForItsOperationsTimeout(VertxTestContext ctx) {
    long start = System.nanoTime();
    get("/hello/hanging").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      long ms = (System.nanoTime() - start) / 1_000_000;
      assertEquals(504, r.statusCode(), r.bodyAsString());
      assertTrue(ms >= HELLO_TIMEOUT_MS - 50 && ms < DISPATCH_TIMEOUT_MS, "answered in " + ms + " ms");
      ctx.completeNow();
    })));
  }

  @Test
  void noOperationWaitsLongerThanTheDispatchTimeout(VertxTestContext ctx) {
    long start = System.nanoTime();
    // the manifest leaves this operation at 30 s
    get("/slow/hanging").onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      long ms = (System.nanoTime() - start) / 1_000_000;
      assertEquals(504, r.statusCode(), r.bodyAsString());
      assertTrue(ms >= DISPATCH_TIMEOUT_MS - 50 && ms < DISPATCH_TIMEOUT_MS + 3_000, "answered in " + ms + " ms");
      ctx.completeNow();
    })));
  }
}
