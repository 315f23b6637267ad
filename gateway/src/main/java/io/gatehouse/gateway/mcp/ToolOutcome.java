package io.gatehouse.gateway.mcp;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** What a tool call came to. */
public sealed interface ToolOutcome {

  /** A structured result; content may be null, then it is the structured value as JSON text. */
  record Success(JsonObject structured, JsonArray content) implements ToolOutcome {
  }

  /** A structured result already encoded as a JSON object, spliced into the result as it is; its text is the content. */
  record Encoded(Buffer structured) implements ToolOutcome {
  }

  /** The tool ran and failed: reported to the model with isError, not as a protocol error. */
  record Failure(String message, JsonObject details) implements ToolOutcome {
  }

  /**
   * The tool needs input from the client first (elicitation, sampling, roots): a map of
   * input requests by key, and an opaque state the client sends back with its answers.
   */
  record InputRequired(JsonObject inputRequests, String requestState) implements ToolOutcome {
  }

  /**
   * No tool of that name (for this caller): a JSON-RPC invalid-params error.
   *
   * @param hint the next step, appended to the message (a close name, the server that has it); empty for none
   */
  record Unknown(String name, String hint) implements ToolOutcome {
  }

  static ToolOutcome success(JsonObject structured) {
    return new Success(structured, null);
  }

  static ToolOutcome failure(String message, JsonObject details) {
    return new Failure(message, details);
  }

  static ToolOutcome inputRequired(JsonObject inputRequests, String requestState) {
    return new InputRequired(inputRequests, requestState);
  }

  static ToolOutcome unknown(String name) {
    return new Unknown(name, "");
  }
}
