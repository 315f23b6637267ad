package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.vertx.core.json.JsonObject;

/** prompts/list and prompts/get. */
final class PromptMethods {

  private static final JsonObject NO_ARGUMENTS = new JsonObject();

  private final McpBackend backend;
  private final ListPages prompts;

  PromptMethods(McpBackend backend, ListPages prompts) {
    this.backend = backend;
    this.prompts = prompts;
  }

  void list(Call call) {
    call.okEncoded(prompts.page(call));
  }

  void get(Call call) {
    if (!(call.params.getValue("name") instanceof String name)) {
      call.fail(JsonRpc.INVALID_PARAMS, "Prompt name must be a string", null);
      return;
    }
    Object args = call.params.getValue("arguments");
    if (args != null && !(args instanceof JsonObject)) {
      call.fail(JsonRpc.INVALID_PARAMS, "Prompt arguments must be an object", null);
      return;
    }
    backend.getPrompt(name, args == null ? NO_ARGUMENTS : (JsonObject) args, call).onComplete(ar -> {
      if (ar.failed()) {
        call.fail(ar.cause());
      } else if (ar.result() == null) {
        call.fail(JsonRpc.INVALID_PARAMS, "Unknown prompt: " + name, null);
      } else {
        call.ok(ar.result());
      }
    });
  }
}
