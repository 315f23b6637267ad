package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a tool call's outcome comes to in MCP terms, decided in this one place for a call answered
 * in its request and for a task alike. Every outcome ends somewhere: one this code does not know
 * (or none at all) is an internal error, so a new kind of outcome cannot leave a call unanswered or
 * a task working forever.
 */
final class ToolResults {

  private static final Logger LOG = LoggerFactory.getLogger(ToolResults.class);
  /** The text of a result without a structured value or content of its own. */
  private static final Buffer NULL = Buffer.buffer("null");

  /** Who hears what an outcome comes to. */
  interface Target {

    /** A buffer with room for {@code size} more bytes, holding what goes before the result. */
    Buffer open(int size);

    /** A CallToolResult, written into the buffer from {@link #open} and left without its closing brace. */
    void result(Buffer written);

    /** The tool asks the client first. */
    void inputRequired(ToolOutcome.InputRequired ask);

    /** No result: a JSON-RPC error. */
    void error(int code, String message);

    /** The tool failed (a result with isError follows): for whoever records the call's outcome. */
    default void toolFailed(String message) {
    }
  }

  private ToolResults() {
  }

  /** Hands the outcome to the target as a result, a question for the client or an error. */
  static void answer(ToolOutcome outcome, Revision rev, Target to) {
    boolean withStructured = rev.structured();
    if (outcome instanceof ToolOutcome.Encoded e) {
      Buffer structured = e.structured();
      byte[] text = structured.getBytes();
      to.result(WireWriter.toolResult(to.open(WireWriter.toolResultLength(structured, text, withStructured)),
        structured, text, withStructured));
    } else if (outcome instanceof ToolOutcome.Success s) {
      Buffer structured = s.structured() == null ? null : s.structured().toBuffer();
      if (s.content() == null) {
        Buffer shown = structured == null ? NULL : structured;
        byte[] text = shown.getBytes();
        boolean spliced = withStructured && structured != null;
        to.result(WireWriter.toolResult(to.open(WireWriter.toolResultLength(shown, text, spliced)), shown, text,
          spliced));
      } else {
        to.result(WireWriter.toolResult(to.open(256 + (structured == null ? 0 : structured.length())), s.content(),
          structured, withStructured));
      }
    } else if (outcome instanceof ToolOutcome.Failure f) {
      to.toolFailed(f.message());
      to.result(failure(to, f.message(), f.details()));
    } else if (outcome instanceof ToolOutcome.InputRequired ask) {
      to.inputRequired(ask);
    } else if (outcome instanceof ToolOutcome.Unknown u) {
      to.error(JsonRpc.INVALID_PARAMS, "Unknown tool: " + u.name() + (u.hint().isEmpty() ? "" : "." + u.hint()));
    } else {
      LOG.warn("A tool call ended with no outcome this gateway knows: {}", outcome);
      to.error(JsonRpc.INTERNAL_ERROR, "Internal error");
    }
  }

  /** A tool failure as a result, written where the target wants it. */
  static Buffer failure(Target to, String message, JsonObject details) {
    return WireWriter.toolFailure(to.open(64 + message.length()), message, details);
  }
}
