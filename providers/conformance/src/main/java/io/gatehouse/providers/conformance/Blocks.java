package io.gatehouse.providers.conformance;

import io.gatehouse.api.Result;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** MCP content blocks and the results that carry them. */
final class Blocks {

  static final String PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNQSDjwHwAEJAJA6qdhxgAAAABJRU5ErkJggg==";
  static final String WAV = "UklGRigAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQQAAAAAAAAA";

  private Blocks() {
  }

  static JsonObject text(String text) {
    return new JsonObject().put("type", "text").put("text", text);
  }

  static JsonObject image() {
    return new JsonObject().put("type", "image").put("data", PNG).put("mimeType", "image/png");
  }

  static JsonObject audio() {
    return new JsonObject().put("type", "audio").put("data", WAV).put("mimeType", "audio/wav");
  }

  static JsonObject resource(String uri, String mimeType, String text) {
    return new JsonObject().put("type", "resource")
      .put("resource", new JsonObject().put("uri", uri).put("mimeType", mimeType).put("text", text));
  }

  /** A result shown as these blocks; the fixture computes nothing, so it names no sources. */
  static Result result(JsonObject... blocks) {
    JsonArray content = new JsonArray();
    for (JsonObject b : blocks) content.add(b);
    return Result.of(new JsonObject(), List.of()).withContent(content);
  }

  static Future<Result> answer(JsonObject... blocks) {
    return Future.succeededFuture(result(blocks));
  }
}
