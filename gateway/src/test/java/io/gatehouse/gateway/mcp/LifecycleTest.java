package io.gatehouse.gateway.mcp;

import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LifecycleTest extends McpTestBase {

  @Test
  void negotiatesEachLegacyRevisionAndFallsBackToLatest(VertxTestContext ctx) {
    JsonObject seen = new JsonObject();
    post(BOTH).sendJsonObject(request(1, "initialize", initializeParams("2025-03-26")))
      .compose(r -> {
        seen.put("0326", r.bodyAsJsonObject());
        return post(BOTH).sendJsonObject(request(1, "initialize", initializeParams("2025-06-18")));
      })
      .compose(r -> {
        seen.put("0618", r.bodyAsJsonObject());
        return post(BOTH).sendJsonObject(request("x", "initialize", initializeParams("1999-01-01")));
      })
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonObject old = seen.getJsonObject("0326").getJsonObject("result");
        assertEquals("2025-03-26", old.getString("protocolVersion"));
        assertNull(old.getJsonObject("serverInfo").getString("title"));
        assertEquals("2025-06-18", seen.getJsonObject("0618").getJsonObject("result").getString("protocolVersion"));
        assertEquals("Test Gatehouse", seen.getJsonObject("0618").getJsonObject("result")
          .getJsonObject("serverInfo").getString("title"));
        JsonObject latest = r.bodyAsJsonObject();
        assertEquals("x", latest.getString("id"));
        JsonObject result = latest.getJsonObject("result");
        assertEquals("2025-11-25", result.getString("protocolVersion"));
        assertEquals("https://gatehouse.test", result.getJsonObject("serverInfo").getString("websiteUrl"));
        assertEquals("Use echo.", result.getString("instructions"));
        assertTrue(result.getJsonObject("capabilities").containsKey("tools"));
        assertTrue(result.getJsonObject("capabilities").containsKey("logging"));
        String sid = r.getHeader("MCP-Session-Id");
        assertNotNull(sid);
        assertTrue(sid.length() >= 40 && sid.chars().allMatch(c -> c >= 0x21 && c <= 0x7e));
        ctx.completeNow();
      })));
  }

  @Test
  void sessionRulesMissingUnknownAndDeleted(VertxTestContext ctx) {
    JsonObject ping = request(2, "ping", null);
    session("2025-11-25").compose(sid -> post(BOTH).putHeader("MCP-Protocol-Version", "2025-11-25")
        .sendJsonObject(ping)
        .compose(missing -> {
          ctx.verify(() -> assertEquals(400, missing.statusCode()));
          return inSession("nope", "2025-11-25", BOTH).sendJsonObject(ping);
        })
        .compose(unknown -> {
          ctx.verify(() -> assertEquals(404, unknown.statusCode()));
          return call(sid, "2025-11-25", ping);
        })
        .compose(ok -> {
          ctx.verify(() -> {
            assertEquals(200, ok.statusCode());
            assertEquals(new JsonObject(), ok.bodyAsJsonObject().getJsonObject("result"));
          });
          return client.delete("/mcp").putHeader("MCP-Session-Id", sid).send();
        })
        .compose(deleted -> {
          ctx.verify(() -> assertEquals(200, deleted.statusCode()));
          return call(sid, "2025-11-25", ping);
        }))
      .onComplete(ctx.succeeding(gone -> ctx.verify(() -> {
        assertEquals(404, gone.statusCode());
        assertEquals(0, endpoint.sessionCount());
        ctx.completeNow();
      })));
  }

  @Test
  void protocolVersionHeaderMustBeSupported(VertxTestContext ctx) {
    session("2025-06-18").compose(sid -> inSession(sid, "2024-01-01", BOTH).sendJsonObject(request(1, "ping", null)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(400, r.statusCode());
        assertEquals(-32022, r.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        ctx.completeNow();
      })));
  }

  @Test
  void notificationsAndResponsesAre202(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25", notification("notifications/whatever", null))
        .compose(n -> {
          ctx.verify(() -> {
            assertEquals(202, n.statusCode());
            assertNull(n.body());
          });
          return call(sid, "2025-11-25", new JsonObject().put("jsonrpc", "2.0").put("id", "gh-99")
            .put("result", new JsonObject()));
        }))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(202, r.statusCode());
        ctx.completeNow();
      })));
  }

  @Test
  void sessionsAreBoundedAndExpire(VertxTestContext ctx) {
    // a store of two: the third initialize evicts the least recently used idle session
    endpoint.close();
    McpOptions small = options().withSessions(2, 60_000);
    io.vertx.ext.web.Router router = io.vertx.ext.web.Router.router(vertx);
    McpEndpoint bounded = McpEndpoint.mount(router, "/mcp", backend, small);
    vertx.createHttpServer().requestHandler(router).listen(0, "127.0.0.1").compose(s -> {
      io.vertx.ext.web.client.WebClient wc = io.vertx.ext.web.client.WebClient.create(vertx,
        new io.vertx.ext.web.client.WebClientOptions().setDefaultHost("127.0.0.1").setDefaultPort(s.actualPort()));
      JsonObject init = request(1, "initialize", initializeParams("2025-11-25"));
      return wc.post("/mcp").putHeader("Accept", BOTH).sendJsonObject(init)
        .compose(a -> wc.post("/mcp").putHeader("Accept", BOTH).sendJsonObject(init)
          .compose(b -> wc.post("/mcp").putHeader("Accept", BOTH).sendJsonObject(init))
          .compose(c -> wc.post("/mcp").putHeader("Accept", BOTH)
            .putHeader("MCP-Session-Id", a.getHeader("MCP-Session-Id")).sendJsonObject(request(2, "ping", null))))
        .eventually(() -> s.close());
    }).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(404, r.statusCode());
      assertEquals(2, bounded.sessionCount());
      bounded.close();
      assertFalse(bounded.sessionCount() > 0);
      ctx.completeNow();
    })));
  }

  @Test
  void idleSessionsExpire(VertxTestContext ctx) {
    endpoint.close();
    io.vertx.ext.web.Router router = io.vertx.ext.web.Router.router(vertx);
    // sessions idle 50 ms on a time source the test moves
    AtomicLong nanos = new AtomicLong();
    McpEndpoint quick = McpEndpoint.mount(router, "/mcp", backend,
      options().withSessions(10, 50).withNanoTime(nanos::get));
    vertx.createHttpServer().requestHandler(router).listen(0, "127.0.0.1").compose(s -> {
      io.vertx.ext.web.client.WebClient wc = io.vertx.ext.web.client.WebClient.create(vertx,
        new io.vertx.ext.web.client.WebClientOptions().setDefaultHost("127.0.0.1").setDefaultPort(s.actualPort()));
      return wc.post("/mcp").putHeader("Accept", BOTH)
        .sendJsonObject(request(1, "initialize", initializeParams("2025-11-25")))
        .compose(a -> {
          String session = a.getHeader("MCP-Session-Id");
          nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(50));
          return wc.post("/mcp").putHeader("Accept", BOTH).putHeader("MCP-Session-Id", session)
            .sendJsonObject(request(2, "ping", null))
            .compose(used -> {
              ctx.verify(() -> assertEquals(200, used.statusCode(), "idle 50 ms: still live, and used now"));
              nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(51));
              return wc.post("/mcp").putHeader("Accept", BOTH).putHeader("MCP-Session-Id", session)
                .sendJsonObject(request(3, "ping", null));
            });
        })
        .eventually(() -> s.close());
    }).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(404, r.statusCode(), "idle 51 ms: ended");
      quick.close();
      ctx.completeNow();
    })));
  }
}
