package io.gatehouse.gateway.mcp;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ToolsTest extends McpTestBase {

  @Override
  FakeBackend backend(Vertx vertx) {
    // 4 real tools and 246 fillers: three pages of 100
    return new FakeBackend(vertx, 246, EnumSet.noneOf(McpFeature.class));
  }

  @Test
  void capabilitiesOnlyForWhatIsServed(VertxTestContext ctx) {
    post(BOTH).sendJsonObject(request(1, "initialize", initializeParams("2025-11-25")))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonObject caps = r.bodyAsJsonObject().getJsonObject("result").getJsonObject("capabilities");
        assertEquals(new JsonObject().put("listChanged", false), caps.getJsonObject("tools"));
        assertFalse(caps.containsKey("resources"));
        assertFalse(caps.containsKey("prompts"));
        assertFalse(caps.containsKey("completions"));
        ctx.completeNow();
      })));
  }

  @Test
  void listPagesThroughEveryToolInOrder(VertxTestContext ctx) {
    List<String> names = new ArrayList<>();
    session("2025-11-25").compose(sid -> page(sid, null, names, 0)).onComplete(ctx.succeeding(pages -> ctx.verify(() -> {
      assertEquals(3, pages);
      assertEquals(250, names.size());
      assertEquals("echo", names.get(0));
      assertEquals("filler_245", names.get(249));
      ctx.completeNow();
    })));
  }

  private Future<Integer> page(String sid, String cursor, List<String> names, int pages) {
    JsonObject params = cursor == null ? null : new JsonObject().put("cursor", cursor);
    return call(sid, "2025-11-25", request(pages, "tools/list", params)).compose(r -> {
      JsonObject result = r.bodyAsJsonObject().getJsonObject("result");
      result.getJsonArray("tools").forEach(t -> names.add(((JsonObject) t).getString("name")));
      String next = result.getString("nextCursor");
      return next == null ? Future.succeededFuture(pages + 1) : page(sid, next, names, pages + 1);
    });
  }

  @Test
  void badCursorIsInvalidParams(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25",
        request(1, "tools/list", new JsonObject().put("cursor", "bm90LWEtY3Vyc29y"))))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(-32602, r.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        ctx.completeNow();
      })));
  }

  @Test
  void toolShapeFollowsRevision(VertxTestContext ctx) {
    JsonObject shapes = new JsonObject();
    session("2025-03-26")
      .compose(sid -> call(sid, "2025-03-26", request(1, "tools/list", null)))
      .compose(r -> {
        shapes.put("0326", r.bodyAsJsonObject().getJsonObject("result").getJsonArray("tools").getJsonObject(0));
        return session("2025-06-18");
      })
      .compose(sid -> call(sid, "2025-06-18", request(1, "tools/list", null)))
      .compose(r -> {
        shapes.put("0618", r.bodyAsJsonObject().getJsonObject("result").getJsonArray("tools").getJsonObject(0));
        return session("2025-11-25");
      })
      .compose(sid -> call(sid, "2025-11-25", request(1, "tools/list", null)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonObject old = shapes.getJsonObject("0326");
        assertNull(old.getValue("title"));
        assertNull(old.getValue("outputSchema"));
        assertNull(old.getValue("icons"));
        assertTrue(old.containsKey("annotations"));
        JsonObject mid = shapes.getJsonObject("0618");
        assertEquals("Echo", mid.getString("title"));
        assertTrue(mid.containsKey("outputSchema"));
        assertNull(mid.getValue("icons"));
        JsonObject now = r.bodyAsJsonObject().getJsonObject("result").getJsonArray("tools").getJsonObject(0);
        assertTrue(now.containsKey("icons"));
        ctx.completeNow();
      })));
  }

  @Test
  void callGivesStructuredContentAndItsText(VertxTestContext ctx) {
    JsonObject args = new JsonObject().put("vat", "NL123").put("n", 3);
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25",
        request(7, "tools/call", new JsonObject().put("name", "echo").put("arguments", args))))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals("application/json", r.getHeader("Content-Type"));
        JsonObject result = r.bodyAsJsonObject().getJsonObject("result");
        JsonObject structured = new JsonObject().put("echo", args);
        assertEquals(structured, result.getJsonObject("structuredContent"));
        JsonObject text = result.getJsonArray("content").getJsonObject(0);
        assertEquals("text", text.getString("type"));
        assertEquals(structured, new JsonObject(text.getString("text")));
        assertEquals(false, result.getBoolean("isError"));
        ctx.completeNow();
      })));
  }

  @Test
  void toolFailureIsErrorResultAndUnknownToolIsProtocolError(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25",
          request(1, "tools/call", new JsonObject().put("name", "fail")))
        .compose(failed -> {
          ctx.verify(() -> {
            JsonObject result = failed.bodyAsJsonObject().getJsonObject("result");
            assertTrue(result.getBoolean("isError"));
            JsonArray content = result.getJsonArray("content");
            assertEquals("upstream said no", content.getJsonObject(0).getString("text"));
            assertEquals(503, new JsonObject(content.getJsonObject(1).getString("text")).getInteger("status"));
          });
          return call(sid, "2025-11-25", request(2, "tools/call", new JsonObject().put("name", "nope")));
        })
        .compose(unknown -> {
          ctx.verify(() -> assertEquals(-32602, unknown.bodyAsJsonObject().getJsonObject("error").getInteger("code")));
          return call(sid, "2025-11-25", request(3, "tools/call", new JsonObject().put("name", "echo")
            .put("arguments", new JsonArray())));
        }))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(-32602, r.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        ctx.completeNow();
      })));
  }

  @Test
  void resourcesAndPromptsAreAbsentWhenNotServed(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25", request(1, "resources/list", null)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(-32601, r.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        ctx.completeNow();
      })));
  }
}
