package io.gatehouse.gateway.mcp;

import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The stateless 2026-07-28 revision on the same endpoint. */
class ModernRevisionTest extends McpTestBase {

  private static final String V = "2026-07-28";
  private static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";

  private static JsonObject meta(JsonObject capabilities) {
    return new JsonObject().put("io.modelcontextprotocol/protocolVersion", V)
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "t").put("version", "1"))
      .put("io.modelcontextprotocol/clientCapabilities", capabilities);
  }

  private HttpRequest<Buffer> modernPost(String method, String name) {
    HttpRequest<Buffer> r = post(BOTH).putHeader("MCP-Protocol-Version", V).putHeader("Mcp-Method", method);
    return name == null ? r : r.putHeader("Mcp-Name", name);
  }

  private Future<HttpResponse<Buffer>> modern(Object id, String method, JsonObject params, String name) {
    JsonObject p = params == null ? new JsonObject() : params.copy();
    if (!p.containsKey("_meta")) {
      p.put("_meta", meta(new JsonObject()));
    }
    return modernPost(method, name).sendJsonObject(request(id, method, p));
  }

  @Test
  void discoverAdvertisesVersionsCapabilitiesAndIdentity(VertxTestContext ctx) {
    modern(1, "server/discover", null, null).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals(200, r.statusCode());
      assertNull(r.getHeader("MCP-Session-Id"));
      JsonObject result = r.bodyAsJsonObject().getJsonObject("result");
      assertEquals("complete", result.getString("resultType"));
      assertEquals(List.of("2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"),
        result.getJsonArray("supportedVersions").getList());
      assertTrue(result.getJsonObject("capabilities").containsKey("tools"));
      assertEquals("test/gatehouse", result.getJsonObject("_meta").getJsonObject(SERVER_INFO).getString("name"));
      assertEquals("Use echo.", result.getString("instructions"));
      assertEquals("public", result.getString("cacheScope"));
      assertTrue(result.getLong("ttlMs") >= 0);
      ctx.completeNow();
    })));
  }

  @Test
  void statelessCallsCarryResultTypeServerInfoAndCacheHints(VertxTestContext ctx) {
    modern(1, "tools/list", null, null)
      .compose(list -> {
        ctx.verify(() -> {
          JsonObject result = list.bodyAsJsonObject().getJsonObject("result");
          assertEquals("complete", result.getString("resultType"));
          assertEquals("public", result.getString("cacheScope"));
          assertTrue(result.getJsonObject("_meta").containsKey(SERVER_INFO));
        });
        return modern(2, "tools/call", new JsonObject().put("name", "echo")
          .put("arguments", new JsonObject().put("q", 1)), "echo");
      })
      .compose(called -> {
        ctx.verify(() -> {
          JsonObject result = called.bodyAsJsonObject().getJsonObject("result");
          assertEquals("complete", result.getString("resultType"));
          assertEquals(1, result.getJsonObject("structuredContent").getJsonObject("echo").getInteger("q"));
          assertTrue(result.getJsonObject("_meta").containsKey(SERVER_INFO));
        });
        return modern(3, "resources/read", new JsonObject().put("uri", "test://b"), "test://b");
      })
      .onComplete(ctx.succeeding(read -> ctx.verify(() -> {
        JsonObject result = read.bodyAsJsonObject().getJsonObject("result");
        assertEquals("private", result.getString("cacheScope"));
        assertEquals("hello test://b", result.getJsonArray("contents").getJsonObject(0).getString("text"));
        ctx.completeNow();
      })));
  }

  @Test
  void headersMustMatchTheBody(VertxTestContext ctx) {
    JsonObject call = request(1, "tools/call", new JsonObject().put("name", "echo").put("_meta", meta(new JsonObject())));
    modernPost("tools/list", "echo").sendJsonObject(call)
      .compose(wrongMethod -> {
        ctx.verify(() -> {
          assertEquals(400, wrongMethod.statusCode());
          assertEquals(-32020, wrongMethod.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        });
        return modernPost("tools/call", "fail").sendJsonObject(call);
      })
      .compose(wrongName -> {
        ctx.verify(() -> assertEquals(-32020, wrongName.bodyAsJsonObject().getJsonObject("error").getInteger("code")));
        return modernPost("tools/call", null).sendJsonObject(call);
      })
      .compose(noName -> {
        ctx.verify(() -> assertEquals(-32020, noName.bodyAsJsonObject().getJsonObject("error").getInteger("code")));
        String encoded = "=?base64?" + Base64.getEncoder().encodeToString("echo".getBytes(StandardCharsets.UTF_8)) + "?=";
        return modernPost("tools/call", encoded).sendJsonObject(call);
      })
      .compose(base64 -> {
        ctx.verify(() -> assertEquals(200, base64.statusCode()));
        return post(BOTH).putHeader("Mcp-Method", "tools/list")
          .sendJsonObject(request(2, "tools/list", new JsonObject().put("_meta", meta(new JsonObject()))));
      })
      .onComplete(ctx.succeeding(noVersionHeader -> ctx.verify(() -> {
        assertEquals(400, noVersionHeader.statusCode());
        assertEquals(-32020, noVersionHeader.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        ctx.completeNow();
      })));
  }

  @Test
  void unsupportedVersionMissingMetaAndUnknownMethod(VertxTestContext ctx) {
    JsonObject oldMeta = meta(new JsonObject()).put("io.modelcontextprotocol/protocolVersion", "1900-01-01");
    post(BOTH).putHeader("MCP-Protocol-Version", "1900-01-01").putHeader("Mcp-Method", "tools/list")
      .sendJsonObject(request(1, "tools/list", new JsonObject().put("_meta", oldMeta)))
      .compose(unsupported -> {
        ctx.verify(() -> {
          assertEquals(400, unsupported.statusCode());
          JsonObject error = unsupported.bodyAsJsonObject().getJsonObject("error");
          assertEquals(-32022, error.getInteger("code"));
          assertEquals("1900-01-01", error.getJsonObject("data").getString("requested"));
          assertTrue(error.getJsonObject("data").getJsonArray("supported").contains(V));
        });
        return modernPost("tools/list", null).sendJsonObject(request(2, "tools/list", new JsonObject()
          .put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", V))));
      })
      .compose(noCapabilities -> {
        ctx.verify(() -> {
          assertEquals(400, noCapabilities.statusCode());
          assertEquals(-32602, noCapabilities.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        });
        return modern(3, "ping", null, null);
      })
      .compose(ping -> {
        ctx.verify(() -> {
          assertEquals(404, ping.statusCode());
          assertEquals(-32601, ping.bodyAsJsonObject().getJsonObject("error").getInteger("code"));
        });
        return client.get("/mcp").putHeader("Accept", "text/event-stream").putHeader("MCP-Protocol-Version", V).send();
      })
      .onComplete(ctx.succeeding(get -> ctx.verify(() -> {
        assertEquals(405, get.statusCode());
        ctx.completeNow();
      })));
  }

  @Test
  void inputRequiredNeedsTheCapabilityAndRoundTrips(VertxTestContext ctx) {
    modern(1, "tools/call", new JsonObject().put("name", "ask"), "ask")
      .compose(missing -> {
        ctx.verify(() -> {
          assertEquals(400, missing.statusCode());
          JsonObject error = missing.bodyAsJsonObject().getJsonObject("error");
          assertEquals(-32021, error.getInteger("code"));
          assertTrue(error.getJsonObject("data").getJsonObject("requiredCapabilities").containsKey("elicitation"));
        });
        JsonObject caps = new JsonObject().put("elicitation", new JsonObject());
        return modern(2, "tools/call", new JsonObject().put("name", "ask").put("_meta", meta(caps)), "ask");
      })
      .compose(first -> {
        JsonObject result = first.bodyAsJsonObject().getJsonObject("result");
        ctx.verify(() -> {
          assertEquals("input_required", result.getString("resultType"));
          assertEquals("elicitation/create", result.getJsonObject("inputRequests").getJsonObject("who")
            .getString("method"));
        });
        return modern(3, "tools/call", new JsonObject().put("name", "ask")
          .put("inputResponses", new JsonObject().put("who", new JsonObject().put("action", "accept")))
          .put("requestState", result.getString("requestState")), "ask");
      })
      .onComplete(ctx.succeeding(second -> ctx.verify(() -> {
        JsonObject result = second.bodyAsJsonObject().getJsonObject("result");
        assertEquals("complete", result.getString("resultType"));
        assertEquals("state-1", result.getJsonObject("structuredContent").getString("state"));
        ctx.completeNow();
      })));
  }

  @Test
  void perRequestLogLevelAndProgressStream(VertxTestContext ctx) {
    JsonObject m = meta(new JsonObject()).put("io.modelcontextprotocol/logLevel", "debug").put("progressToken", 7);
    modern(1, "tools/call", new JsonObject().put("name", "slow").put("_meta", m), "slow")
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals("text/event-stream", r.getHeader("Content-Type"));
        assertEquals("no", r.getHeader("X-Accel-Buffering"));
        String body = r.bodyAsString();
        assertTrue(eventIds(body).isEmpty());
        List<JsonObject> events = events(body);
        assertEquals(3, events.size());
        assertEquals("notifications/progress", events.get(0).getString("method"));
        assertEquals("notifications/message", events.get(1).getString("method"));
        assertEquals("complete", events.get(2).getJsonObject("result").getString("resultType"));
        ctx.completeNow();
      })));
  }

  @Test
  void closingTheStreamCancels(VertxTestContext ctx) {
    JsonObject params = new JsonObject().put("name", "slow")
      .put("_meta", meta(new JsonObject()).put("progressToken", "p"));
    MultiMap headers = MultiMap.caseInsensitiveMultiMap().add("Accept", BOTH).add("Content-Type", "application/json")
      .add("MCP-Protocol-Version", V).add("Mcp-Method", "tools/call").add("Mcp-Name", "slow");
    SseReader.open(vertx, port, HttpMethod.POST, headers, request("c1", "tools/call", params).toBuffer(),
      (reader, e) -> {
        reader.disconnect();
        backend.cancelled("c1").onComplete(ctx.succeeding(v -> ctx.verify(() -> {
          assertEquals(List.of("c1"), backend.cancelledIds);
          ctx.completeNow();
        })));
      }).onFailure(ctx::failNow);
  }

  @Test
  void listenAcknowledgesAndDeliversOptedInChanges(VertxTestContext ctx) {
    JsonObject params = new JsonObject().put("_meta", meta(new JsonObject())).put("notifications", new JsonObject()
      .put("toolsListChanged", true).put("resourceSubscriptions", new io.vertx.core.json.JsonArray().add("test://a")));
    MultiMap headers = MultiMap.caseInsensitiveMultiMap().add("Accept", BOTH).add("Content-Type", "application/json")
      .add("MCP-Protocol-Version", V).add("Mcp-Method", "subscriptions/listen");
    SseReader.open(vertx, port, HttpMethod.POST, headers, request(11, "subscriptions/listen", params).toBuffer(),
      (reader, e) -> {
        String method = e.data().getString("method");
        if ("notifications/subscriptions/acknowledged".equals(method)) {
          ctx.verify(() -> {
            JsonObject p = e.data().getJsonObject("params");
            assertEquals(11, p.getJsonObject("_meta").getInteger("io.modelcontextprotocol/subscriptionId"));
            assertEquals(true, p.getJsonObject("notifications").getBoolean("toolsListChanged"));
          });
          backend.fire(McpChange.listChanged(McpChange.Kind.PROMPTS));
          backend.fire(McpChange.resourceUpdated("test://a"));
        } else if ("notifications/resources/updated".equals(method)) {
          ctx.verify(() -> {
            assertEquals(2, reader.events.size());
            assertEquals(11, e.data().getJsonObject("params").getJsonObject("_meta")
              .getInteger("io.modelcontextprotocol/subscriptionId"));
          });
          endpoint.close();
        } else if (e.data().containsKey("result")) {
          ctx.verify(() -> assertEquals(11, e.data().getJsonObject("result").getJsonObject("_meta")
            .getInteger("io.modelcontextprotocol/subscriptionId")));
          ctx.completeNow();
        }
      }).onFailure(ctx::failNow);
  }
}
