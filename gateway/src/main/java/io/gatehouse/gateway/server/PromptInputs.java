package io.gatehouse.gateway.server;

import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.McpException;
import io.vertx.core.json.JsonObject;

import java.util.Map;

/**
 * Values a declared prompt asks the user for by elicitation before it can be filled. Only the
 * stateless revision can ask during prompts/get (input_required); sessions are told so.
 */
final class PromptInputs {

  private static final int MISSING_CLIENT_CAPABILITY = -32021;

  private PromptInputs() {
  }

  /**
   * Puts the answered fields into values as {@code key.field} and returns null, or returns the
   * input_required result asking for what is still missing.
   */
  static JsonObject answers(String prompt, JsonObject inputs, CallContext ctx, Map<String, String> values) {
    JsonObject responses = ctx.inputResponses() == null ? new JsonObject() : ctx.inputResponses();
    JsonObject questions = new JsonObject();
    for (String key : inputs.fieldNames()) {
      JsonObject answer = responses.getValue(key) instanceof JsonObject o ? o : null;
      JsonObject content = answer == null ? null : answer.getJsonObject("content");
      if (content == null || !"accept".equals(answer.getString("action", "accept"))) {
        questions.put(key, new JsonObject().put("method", "elicitation/create").put("params", inputs.getJsonObject(key)));
      } else {
        content.forEach(e -> values.put(key + "." + e.getKey(), String.valueOf(e.getValue())));
      }
    }
    if (questions.isEmpty()) return null;
    if (!"2026-07-28".equals(ctx.protocolVersion())) {
      throw McpException.invalidParams("prompt " + prompt + " asks the user for input, which needs protocol revision 2026-07-28");
    }
    if (!ctx.clientCapabilities().containsKey("elicitation")) {
      throw McpException.create(MISSING_CLIENT_CAPABILITY, "Missing required client capability",
        new JsonObject().put("requiredCapabilities", new JsonObject().put("elicitation", new JsonObject())));
    }
    return new JsonObject().put("resultType", "input_required").put("inputRequests", questions);
  }
}
