package io.gatehouse.gateway.apps;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A client declares the view format however HTTP lets a media type be written. */
class AppsExtensionTest {

  private static JsonObject declaring(Object... types) {
    return new JsonObject().put("extensions", new JsonObject().put(AppsExtension.ID,
      new JsonObject().put("mimeTypes", new JsonArray(List.of(types)))));
  }

  @Test
  void theViewFormatIsRecognisedInEveryEquivalentSpelling() {
    for (String type : new String[] {"text/html;profile=mcp-app", "text/html; profile=mcp-app", "TEXT/HTML;Profile=mcp-app",
      "text/html;profile=\"mcp-app\"", " text/html ; profile=mcp-app "}) {
      assertTrue(AppsExtension.negotiated(declaring("image/png", type)), type);
    }
  }

  @Test
  void otherFormatsAndShapesAreNot() {
    for (String type : new String[] {"text/html", "text/html;profile=mcp-apps", "text/html;profile=MCP-APP",
      "text/plain;profile=mcp-app", "text/html;profile=mcp-app;charset=utf-8", "text/html;profile="}) {
      assertFalse(AppsExtension.negotiated(declaring(type)), type);
    }
    assertFalse(AppsExtension.negotiated(declaring(42)));
    assertFalse(AppsExtension.negotiated(new JsonObject()));
    assertFalse(AppsExtension.negotiated(null));
  }
}
