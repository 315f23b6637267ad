package io.gatehouse.providers.conformance;

import io.gatehouse.api.Failure;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.Map;

/** Tools that answer at once with one kind of content each, or fail. */
final class ContentTools {

  private ContentTools() {
  }

  static Map<String, OperationHandler> handlers() {
    return Map.of(
      "test_simple_text", inv -> Blocks.answer(Blocks.text("This is a simple text response for testing.")),
      "test_image_content", inv -> Blocks.answer(Blocks.image()),
      "test_audio_content", inv -> Blocks.answer(Blocks.audio()),
      "test_embedded_resource", inv -> Blocks.answer(Blocks.resource("test://embedded-resource", "text/plain",
        "This is an embedded resource content.")),
      "test_multiple_content_types", inv -> Blocks.answer(Blocks.text("Multiple content types test:"), Blocks.image(),
        Blocks.resource("test://mixed-content-resource", "application/json",
          new JsonObject().put("test", "data").put("value", 123).encode())),
      "test_error_handling", inv -> Future.failedFuture(new ProviderException(Failure.INTERNAL,
        "This tool intentionally returns an error for testing")),
      "json_schema_2020_12_tool", inv -> Blocks.answer(Blocks.text("JSON Schema 2020-12 tool called with: "
        + inv.arguments().encode())),
      "test_header_param", inv -> Blocks.answer(Blocks.text("Region: " + inv.arguments().getString("region"))));
  }
}
