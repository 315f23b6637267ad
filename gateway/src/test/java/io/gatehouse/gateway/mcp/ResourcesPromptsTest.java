package io.gatehouse.gateway.mcp;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResourcesPromptsTest extends McpTestBase {

  private static final String V = "2025-11-25";

  @Test
  void capabilitiesDeclareEveryServedFeature(VertxTestContext ctx) {
    post(BOTH).sendJsonObject(request(1, "initialize", initializeParams(V)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonObject caps = r.bodyAsJsonObject().getJsonObject("result").getJsonObject("capabilities");
        assertEquals(new JsonObject().put("subscribe", true).put("listChanged", true), caps.getJsonObject("resources"));
        assertEquals(new JsonObject().put("listChanged", true), caps.getJsonObject("prompts"));
        assertTrue(caps.containsKey("completions"));
        ctx.completeNow();
      })));
  }

  @Test
  void listTemplatesAndRead(VertxTestContext ctx) {
    JsonObject seen = new JsonObject();
    session(V).compose(sid -> call(sid, V, request(1, "resources/list", null))
        .compose(list -> {
          seen.put("list", list.bodyAsJsonObject().getJsonObject("result"));
          return call(sid, V, request(2, "resources/templates/list", null));
        })
        .compose(templates -> {
          seen.put("templates", templates.bodyAsJsonObject().getJsonObject("result"));
          return call(sid, V, request(3, "resources/read", new JsonObject().put("uri", "test://a")));
        })
        .compose(read -> {
          seen.put("read", read.bodyAsJsonObject().getJsonObject("result"));
          return call(sid, V, request(4, "resources/read", new JsonObject().put("uri", "file:///etc/passwd")));
        }))
      .onComplete(ctx.succeeding(missing -> ctx.verify(() -> {
        assertEquals(2, seen.getJsonObject("list").getJsonArray("resources").size());
        assertEquals("test://{id}", seen.getJsonObject("templates").getJsonArray("resourceTemplates")
          .getJsonObject(0).getString("uriTemplate"));
        assertEquals("hello test://a", seen.getJsonObject("read").getJsonArray("contents").getJsonObject(0)
          .getString("text"));
        assertNull(seen.getJsonObject("read").getValue("ttlMs"));
        JsonObject error = missing.bodyAsJsonObject().getJsonObject("error");
        assertEquals(-32002, error.getInteger("code"));
        assertEquals("file:///etc/passwd", error.getJsonObject("data").getString("uri"));
        ctx.completeNow();
      })));
  }

  @Test
  void subscribeAndUnsubscribe(VertxTestContext ctx) {
    session(V).compose(sid -> call(sid, V, request(1, "resources/subscribe", new JsonObject().put("uri", "test://a")))
        .compose(sub -> {
          ctx.verify(() -> assertEquals(new JsonObject(), sub.bodyAsJsonObject().getJsonObject("result")));
          return call(sid, V, request(2, "resources/unsubscribe", new JsonObject().put("uri", "test://a")));
        }))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(new JsonObject(), r.bodyAsJsonObject().getJsonObject("result"));
        ctx.completeNow();
      })));
  }

  @Test
  void promptsListAndGet(VertxTestContext ctx) {
    session(V).compose(sid -> call(sid, V, request(1, "prompts/list", null))
        .compose(list -> {
          ctx.verify(() -> assertEquals("greet", list.bodyAsJsonObject().getJsonObject("result")
            .getJsonArray("prompts").getJsonObject(0).getString("name")));
          return call(sid, V, request(2, "prompts/get", new JsonObject().put("name", "nope")));
        })
        .compose(unknown -> {
          ctx.verify(() -> assertEquals(-32602, unknown.bodyAsJsonObject().getJsonObject("error").getInteger("code")));
          return call(sid, V, request(3, "prompts/get", new JsonObject().put("name", "greet")
            .put("arguments", new JsonObject().put("who", "Ada"))));
        }))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonArray messages = r.bodyAsJsonObject().getJsonObject("result").getJsonArray("messages");
        assertEquals("Hello Ada", messages.getJsonObject(0).getJsonObject("content").getString("text"));
        ctx.completeNow();
      })));
  }

  @Test
  void completionForPromptArgumentsAndTemplateVariables(VertxTestContext ctx) {
    JsonObject prompt = new JsonObject().put("ref", new JsonObject().put("type", "ref/prompt").put("name", "greet"))
      .put("argument", new JsonObject().put("name", "who").put("value", "al"));
    JsonObject template = new JsonObject().put("ref", new JsonObject().put("type", "ref/resource")
        .put("uri", "test://{id}")).put("argument", new JsonObject().put("name", "id").put("value", "b"))
      .put("context", new JsonObject().put("arguments", new JsonObject().put("x", "y")));
    session(V).compose(sid -> call(sid, V, request(1, "completion/complete", prompt))
        .compose(first -> {
          ctx.verify(() -> assertEquals(new JsonObject().put("values", new JsonArray().add("alice").add("albert"))
            .put("hasMore", false), first.bodyAsJsonObject().getJsonObject("result").getJsonObject("completion")));
          return call(sid, V, request(2, "completion/complete", template));
        })
        .compose(second -> {
          ctx.verify(() -> assertEquals(new JsonArray().add("bob"), second.bodyAsJsonObject()
            .getJsonObject("result").getJsonObject("completion").getJsonArray("values")));
          return call(sid, V, request(3, "completion/complete", new JsonObject().put("ref", new JsonObject()
            .put("type", "ref/other"))));
        }))
      .onComplete(ctx.succeeding(bad -> ctx.verify(() -> {
        assertEquals(-32602, bad.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        ctx.completeNow();
      })));
  }
}
