package io.gatehouse.gateway.mcp;

import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** With streamResponses, a client that accepts SSE gets every answer as a stream; JSON-only clients still get JSON. */
class StreamedResponsesTest extends McpTestBase {

  @Override
  McpOptions options() {
    return super.options().withStreamResponses(true);
  }

  @Test
  void aQuietRequestIsAnsweredOnAPrimedStream(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25", request(5, "tools/list", null)))
      .onComplete(ctx.succeeding(post -> ctx.verify(() -> {
        String body = post.bodyAsString();
        assertEquals("text/event-stream", post.getHeader("Content-Type"));
        assertTrue(body.contains("retry: "), body);
        List<JsonObject> events = events(body);
        assertEquals(1, events.size(), body);
        assertEquals(5, events.get(0).getInteger("id"));
        assertTrue(events.get(0).getJsonObject("result").containsKey("tools"), body);
        ctx.completeNow();
      })));
  }

  @Test
  void aClientThatAcceptsOnlyJsonGetsJson(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> inSession(sid, "2025-11-25", "application/json")
        .sendJsonObject(request(6, "tools/list", null)))
      .onComplete(ctx.succeeding(post -> ctx.verify(() -> {
        assertEquals("application/json", post.getHeader("Content-Type"));
        assertEquals(6, post.bodyAsJsonObject().getInteger("id"));
        ctx.completeNow();
      })));
  }

  @Test
  void refusalsStayPlainJsonWithTheirStatus(VertxTestContext ctx) {
    post(BOTH).putHeader("MCP-Session-Id", "no-such-session").putHeader("MCP-Protocol-Version", "2025-11-25")
      .sendJsonObject(request(7, "tools/list", null))
      .onComplete(ctx.succeeding(post -> ctx.verify(() -> {
        assertEquals(404, post.statusCode());
        assertTrue(post.getHeader("Content-Type").startsWith("application/json"), post.getHeader("Content-Type"));
        ctx.completeNow();
      })));
  }
}
