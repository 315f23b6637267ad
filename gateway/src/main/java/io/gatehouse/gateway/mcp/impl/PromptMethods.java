package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.vertx.core.json.JsonObject;

/** prompts/list and prompts/get. */
final class PromptMethods {


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
    String name = call.stringParam("name", "Prompt name");
    JsonObject arguments = name == null ? null : call.argumentsParam("Prompt");
    if (arguments == null) {
      return;
    }
    backend.getPrompt(name, arguments, call).onComplete(ar -> {
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
