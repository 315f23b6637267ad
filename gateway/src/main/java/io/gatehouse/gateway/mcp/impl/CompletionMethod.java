package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.Completion;
import io.gatehouse.gateway.mcp.CompletionRequest;
import io.gatehouse.gateway.mcp.McpBackend;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** completion/complete for prompt arguments and resource template variables. */
final class CompletionMethod {

  private static final int MAX_VALUES = 100;

  private final McpBackend backend;

  CompletionMethod(McpBackend backend) {
    this.backend = backend;
  }

  void complete(Call call) {
    CompletionRequest request = parse(call.params);
    if (request == null) {
      call.fail(JsonRpc.INVALID_PARAMS, "Invalid completion request", null);
      return;
    }
    backend.complete(request, call).onComplete(ar -> {
      if (ar.failed()) {
        call.fail(ar.cause());
      } else {
        call.ok(new JsonObject().put("completion", encode(ar.result())));
      }
    });
  }

  private static CompletionRequest parse(JsonObject params) {
    JsonObject ref = params.getValue("ref") instanceof JsonObject r ? r : null;
    JsonObject argument = params.getValue("argument") instanceof JsonObject a ? a : null;
    if (ref == null || argument == null
      || !(argument.getValue("name") instanceof String name)
      || !(argument.getValue("value") instanceof String value)) {
      return null;
    }
    CompletionRequest.Ref kind;
    Object target;
    if ("ref/prompt".equals(ref.getValue("type"))) {
      kind = CompletionRequest.Ref.PROMPT;
      target = ref.getValue("name");
    } else if ("ref/resource".equals(ref.getValue("type"))) {
      kind = CompletionRequest.Ref.RESOURCE;
      target = ref.getValue("uri");
    } else {
      return null;
    }
    if (!(target instanceof String t)) {
      return null;
    }
    Map<String, String> context = new HashMap<>();
    if (params.getValue("context") instanceof JsonObject ctx && ctx.getValue("arguments") instanceof JsonObject args) {
      for (String key : args.fieldNames()) {
        if (args.getValue(key) instanceof String v) {
          context.put(key, v);
        }
      }
    }
    return CompletionRequest.create(kind, t, name, value, context);
  }

  private static JsonObject encode(Completion c) {
    List<String> values = c == null ? List.of() : c.values();
    boolean cut = values.size() > MAX_VALUES;
    JsonObject out = new JsonObject()
      .put("values", new JsonArray(List.copyOf(cut ? values.subList(0, MAX_VALUES) : values)));
    if (c != null && c.total() != null) {
      out.put("total", c.total());
    }
    return out.put("hasMore", cut || c != null && c.hasMore());
  }
}
