package io.gatehouse.gateway.mcp;

import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Refusals: foreign origins, ill-formed UTF-8, sizes, malformed JSON-RPC, batches. None may end in a 500. */
class ProtocolErrorsTest extends McpTestBase {

  private static int code(HttpResponse<Buffer> r) {
    return r.bodyAsJsonObject().getJsonObject("error").getInteger("code");
  }

  @Test
  void foreignOriginIsForbiddenAndOwnOriginPasses(VertxTestContext ctx) {
    JsonObject init = request(1, "initialize", initializeParams("2025-11-25"));
    post(BOTH).putHeader("Origin", "https://evil.test").sendJsonObject(init)
      .compose(evil -> {
        ctx.verify(() -> assertEquals(403, evil.statusCode()));
        return post(BOTH).putHeader("Origin", ORIGIN).sendJsonObject(init);
      })
      .onComplete(ctx.succeeding(ok -> ctx.verify(() -> {
        assertEquals(200, ok.statusCode());
        ctx.completeNow();
      })));
  }

  @Test
  void illFormedUtf8IsRefusedBeforeParsing(VertxTestContext ctx) {
    // "vat" C1 9F "check": an overlong '_' that a lenient decoder would turn into vat_check
    Buffer overlong = Buffer.buffer("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"vat")
      .appendByte((byte) 0xC1).appendByte((byte) 0x9F).appendString("check\",\"arguments\":{}}}");
    Buffer surrogate = Buffer.buffer("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"a\":\"")
      .appendByte((byte) 0xED).appendByte((byte) 0xA0).appendByte((byte) 0x80).appendString("\"}}");
    post(BOTH).sendBuffer(overlong)
      .compose(r -> {
        ctx.verify(() -> {
          assertEquals(400, r.statusCode());
          assertEquals(-32700, code(r));
          assertTrue(r.bodyAsString().contains("UTF-8"), r.bodyAsString());
        });
        return post(BOTH).sendBuffer(surrogate);
      })
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(400, r.statusCode());
        assertEquals(-32700, code(r));
        ctx.completeNow();
      })));
  }

  @Test
  void oversizedBodyIs413(VertxTestContext ctx) {
    String huge = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\"" + "a".repeat(70 * 1024) + "\"}}";
    post(BOTH).sendBuffer(Buffer.buffer(huge)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(413, r.statusCode());
      ctx.completeNow();
    })));
  }

  @Test
  void chunkedOversizedBodyIs413(VertxTestContext ctx) {
    Buffer chunk = Buffer.buffer("[" + "1,".repeat(8 * 1024));
    vertx.createHttpClient().request(io.vertx.core.http.HttpMethod.POST, port, "127.0.0.1", "/mcp")
      .compose(req -> {
        req.setChunked(true).putHeader("Content-Type", "application/json").putHeader("Accept", BOTH);
        for (int i = 0; i < 6; i++) {
          req.write(chunk);
        }
        return req.send(Buffer.buffer("1]"));
      })
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(413, r.statusCode());
        ctx.completeNow();
      })));
  }

  @Test
  void deepNestingAndGarbageAreRefusedCleanly(VertxTestContext ctx) {
    String deep = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"a\":" + "[".repeat(5000)
      + "]".repeat(5000) + "}}";
    post(BOTH).sendBuffer(Buffer.buffer(deep))
      .compose(r -> {
        ctx.verify(() -> {
          assertEquals(400, r.statusCode());
          assertEquals(-32600, code(r));
        });
        return post(BOTH).sendBuffer(Buffer.buffer("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\""));
      })
      .compose(r -> {
        ctx.verify(() -> {
          assertEquals(400, r.statusCode());
          assertEquals(-32700, code(r));
          assertFalse(r.bodyAsString().contains("Exception"));
        });
        return post(BOTH).sendBuffer(Buffer.buffer("not json at all"));
      })
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(-32700, code(r));
        ctx.completeNow();
      })));
  }

  @Test
  void invalidRequestsUnknownMethodsAndBadParams(VertxTestContext ctx) {
    session("2025-11-25").compose(sid -> call(sid, "2025-11-25", new JsonObject().put("jsonrpc", "1.0")
        .put("id", 1).put("method", "ping"))
        .compose(r -> {
          ctx.verify(() -> {
            assertEquals(400, r.statusCode());
            assertEquals(-32600, code(r));
          });
          return call(sid, "2025-11-25", request(2, "no/such", null));
        })
        .compose(r -> {
          ctx.verify(() -> assertEquals(-32601, code(r)));
          return call(sid, "2025-11-25", request(3, "tools/call", new JsonObject().put("name", 5)));
        })
        .compose(r -> {
          ctx.verify(() -> assertEquals(-32602, code(r)));
          return call(sid, "2025-11-25", request(4, "logging/setLevel", new JsonObject().put("level", "loud")));
        })
        .compose(r -> {
          ctx.verify(() -> assertEquals(-32602, code(r)));
          // prompts the backend rejects come through with the backend's code and message
          return call(sid, "2025-11-25", request(5, "prompts/get", new JsonObject().put("name", "greet")));
        }))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(-32602, code(r));
        assertEquals("who is required", r.bodyAsJsonObject().getJsonObject("error").getString("message"));
        ctx.completeNow();
      })));
  }

  @Test
  void paramsOfTheWrongTypeAreRefusedNamingTheMember(VertxTestContext ctx) {
    Map<String, JsonObject> refusals = new LinkedHashMap<>();
    refusals.put("Tool name must be a string", request(1, "tools/call", new JsonObject().put("name", 5)));
    refusals.put("Tool arguments must be an object", request(2, "tools/call", new JsonObject().put("name", "echo")
      .put("arguments", new JsonArray())));
    refusals.put("Prompt name must be a string", request(3, "prompts/get", new JsonObject()));
    refusals.put("Prompt arguments must be an object", request(4, "prompts/get", new JsonObject().put("name", "greet")
      .put("arguments", "who=ann")));
    refusals.put("uri must be a string", request(5, "resources/read", new JsonObject().put("uri", true)));
    session("2025-11-25").compose(sid -> Future.all(refusals.values().stream()
        .map(message -> call(sid, "2025-11-25", message)).toList()))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        List<String> messages = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
          HttpResponse<Buffer> r = all.resultAt(i);
          assertEquals(-32602, code(r));
          messages.add(r.bodyAsJsonObject().getJsonObject("error").getString("message"));
        }
        assertEquals(List.copyOf(refusals.keySet()), messages);
        ctx.completeNow();
      })));
  }

  @Test
  void batchesOnlyIn20250326(VertxTestContext ctx) {
    JsonArray batch = new JsonArray().add(request(1, "ping", null))
      .add(notification("notifications/initialized", null))
      .add(request(2, "tools/call", new JsonObject().put("name", "echo").put("arguments", new JsonObject().put("a", 1))))
      .add("junk");
    session("2025-06-18").compose(sid -> inSession(sid, "2025-06-18", BOTH).sendBuffer(batch.toBuffer()))
      .compose(refused -> {
        ctx.verify(() -> assertEquals(400, refused.statusCode()));
        return session("2025-03-26");
      })
      .compose(sid -> inSession(sid, "2025-03-26", "application/json").sendBuffer(batch.toBuffer()))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode());
        JsonArray answers = r.bodyAsJsonArray();
        assertEquals(3, answers.size());
        assertTrue(answers.stream().map(o -> (JsonObject) o)
          .anyMatch(a -> Integer.valueOf(2).equals(a.getValue("id"))
            && a.getJsonObject("result").getJsonArray("content") != null
            && !a.getJsonObject("result").containsKey("structuredContent")));
        assertTrue(answers.stream().map(o -> (JsonObject) o).anyMatch(a -> a.containsKey("error")));
        ctx.completeNow();
      })));
  }

  @Test
  void wrongContentTypeAndAccept(VertxTestContext ctx) {
    client.post("/mcp").putHeader("Content-Type", "text/plain").putHeader("Accept", BOTH)
      .sendBuffer(Buffer.buffer("{}"))
      .compose(r -> {
        ctx.verify(() -> assertEquals(415, r.statusCode()));
        return post("text/html").sendJsonObject(request(1, "initialize", initializeParams("2025-11-25")));
      })
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(406, r.statusCode());
        ctx.completeNow();
      })));
  }

  @Test
  void sessionIsBoundToItsPrincipal(VertxTestContext ctx) {
    post(BOTH).putHeader("X-Test-Key", "alice").sendJsonObject(request(1, "initialize", initializeParams("2025-11-25")))
      .compose(init -> {
        String sid = init.getHeader("MCP-Session-Id");
        return inSession(sid, "2025-11-25", BOTH).putHeader("X-Test-Key", "mallory")
          .sendJsonObject(request(2, "ping", null))
          .compose(stolen -> {
            ctx.verify(() -> assertEquals(404, stolen.statusCode()));
            return inSession(sid, "2025-11-25", BOTH).putHeader("X-Test-Key", "alice")
              .sendJsonObject(request(3, "tools/call", new JsonObject().put("name", "echo")));
          });
      })
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode());
        assertEquals("alice", backend.lastPrincipal.id());
        ctx.completeNow();
      })));
  }
}
