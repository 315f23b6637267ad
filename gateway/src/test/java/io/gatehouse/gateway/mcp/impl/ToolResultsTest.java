package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every outcome ends somewhere, including none at all. */
class ToolResultsTest {

  @Test
  void eachOutcomeComesToOneAnswer() {
    assertEquals(List.of("result {\"content\":[{\"type\":\"text\",\"text\":\"{\\\"a\\\":1}\"}],\"structuredContent\":{\"a\":1},\"isError\":false}"),
      answers(ToolOutcome.success(new JsonObject().put("a", 1))));
    assertEquals(List.of("result {\"content\":[{\"type\":\"text\",\"text\":\"no\"}],\"isError\":true}"),
      answers(ToolOutcome.failure("no", new JsonObject())));
    assertEquals(List.of("input state-1"), answers(ToolOutcome.inputRequired(new JsonObject(), "state-1")));
    assertEquals(List.of("error -32602 Unknown tool: nope"), answers(ToolOutcome.unknown("nope")));
  }

  @Test
  void anOutcomeItDoesNotKnowIsAnInternalError() {
    assertEquals(List.of("error -32603 Internal error"), answers(null));
  }

  private static List<String> answers(ToolOutcome outcome) {
    List<String> heard = new ArrayList<>();
    ToolResults.answer(outcome, Revision.V2025_11_25, new ToolResults.Target() {
      @Override
      public Buffer open(int size) {
        return Buffer.buffer(size);
      }

      @Override
      public void result(Buffer written) {
        heard.add("result " + written.appendByte((byte) '}'));
      }

      @Override
      public void inputRequired(ToolOutcome.InputRequired ask) {
        heard.add("input " + ask.requestState());
      }

      @Override
      public void error(int code, String message) {
        heard.add("error " + code + " " + message);
      }
    });
    return heard;
  }
}
