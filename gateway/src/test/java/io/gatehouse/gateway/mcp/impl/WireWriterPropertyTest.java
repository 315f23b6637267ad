package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.api.testing.RandomJson;
import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.ServerIdentity;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The writer's bytes, for random tool outcomes, results, ids and messages on every revision, read
 * back as the object form the protocol describes. That object form is written out here, apart from
 * the code under test: it is what the gateway built as objects before the writer.
 */
class WireWriterPropertyTest {

  private static final int RUNS = 300;

  @Test
  void aToolResultReadsBackAsItsObjectFormOnEveryRevision() {
    for (long seed = 0; seed < RUNS; seed++) {
      RandomJson json = new RandomJson(seed);
      Results results = results(json);
      ToolOutcome outcome = outcome(json);
      Object id = json.random().nextBoolean() ? json.random().nextInt() : json.text(6);
      for (Revision rev : Revision.values()) {
        Capture capture = new Capture(results, rev, JsonRpc.encodeId(id));
        ToolResults.answer(outcome, rev, capture);
        long run = seed;
        JsonObject expected = new JsonObject().put("jsonrpc", "2.0").put("id", id)
          .put("result", complete(toolResult(outcome, rev), rev, results));
        assertEquals(textAsValue(expected, outcome), textAsValue(new JsonObject(capture.response), outcome),
          () -> "seed " + run + " " + rev + ": " + capture.response);
        if (outcome instanceof ToolOutcome.Encoded || outcome instanceof ToolOutcome.Success s && s.content() == null) {
          assertEquals(capture.opened, capture.response.length() - 1, () -> "seed " + run + ": allocated at its size");
        }
      }
    }
  }

  @Test
  void anyResultReadsBackWithWhatItsRevisionAdds() {
    for (long seed = 0; seed < RUNS; seed++) {
      RandomJson json = new RandomJson(seed);
      Results results = results(json);
      JsonObject result = json.object(3);
      switch (json.random().nextInt(4)) {
        case 0 -> result.put("_meta", json.object(2));
        case 1 -> result.put("resultType", json.text(4));
        case 2 -> result.put("_meta", json.object(1).put(WireWriter.SERVER_INFO, "replaced")).put("resultType", "task");
        default -> {
        }
      }
      JsonObject before = result.copy();
      for (Revision rev : Revision.values()) {
        long run = seed;
        Buffer bytes = results.write(Buffer.buffer(), result, rev);
        assertEquals(complete(before, rev, results), new JsonObject(bytes), () -> "seed " + run + " " + rev + ": " + bytes);
        assertEquals(before, result, "the backend's result is left as it was");
      }
    }
  }

  @Test
  void envelopesReadBackAsTheirMessages() {
    for (long seed = 0; seed < RUNS; seed++) {
      RandomJson json = new RandomJson(seed);
      Object id = json.random().nextBoolean() ? json.random().nextLong() : json.text(6);
      String idJson = JsonRpc.encodeId(id);
      String text = json.text(10);
      Object data = json.random().nextBoolean() ? null : json.value(2);
      JsonObject params = json.object(2);
      long run = seed;

      JsonObject error = new JsonObject().put("code", -32603).put("message", text);
      if (data != null) error.put("data", data);
      assertEquals(new JsonObject().put("jsonrpc", "2.0").put("id", id).put("error", error),
        new JsonObject(WireWriter.error(idJson, -32603, text, data)), () -> "seed " + run);
      assertEquals(new JsonObject().put("jsonrpc", "2.0").put("error", error),
        new JsonObject(WireWriter.error(null, -32603, text, data)), () -> "seed " + run);
      assertEquals(new JsonObject().put("jsonrpc", "2.0").put("method", text).put("params", params),
        new JsonObject(WireWriter.notification(text, params)), () -> "seed " + run);
      assertEquals(new JsonObject().put("jsonrpc", "2.0").put("id", id).put("method", text).put("params", new JsonObject()),
        new JsonObject(WireWriter.request(idJson, text, null)), () -> "seed " + run);
      Buffer result = Buffer.buffer(Json.encode(params));
      assertEquals(new JsonObject().put("jsonrpc", "2.0").put("id", id).put("result", params),
        new JsonObject(WireWriter.response(idJson, result)), () -> "seed " + run);
    }
  }

  @Test
  void anSseEventCarriesTheMessageBytesAsTheyAre() {
    Buffer message = WireWriter.notification("notifications/message", new JsonObject().put("data", "東京\n🚀"));
    assertEquals("id: 3_7\nevent: message\ndata: " + message + "\n\n", WireWriter.event("3_7", message).toString());
    assertEquals("event: message\ndata: " + message + "\n\n", WireWriter.event(null, message).toString());
  }

  /** What each outcome comes to as an object: the protocol's CallToolResult. */
  private static JsonObject toolResult(ToolOutcome outcome, Revision rev) {
    if (outcome instanceof ToolOutcome.Encoded e) {
      JsonObject result = new JsonObject()
        .put("content", new JsonArray().add(text(e.structured().toString(StandardCharsets.UTF_8))));
      if (rev.structured()) result.put("structuredContent", new JsonObject(e.structured()));
      return result.put("isError", false);
    }
    if (outcome instanceof ToolOutcome.Success s) {
      JsonArray content = s.content() != null ? s.content()
        : new JsonArray().add(text(s.structured() == null ? "null" : s.structured().encode()));
      JsonObject result = new JsonObject().put("content", content);
      if (s.structured() != null && rev.structured()) result.put("structuredContent", s.structured());
      return result.put("isError", false);
    }
    ToolOutcome.Failure f = (ToolOutcome.Failure) outcome;
    JsonArray content = new JsonArray().add(text(f.message()));
    if (f.details() != null && !f.details().isEmpty()) content.add(text(f.details().encode()));
    return new JsonObject().put("content", content).put("isError", true);
  }

  /**
   * The text of a structured value or failure details the gateway encoded itself is compared as the JSON it is: an
   * encoder may write a character outside the BMP as itself or as an escaped surrogate pair (Jackson
   * does the latter in field names when it writes bytes). Spliced text (Encoded) stays compared as
   * it is, byte for byte.
   */
  private static JsonObject textAsValue(JsonObject response, ToolOutcome outcome) {
    JsonArray content = response.getJsonObject("result").getJsonArray("content");
    if (outcome instanceof ToolOutcome.Success s && s.content() == null && s.structured() != null) {
      content.getJsonObject(0).put("text", new JsonObject(content.getJsonObject(0).getString("text")));
    } else if (outcome instanceof ToolOutcome.Failure && content.size() > 1) {
      content.getJsonObject(1).put("text", new JsonObject(content.getJsonObject(1).getString("text")));
    }
    return response;
  }

  /** What the stateless revision adds to every result: resultType (unless set) and the server's info in _meta. */
  private static JsonObject complete(JsonObject result, Revision rev, Results results) {
    if (!rev.modern()) return result;
    JsonObject out = new JsonObject(new LinkedHashMap<>(result.getMap()));
    if (!out.containsKey("resultType")) out.put("resultType", "complete");
    JsonObject meta = out.getJsonObject("_meta");
    meta = meta == null ? new JsonObject() : meta.copy();
    return out.put("_meta", meta.put(WireWriter.SERVER_INFO, results.serverInfo(rev)));
  }

  private static JsonObject text(String text) {
    return new JsonObject().put("type", "text").put("text", text);
  }

  private static ToolOutcome outcome(RandomJson json) {
    JsonObject structured = json.object(4);
    return switch (json.random().nextInt(5)) {
      case 0 -> new ToolOutcome.Encoded(Buffer.buffer(json.random().nextBoolean() ? structured.encode() : structured.encodePrettily()));
      case 1 -> ToolOutcome.success(json.random().nextInt(4) == 0 ? null : structured);
      case 2 -> new ToolOutcome.Success(json.random().nextBoolean() ? null : structured, json.array(2));
      default -> ToolOutcome.failure(json.text(12), json.random().nextBoolean() ? null : json.object(2));
    };
  }

  /** A server whose identity is random text too: it goes into every modern result. */
  private static Results results(RandomJson json) {
    ServerIdentity id = ServerIdentity.create(json.text(6), json.text(3)).withTitle(json.text(6))
      .withDescription(json.random().nextBoolean() ? null : json.text(8))
      .withWebsite("https://example.org/" + json.text(3), new JsonArray().add(new JsonObject().put("src", json.text(4))));
    return new Results(new McpBackend() {
      @Override
      public ServerIdentity identity() {
        return id;
      }

      @Override
      public List<JsonObject> tools() {
        return List.of();
      }

      @Override
      public Future<ToolOutcome> callTool(String name, JsonObject arguments, CallContext ctx) {
        return Future.succeededFuture();
      }
    }, McpOptions.create("http://127.0.0.1:8080"));
  }

  /** A tools/call response written as ToolMethods writes it: in place, closed by the revision's completion. */
  private static final class Capture implements ToolResults.Target {

    private final Results results;
    private final Revision rev;
    private final String idJson;
    Buffer response;
    int opened;

    Capture(Results results, Revision rev, String idJson) {
      this.results = results;
      this.rev = rev;
      this.idJson = idJson;
    }

    @Override
    public Buffer open(int size) {
      Buffer out = WireWriter.open(idJson, size + results.completion(rev).length());
      opened = out.length() + size + results.completion(rev).length();
      return out;
    }

    @Override
    public void result(Buffer written) {
      response = WireWriter.close(written.appendBuffer(results.completion(rev)));
    }

    @Override
    public void inputRequired(ToolOutcome.InputRequired ask) {
      throw new AssertionError("no input asked");
    }

    @Override
    public void error(int code, String message) {
      throw new AssertionError("no error expected: " + message);
    }
  }
}
