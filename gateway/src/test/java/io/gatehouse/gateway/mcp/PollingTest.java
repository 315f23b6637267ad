package io.gatehouse.gateway.mcp;

import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A silent slow request is answered on a stream the client polls: the connection closes, Last-Event-ID resumes it. */
class PollingTest extends McpTestBase {

  @Override
  McpOptions options() {
    return super.options().withPolling(100);
  }

  @Test
  void aSlowSilentCallIsPolledForItsResult(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25", request(3, "tools/call", new JsonObject().put("name", "slow")))
        .compose(post -> {
          String body = post.bodyAsString();
          List<String> ids = eventIds(body);
          ctx.verify(() -> {
            assertEquals("text/event-stream", post.getHeader("Content-Type"));
            assertEquals(1, ids.size(), body);
            assertTrue(body.contains("retry: "), body);
            assertTrue(events(body).isEmpty(), body);
          });
          return client.get("/mcp").putHeader("Accept", "text/event-stream").putHeader("MCP-Session-Id", sid)
            .putHeader("MCP-Protocol-Version", "2025-11-25").putHeader("Last-Event-ID", ids.get(0)).send();
        }))
      .onComplete(ctx.succeeding(get -> ctx.verify(() -> {
        List<JsonObject> resumed = events(get.bodyAsString());
        assertEquals(1, resumed.size(), get.bodyAsString());
        assertEquals(3, resumed.get(0).getInteger("id"));
        assertTrue(resumed.get(0).getJsonObject("result").getJsonObject("structuredContent").getBoolean("slow"));
        ctx.completeNow();
      })));
  }

  @Test
  void olderRevisionsKeepTheConnection(VertxTestContext ctx) {
    session("2025-06-18").compose(sid -> call(sid, "2025-06-18", request(4, "tools/call", new JsonObject().put("name", "slow"))))
      .onComplete(ctx.succeeding(post -> ctx.verify(() -> {
        assertTrue(post.bodyAsString().contains("\"slow\":true"), post.bodyAsString());
        ctx.completeNow();
      })));
  }
}
