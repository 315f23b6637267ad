package io.gatehouse.gateway.plugins;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.PluginJarBuilder;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
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

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A provider jar built outside the reactor, dropped into a fresh plug-ins folder beside a corrupt
 * jar: the gateway serves the good one over REST and reports the bad one.
 */
@ExtendWith(VertxExtension.class)
class PluginEndToEndTest {

  @TempDir
  Path dir;

  private FakeUpstream upstream;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) throws Exception {
    Path plugins = PluginJarBuilder.greet(dir, "testplugin/greet.json");
    PluginJarBuilder.corrupt(plugins.resolve("broken.jar"));
    Files.writeString(plugins.resolve("notes.txt"), "not a jar, ignored");

    upstream = FakeUpstream.create(vertx).get("/v1/greet/:name", rc -> {
      JsonObject answer = new JsonObject()
        .put("greeting", ("nl".equals(rc.queryParams().get("lang")) ? "Hallo " : "Hello ") + rc.pathParam("name"))
        .put("query", rc.request().query());
      if (rc.pathParam("name").equals("Crowd")) {
        // far more than one MCP result may carry in this test's configuration
        JsonArray people = new JsonArray();
        for (int i = 0; i < 300; i++) people.add(new JsonObject().put("n", i).put("name", "person number " + i));
        answer.put("people", people);
      }
      rc.response().putHeader("Content-Type", "application/json").end(answer.encode());
    });
    client = WebClient.create(vertx);
    TestGateway.startBehind(vertx, upstream, TestGateway.openServerConfig(dir.resolve("data"), plugins, "greet"))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    TestGateway.stop(gateway, upstream).onComplete(ctx.succeedingThenComplete());
  }

  private String url(String path) {
    return gateway.baseUrl() + path;
  }

  @Test
  void upstreamOperationOverRest(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/greet/hello/Ada?lang=nl")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(200, r.statusCode(), r.bodyAsString());
      JsonObject body = r.bodyAsJsonObject();
      assertEquals("Hallo Ada", body.getJsonObject("data").getString("greeting"));
      JsonObject source = body.getJsonArray("sources").getJsonObject(0);
      assertEquals("Greetings API", source.getString("name"));
      assertTrue(source.getString("url").startsWith("https://greetings.example.test/v1/greet/Ada"),
        source.getString("url"));
      assertNotNull(source.getString("retrieved_at"));
      ctx.completeNow();
    })));
  }

  @Test
  void schemaDefaultsReachTheUpstream(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/greet/hello/Bob")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(200, r.statusCode(), r.bodyAsString());
      assertEquals("lang=en", r.bodyAsJsonObject().getJsonObject("data").getString("query"));
      ctx.completeNow();
    })));
  }

  @Test
  void computedOperationOverRest(VertxTestContext ctx) {
    client.postAbs(url("/api/v1/greet/sum")).sendJsonObject(new JsonObject().put("a", 2).put("b", 3.5))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        assertEquals(5.5, r.bodyAsJsonObject().getDouble("sum"));
        assertEquals("greet arithmetic", r.bodyAsJsonObject().getJsonArray("sources").getJsonObject(0).getString("name"));
        ctx.completeNow();
      })));
  }

  @Test
  void corruptJarIsReportedOnHealth(VertxTestContext ctx) {
    client.getAbs(url("/health")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(200, r.statusCode(), r.bodyAsString());
      JsonArray checks = r.bodyAsJsonObject().getJsonArray("checks");
      JsonObject plugins = find(checks, "plugins");
      JsonObject skipped = plugins.getJsonObject("data").getJsonArray("skipped").getJsonObject(0);
      assertEquals("broken.jar", skipped.getString("origin"));
      assertTrue(skipped.getString("reason").contains("not a readable jar"), skipped.encode());
      JsonObject greet = find(checks, "providers").getJsonObject("data").getJsonObject("greet");
      assertEquals("greet.jar", greet.getString("origin"));
      assertEquals(3, greet.getInteger("operations"));
      ctx.completeNow();
    })));
  }

  @Test
  void missingArgumentIsAProblemNamingTheField(VertxTestContext ctx) {
    client.postAbs(url("/api/v1/greet/sum")).sendJsonObject(new JsonObject().put("a", 2))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertProblem(r, 400, "bad-argument");
        assertEquals("b", r.bodyAsJsonObject().getString("field"));
        ctx.completeNow();
      })));
  }

  @Test
  void wrongTypedArgumentIsAProblemNamingTheField(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/greet/hello/Ada?times=lots")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertProblem(r, 400, "bad-argument");
      assertEquals("times", r.bodyAsJsonObject().getString("field"));
      ctx.completeNow();
    })));
  }

  @Test
  void schemaViolationIsAProblemNamingTheField(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/greet/hello/Ada?lang=de")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertProblem(r, 400, "bad-argument");
      assertEquals("lang", r.bodyAsJsonObject().getString("field"));
      ctx.completeNow();
    })));
  }

  @Test
  void malformedJsonBodyIsAProblem(VertxTestContext ctx) {
    client.postAbs(url("/api/v1/greet/sum")).putHeader("Content-Type", "application/json")
      .sendBuffer(Buffer.buffer("{\"a\": 1,")).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertProblem(r, 400, "bad-argument");
        ctx.completeNow();
      })));
  }

  @Test
  void aPathParameterArrivesDecoded(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/greet/hello/Ada%20Lovelace?lang=nl")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(200, r.statusCode(), r.bodyAsString());
      assertEquals("Hallo Ada Lovelace", r.bodyAsJsonObject().getJsonObject("data").getString("greeting"));
      ctx.completeNow();
    })));
  }

  @Test
  void aKnownPathWithAnotherMethodIsAProblem(VertxTestContext ctx) {
    client.deleteAbs(url("/api/v1/greet/hello/Ada")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertProblem(r, 405, "method-not-allowed");
      ctx.completeNow();
    })));
  }

  @Test
  void unknownRouteIsAProblem(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/greet/nothing-here")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertProblem(r, 404, "not-found");
      ctx.completeNow();
    })));
  }

  @Test
  void bodyOverTheLimitIsAProblem(VertxTestContext ctx) {
    Buffer huge = Buffer.buffer("{\"a\": 1, \"b\": 2, \"pad\": \"" + "x".repeat(70_000) + "\"}");
    client.postAbs(url("/api/v1/greet/sum")).putHeader("Content-Type", "application/json").sendBuffer(huge)
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertProblem(r, 413, "payload-too-large");
        ctx.completeNow();
      })));
  }

  @Test
  void openApiNamesTheUpstreamOfEachOperation(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/openapi.json")).send().onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      JsonObject paths = r.bodyAsJsonObject().getJsonObject("paths");
      JsonObject hello = paths.getJsonObject("/api/v1/greet/hello/{name}").getJsonObject("get");
      assertEquals("greet_hello", hello.getString("operationId"));
      assertEquals("https://greetings.example.test/v1/greet/{name}",
        hello.getJsonObject("x-upstream").getString("url"));
      JsonObject sum = paths.getJsonObject("/api/v1/greet/sum").getJsonObject("post");
      assertEquals("computed", sum.getJsonObject("x-upstream").getString("type"));
      ctx.completeNow();
    })));
  }

  @Test
  void bothOperationsAreMcpTools(VertxTestContext ctx) {
    JsonObject init = rpc(1, "initialize", new JsonObject().put("protocolVersion", "2025-11-25")
      .put("capabilities", new JsonObject()).put("clientInfo", new JsonObject().put("name", "t").put("version", "1")));
    client.postAbs(url("/test/mcp")).putHeader("Accept", "application/json, text/event-stream")
      .sendJsonObject(init)
      .compose(r -> {
        String session = r.getHeader("MCP-Session-Id");
        ctx.verify(() -> assertNotNull(session, r.bodyAsString()));
        return mcp(session, new JsonObject().put("jsonrpc", "2.0").put("method", "notifications/initialized"))
          .compose(v -> mcp(session, rpc(2, "tools/list", new JsonObject())))
          .compose(list -> {
            ctx.verify(() -> {
              JsonArray tools = list.bodyAsJsonObject().getJsonObject("result").getJsonArray("tools");
              assertEquals("greet_hello", tools.getJsonObject(0).getString("name"));
              assertEquals("greet_sum", tools.getJsonObject(1).getString("name"));
            });
            return mcp(session, rpc(3, "tools/call", new JsonObject().put("name", "greet_hello")
              .put("arguments", new JsonObject().put("name", "Ada"))));
          })
          .compose(hello -> {
            ctx.verify(() -> {
              JsonObject result = hello.bodyAsJsonObject().getJsonObject("result");
              assertFalse(result.getBoolean("isError", false), hello.bodyAsString());
              assertEquals("Hello Ada", result.getJsonObject("structuredContent").getJsonObject("data").getString("greeting"));
            });
            return mcp(session, rpc(4, "tools/call", new JsonObject().put("name", "greet_sum")
              .put("arguments", new JsonObject().put("a", 1).put("b", 2))));
          });
      })
      .onComplete(ctx.succeeding(sum -> ctx.verify(() -> {
        JsonObject result = sum.bodyAsJsonObject().getJsonObject("result");
        assertEquals(3.0, result.getJsonObject("structuredContent").getDouble("sum"));
        assertEquals(3.0, new JsonObject(result.getJsonArray("content").getJsonObject(0).getString("text")).getDouble("sum"));
        ctx.completeNow();
      })));
  }

  @Test
  void badToolArgumentsAreToolErrorsNamingTheField(VertxTestContext ctx) {
    JsonObject call = rpc(7, "tools/call", new JsonObject().put("name", "greet_sum")
      .put("arguments", new JsonObject().put("a", "one").put("b", 2))
      .put("_meta", modernMeta()));
    client.postAbs(url("/test/mcp")).putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", "tools/call")
      .putHeader("Mcp-Name", "greet_sum")
      .sendJsonObject(call).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode(), r.bodyAsString());
        JsonObject result = r.bodyAsJsonObject().getJsonObject("result");
        assertTrue(result.getBoolean("isError"), r.bodyAsString());
        assertTrue(r.bodyAsString().contains("'a'"), r.bodyAsString());
        ctx.completeNow();
      })));
  }

  @Test
  void aCallPastItsTimeoutIsAProblemAndTheProviderIsToldToStop(VertxTestContext ctx) {
    client.getAbs(url("/api/v1/greet/wait?ms=10000")).putHeader("X-Request-Id", "slow-1").send()
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertProblem(r, 504, "timeout");
        assertEquals("slow-1", r.getHeader("X-Request-Id"));
        onceHit("/v1/greet/cancelled-slow-1", ctx, ctx::completeNow);
      })));
  }

  @Test
  void mcpCancellationStopsTheDispatchedWork(Vertx vertx, VertxTestContext ctx) {
    JsonObject init = rpc(1, "initialize", new JsonObject().put("protocolVersion", "2025-11-25")
      .put("capabilities", new JsonObject()).put("clientInfo", new JsonObject().put("name", "t").put("version", "1")));
    client.postAbs(url("/test/mcp")).putHeader("Accept", "application/json, text/event-stream").sendJsonObject(init)
      .onComplete(ctx.succeeding(r -> {
        String session = r.getHeader("MCP-Session-Id");
        mcp(session, new JsonObject().put("jsonrpc", "2.0").put("method", "notifications/initialized"))
          .onComplete(ctx.succeeding(v -> {
            // the call stays open; the cancellation comes on another request
            mcp(session, rpc(42, "tools/call", new JsonObject().put("name", "greet_wait")
              .put("arguments", new JsonObject().put("ms", 10_000))));
            // cancelled once the provider is waiting; any started-*/cancelled-* hit counts, as the provider's
            // request id is derived from the JSON-RPC id
            onceHit("/v1/greet/started-", ctx, () -> mcp(session, new JsonObject().put("jsonrpc", "2.0")
              .put("method", "notifications/cancelled").put("params", new JsonObject().put("requestId", 42)))
              .onComplete(ctx.succeeding(accepted -> onceHit("/v1/greet/cancelled-", ctx, ctx::completeNow))));
          }));
      }));
  }

  /** Runs then once the upstream has had a request whose path starts with prefix; fails the test after 3 s without. */
  private void onceHit(String prefix, VertxTestContext ctx, Runnable then) {
    long deadline = System.currentTimeMillis() + 3000;
    Vertx owner = Vertx.currentContext().owner();
    owner.setPeriodic(50, id -> {
      if (upstream.hitsStartingWith(prefix) > 0) {
        owner.cancelTimer(id);
        then.run();
      } else if (System.currentTimeMillis() > deadline) {
        owner.cancelTimer(id);
        ctx.failNow("no request to " + prefix + "...");
      }
    });
  }

  @Test
  void largeResultsArePagedThroughContinuations(VertxTestContext ctx) {
    statelessCall("greet_hello", new JsonObject().put("name", "Crowd"))
      .compose(first -> collect(first, new JsonArray(), 0))
      .onComplete(ctx.succeeding(people -> ctx.verify(() -> {
        assertEquals(300, people.size());
        for (int i = 0; i < 300; i++) assertEquals(i, people.getJsonObject(i).getInteger("n"));
        ctx.completeNow();
      })));
  }

  /** Follows continuation tokens until the list is whole; every part fits the configured bound. */
  private Future<JsonArray> collect(JsonObject part, JsonArray into, int parts) {
    if (part.toBuffer().length() > 4096 || parts > 200) {
      return Future.failedFuture(new AssertionError("part " + parts + " is " + part.toBuffer().length() + " bytes"));
    }
    part.getJsonObject("data").getJsonArray("people").forEach(into::add);
    JsonObject continuation = part.getJsonObject("continuation");
    if (continuation == null) return Future.succeededFuture(into);
    return statelessCall("gatehouse_continue", new JsonObject().put("token", continuation.getString("token")))
      .compose(next -> collect(next, into, parts + 1));
  }

  private Future<JsonObject> statelessCall(String tool, JsonObject arguments) {
    JsonObject call = rpc(9, "tools/call", new JsonObject().put("name", tool).put("arguments", arguments)
      .put("_meta", modernMeta()));
    return client.postAbs(url("/test/mcp")).putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", tool)
      .sendJsonObject(call).map(r -> {
        JsonObject result = r.bodyAsJsonObject().getJsonObject("result");
        if (result == null || result.getBoolean("isError", false)) throw new AssertionError(r.bodyAsString());
        return result.getJsonObject("structuredContent");
      });
  }

  private static JsonObject modernMeta() {
    return new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "t").put("version", "1"));
  }

  private Future<HttpResponse<Buffer>> mcp(String session, JsonObject message) {
    return client.postAbs(url("/test/mcp")).putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Session-Id", session).putHeader("MCP-Protocol-Version", "2025-11-25")
      .sendJsonObject(message);
  }

  private static JsonObject rpc(int id, String method, JsonObject params) {
    return new JsonObject().put("jsonrpc", "2.0").put("id", id).put("method", method).put("params", params);
  }

  static void assertProblem(HttpResponse<Buffer> r, int status, String slug) {
    assertEquals(status, r.statusCode(), r.bodyAsString());
    assertEquals("application/problem+json", r.getHeader("Content-Type"));
    JsonObject body = r.bodyAsJsonObject();
    assertEquals("/problems/" + slug, body.getString("type"));
    assertFalse(r.bodyAsString().contains("Exception"), "no internals in " + r.bodyAsString());
    assertFalse(r.bodyAsString().contains("\tat "), "no stack trace");
  }

  private static JsonObject find(JsonArray checks, String id) {
    for (Object o : checks) {
      JsonObject check = (JsonObject) o;
      if (id.equals(check.getString("id"))) return check;
    }
    throw new AssertionError("no check " + id + " in " + checks.encode());
  }
}
