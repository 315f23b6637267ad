package io.gatehouse.gateway.mcp;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** A backend's extensions: declared to a session whose client declared them too, and by server/discover. */
class ExtensionsTest extends McpTestBase {

  private static final String EXTENSION = "io.gatehouse.test/views";
  private static final JsonObject SETTINGS = new JsonObject().put("mimeTypes", new JsonArray().add("text/x-test"));

  @Override
  FakeBackend backend(Vertx vertx) {
    FakeBackend backend = FakeBackend.full(vertx);
    backend.extensions.put(EXTENSION, SETTINGS);
    return backend;
  }

  private static JsonObject initialize(JsonObject capabilities) {
    return request(1, "initialize", new JsonObject().put("protocolVersion", "2025-06-18").put("capabilities", capabilities)
      .put("clientInfo", new JsonObject().put("name", "test").put("version", "1")));
  }

  private static JsonObject declaring(String extension) {
    return new JsonObject().put("extensions", new JsonObject().put(extension, new JsonObject()));
  }

  @Test
  void aSessionHearsOfTheExtensionsItsClientDeclaredToo(VertxTestContext ctx) {
    JsonObject seen = new JsonObject();
    post(BOTH).sendJsonObject(initialize(new JsonObject()))
      .compose(r -> {
        seen.put("none", r.bodyAsJsonObject().getJsonObject("result").getJsonObject("capabilities"));
        return post(BOTH).sendJsonObject(initialize(declaring("com.example/other")));
      })
      .compose(r -> {
        seen.put("other", r.bodyAsJsonObject().getJsonObject("result").getJsonObject("capabilities"));
        return post(BOTH).sendJsonObject(initialize(declaring(EXTENSION)));
      })
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertFalse(seen.getJsonObject("none").containsKey("extensions"), seen.encode());
        assertEquals(seen.getJsonObject("none"), seen.getJsonObject("other"), "an extension the server lacks changes nothing");
        JsonObject both = r.bodyAsJsonObject().getJsonObject("result").getJsonObject("capabilities");
        assertEquals(new JsonObject().put(EXTENSION, SETTINGS), both.getJsonObject("extensions"));
        both.remove("extensions");
        assertEquals(seen.getJsonObject("none"), both, "and nothing else changes");
        ctx.completeNow();
      })));
  }

  @Test
  void discoverNamesEveryExtensionTheServerServes(VertxTestContext ctx) {
    post(BOTH).putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", "server/discover")
      .sendJsonObject(request(1, "server/discover", new JsonObject().put("_meta", new JsonObject()
        .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
        .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
        .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "test").put("version", "1")))))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonObject extensions = r.bodyAsJsonObject().getJsonObject("result").getJsonObject("capabilities").getJsonObject("extensions");
        assertEquals(SETTINGS, extensions.getJsonObject(EXTENSION), r.bodyAsString());
        assertEquals(new JsonObject(), extensions.getJsonObject("io.modelcontextprotocol/tasks"), "the tasks extension beside it");
        ctx.completeNow();
      })));
  }
}
