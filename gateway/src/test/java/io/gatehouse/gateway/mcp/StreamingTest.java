package io.gatehouse.gateway.mcp;

import io.vertx.core.MultiMap;
import io.vertx.core.Promise;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Per-request SSE, the GET stream, resumption, cancellation and server-to-client requests. */
class StreamingTest extends McpTestBase {

  private static final JsonObject SLOW_WITH_PROGRESS = new JsonObject().put("name", "slow")
    .put("_meta", new JsonObject().put("progressToken", "tok"));

  @Test
  void progressAndLogsComeFirstOnAnSseStream(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25", request(1, "logging/setLevel",
          new JsonObject().put("level", "info")))
        .compose(x -> call(sid, "2025-11-25", request(2, "tools/call", SLOW_WITH_PROGRESS))))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals("text/event-stream", r.getHeader("Content-Type"));
        String body = r.bodyAsString();
        assertTrue(body.startsWith("id: "), body);
        assertTrue(body.contains("retry: "));
        List<JsonObject> events = events(body);
        assertEquals("notifications/progress", events.get(0).getString("method"));
        assertEquals("tok", events.get(0).getJsonObject("params").getString("progressToken"));
        assertEquals("half", events.get(0).getJsonObject("params").getString("message"));
        assertEquals("notifications/message", events.get(1).getString("method"));
        assertEquals("info", events.get(1).getJsonObject("params").getString("level"));
        assertEquals(true, events.get(2).getJsonObject("result").getJsonObject("structuredContent").getBoolean("slow"));
        List<String> ids = eventIds(body);
        assertEquals(4, ids.size());
        assertEquals(4, ids.stream().distinct().count());
        ctx.completeNow();
      })));
  }

  @Test
  void plainJsonWhenSseIsNotAcceptedOrNothingPrecedesTheResult(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> inSession(sid, "2025-11-25", "application/json")
        .sendJsonObject(request(1, "tools/call", SLOW_WITH_PROGRESS))
        .compose(r -> {
          ctx.verify(() -> {
            assertEquals("application/json", r.getHeader("Content-Type"));
            assertTrue(r.bodyAsJsonObject().getJsonObject("result").containsKey("content"));
          });
          return call(sid, "2025-11-25", request(2, "tools/call", new JsonObject().put("name", "slow")));
        }))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        // no progress token and no log level: nothing goes ahead of the result
        assertEquals("application/json", r.getHeader("Content-Type"));
        ctx.completeNow();
      })));
  }

  @Test
  void olderRevisionsGetNoPrimingEvent(VertxTestContext ctx) {
    session("2025-06-18").compose(sid -> call(sid, "2025-06-18", request(1, "tools/call", SLOW_WITH_PROGRESS)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        String body = r.bodyAsString();
        assertFalse(body.contains("retry:"));
        assertEquals("notifications/progress", events(body).get(0).getString("method"));
        ctx.completeNow();
      })));
  }

  @Test
  void cancelledNotificationStopsTheBackendAndTheRequest(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> {
      var pending = call(sid, "2025-11-25", request(42, "tools/call", new JsonObject().put("name", "slow")));
      return backend.started(42).compose(started -> call(sid, "2025-11-25",
          notification("notifications/cancelled", new JsonObject().put("requestId", 42).put("reason", "user"))))
        .compose(ack -> {
          ctx.verify(() -> assertEquals(202, ack.statusCode()));
          return pending;
        });
    }).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(204, r.statusCode());
      assertEquals(List.of(42), backend.cancelledIds);
      ctx.completeNow();
    })));
  }

  @Test
  void getStreamCarriesListChangesAndSubscribedUpdates(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25",
        request(1, "resources/subscribe", new JsonObject().put("uri", "test://a"))).compose(sub ->
      SseReader.open(vertx, port, HttpMethod.GET, headers(sid), null, (reader, e) -> {
        if (e.data() == null) {
          // the priming event: the stream is live, so changes can be fired now
          backend.fire(McpChange.listChanged(McpChange.Kind.TOOLS));
          backend.fire(McpChange.resourceUpdated("test://other"));
          backend.fire(McpChange.resourceUpdated("test://a"));
        } else if (e.data().getString("method").equals("notifications/resources/updated")) {
          ctx.verify(() -> {
            List<SseReader.Event> got = reader.events;
            assertEquals("notifications/tools/list_changed", got.get(1).data().getString("method"));
            assertEquals("test://a", e.data().getJsonObject("params").getString("uri"));
            assertEquals(3, got.size());
          });
          reader.disconnect();
          ctx.completeNow();
        }
      }))).onFailure(ctx::failNow);
  }

  @Test
  void secondGetStreamIsRefused(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> SseReader.open(vertx, port, HttpMethod.GET, headers(sid), null, (r, e) -> {
    }).compose(first -> client.get("/mcp").putHeader("Accept", "text/event-stream").putHeader("MCP-Session-Id", sid)
      .send().onComplete(x -> first.disconnect())))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(409, r.statusCode());
        ctx.completeNow();
      })));
  }

  @Test
  void brokenStreamResumesWithLastEventId(VertxTestContext ctx) {
    Promise<String> lastSeen = Promise.promise();
    session("2025-11-25").compose(sid -> SseReader.open(vertx, port, HttpMethod.POST, headers(sid).add("Content-Type",
        "application/json"), request(5, "tools/call", SLOW_WITH_PROGRESS).toBuffer(), (reader, e) -> {
          if (e.data() != null && "notifications/progress".equals(e.data().getString("method"))) {
            reader.disconnect();
            lastSeen.tryComplete(e.id());
          }
        })
        .compose(reader -> lastSeen.future())
        // the result is produced while the client is away, then replayed
        .compose(id -> backend.ended(5).compose(ended -> client.get("/mcp").putHeader("Accept", "text/event-stream")
          .putHeader("MCP-Session-Id", sid).putHeader("MCP-Protocol-Version", "2025-11-25")
          .putHeader("Last-Event-ID", id).send())))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        List<JsonObject> replayed = events(r.bodyAsString());
        assertEquals(1, replayed.size(), r.bodyAsString());
        assertEquals(5, replayed.get(0).getInteger("id"));
        assertTrue(replayed.get(0).containsKey("result"));
        ctx.completeNow();
      })));
  }

  @Test
  void inputRequestsBecomeServerToClientRequests(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> SseReader.open(vertx, port, HttpMethod.POST, headers(sid).add("Content-Type",
      "application/json"), request(8, "tools/call", new JsonObject().put("name", "ask")).toBuffer(), (reader, e) -> {
        JsonObject msg = e.data();
        if (msg != null && "elicitation/create".equals(msg.getString("method"))) {
          JsonObject answer = new JsonObject().put("jsonrpc", "2.0").put("id", msg.getValue("id"))
            .put("result", new JsonObject().put("action", "accept").put("content", new JsonObject().put("name", "ann")));
          call(sid, "2025-11-25", answer).onComplete(ctx.succeeding(ack ->
            ctx.verify(() -> assertEquals(202, ack.statusCode()))));
        } else if (msg != null && msg.containsKey("result")) {
          ctx.verify(() -> {
            JsonObject structured = msg.getJsonObject("result").getJsonObject("structuredContent");
            assertEquals("ann", structured.getJsonObject("answer").getJsonObject("content").getString("name"));
            assertEquals("state-1", structured.getString("state"));
          });
          ctx.completeNow();
        }
      })).onFailure(ctx::failNow);
  }

  private static MultiMap headers(String sid) {
    return MultiMap.caseInsensitiveMultiMap().add("Accept", BOTH).add("MCP-Session-Id", sid)
      .add("MCP-Protocol-Version", "2025-11-25");
  }
}
