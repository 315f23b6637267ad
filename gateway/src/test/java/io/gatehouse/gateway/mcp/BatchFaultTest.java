package io.gatehouse.gateway.mcp;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Batches (2025-03-26) are bounded: in messages before parsing, and in the bytes of their reply. */
class BatchFaultTest extends McpTestBase {

  private static final int MAX_ENTRIES = 50;
  private static final int REPLY_LIMIT = 4096;
  private static final String REV = "2025-03-26";

  @Override
  McpOptions options() {
    return super.options().withMaxBodyBytes(1 << 20).withBatchLimits(MAX_ENTRIES, REPLY_LIMIT);
  }

  private static Buffer toolsListBatch(int entries) {
    JsonArray batch = new JsonArray();
    for (int i = 0; i < entries; i++) {
      batch.add(request(i, "tools/list", null));
    }
    return batch.toBuffer();
  }

  @Test
  void aBatchOfNineteenThousandIsRefusedWholeWithOneError(VertxTestContext ctx) {
    Buffer body = toolsListBatch(19_000);
    session(REV).compose(sid -> inSession(sid, REV, "application/json").sendBuffer(body))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertTrue(body.length() > 900_000, "the issue's batch was 958 KB");
        assertEquals(400, r.statusCode());
        JsonObject error = r.bodyAsJsonObject();
        assertNull(error.getValue("id"), "a batch refused whole is answered by one response without id");
        assertEquals(-32600, error.getJsonObject("error").getInteger("code"));
        assertEquals(MAX_ENTRIES, error.getJsonObject("error").getJsonObject("data").getInteger("maxBatchEntries"));
        ctx.completeNow();
      })));
  }

  @Test
  void aBatchAtTheLimitIsAnsweredEntryByEntry(VertxTestContext ctx) {
    session(REV).compose(sid -> inSession(sid, REV, "application/json")
        .sendBuffer(new JsonArray().add(request(1, "ping", null)).add(request(2, "ping", null)).toBuffer())
        .compose(small -> {
          ctx.verify(() -> assertEquals(2, small.bodyAsJsonArray().size()));
          JsonArray pings = new JsonArray();
          for (int i = 0; i < MAX_ENTRIES; i++) {
            pings.add(request(i, "ping", null));
          }
          return inSession(sid, REV, "application/json").sendBuffer(pings.toBuffer());
        }))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode());
        assertEquals(MAX_ENTRIES, r.bodyAsJsonArray().size());
        ctx.completeNow();
      })));
  }

  @Test
  void responsesPastTheReplyLimitBecomeErrorsAndEveryRequestIsAnswered(VertxTestContext ctx) {
    int entries = MAX_ENTRIES;
    session(REV).compose(sid -> inSession(sid, REV, "application/json").sendBuffer(toolsListBatch(entries)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(200, r.statusCode());
        JsonArray answers = r.bodyAsJsonArray();
        Set<Object> ids = new HashSet<>();
        int results = 0;
        int refused = 0;
        for (Object o : answers) {
          JsonObject answer = (JsonObject) o;
          ids.add(answer.getValue("id"));
          if (answer.containsKey("result")) {
            results++;
          } else {
            assertEquals(REPLY_LIMIT, answer.getJsonObject("error").getJsonObject("data").getInteger("maxBatchReplyBytes"));
            refused++;
          }
        }
        assertEquals(entries, ids.size(), "each request gets its own response");
        assertTrue(results > 0, "the responses that fit are sent");
        assertTrue(refused > 0, "the rest are refused");
        // the results kept fit the limit; only the refusals, a couple of hundred bytes each, come on top
        assertTrue(r.body().length() <= REPLY_LIMIT + refused * 250, "reply of " + r.body().length() + " bytes");
        assertFalse(answers.isEmpty());
        ctx.completeNow();
      })));
  }
}
