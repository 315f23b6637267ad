package io.gatehouse.gateway.server;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.ManifestException;
import io.gatehouse.gateway.mcp.McpException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeclaredContentTest {

  private static JsonObject manifest() {
    return new JsonObject().put("id", "fixture")
      .put("operations", new JsonArray().add(new JsonObject().put("id", "op").put("description", "d").put("handler", "op")))
      .put("resources", new JsonArray().add(new JsonObject().put("uri", "test://a").put("name", "a")
        .put("mimeType", "text/plain").put("text", "A")))
      .put("resourceTemplates", new JsonArray().add(new JsonObject().put("uriTemplate", "test://items/{id}/{part}")
        .put("name", "item").put("text", "{\"id\":\"{id}\",\"part\":\"{part}\"}")))
      .put("prompts", new JsonArray().add(new JsonObject().put("name", "hello")
        .put("arguments", new JsonArray().add(new JsonObject().put("name", "who").put("required", true)))
        .put("messages", new JsonArray().add(new JsonObject().put("role", "user")
          .put("content", new JsonObject().put("type", "text").put("text", "Hello {who}, {unknown}"))))));
  }

  @Test
  void resourcesTemplatesAndPromptsAreServedFilledIn() {
    DeclaredContent content = new DeclaredContent(List.of(Manifest.fromJson(manifest())));
    assertEquals(new JsonObject().put("uri", "test://a").put("name", "a").put("mimeType", "text/plain"),
      content.resources().get(0));
    assertEquals("A", content.read("test://a").getJsonObject(0).getString("text"));
    assertEquals(new JsonObject().put("id", "7").put("part", "x"),
      new JsonObject(content.read("test://items/7/x").getJsonObject(0).getString("text")));
    assertNull(content.read("test://items/7"));
    assertNull(content.read("test://b"));
    assertEquals("Hello Ann, {unknown}", content.prompt("hello", new JsonObject().put("who", "Ann"), null)
      .getJsonArray("messages").getJsonObject(0).getJsonObject("content").getString("text"));
    assertThrows(McpException.class, () -> content.prompt("hello", new JsonObject(), null));
    assertNull(content.prompt("nope", new JsonObject(), null));
  }

  @Test
  void malformedSectionsAreManifestProblems() {
    JsonObject bad = manifest();
    bad.getJsonArray("resources").add(new JsonObject().put("uri", "test://a").put("name", "again")
      .put("text", "x").put("blob", "eA=="));
    bad.put("prompts", new JsonArray().add(new JsonObject().put("name", "empty")));
    ManifestException e = assertThrows(ManifestException.class, () -> Manifest.fromJson(bad));
    String problems = e.getMessage();
    assertTrue(problems.contains("exactly one of text or blob") && problems.contains("appears twice")
      && problems.contains("messages"), problems);
  }
}
