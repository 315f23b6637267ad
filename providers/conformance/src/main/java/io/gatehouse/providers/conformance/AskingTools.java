package io.gatehouse.providers.conformance;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Result;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Map;
import java.util.function.Function;

/**
 * Tools that need one answer from the client (sampling or elicitation) before they can answer; the
 * gateway carries the question and calls them again with the answer.
 */
final class AskingTools {

  private static final String KEY = "input";

  private AskingTools() {
  }

  static Map<String, OperationHandler> handlers() {
    return Map.of(
      "test_sampling", inv -> once(inv, Ask.sample(inv.arguments().getString("prompt"), 100), answer -> {
        String text = Ask.sampledText(answer);
        return "LLM response: " + (text == null ? "No response" : text);
      }),
      "test_elicitation", inv -> once(inv, Ask.elicit(inv.arguments().getString("message"),
          new JsonObject().put("response", new JsonObject().put("type", "string").put("description", "User's response")),
          new JsonArray().add("response")),
        answer -> "User response: " + summary(answer)),
      "test_elicitation_sep1034_defaults", inv -> once(inv, Ask.elicit(
          "Please review and update the form fields with defaults", defaults(), new JsonArray()),
        answer -> "Elicitation completed: " + summary(answer)),
      "test_elicitation_sep1330_enums", inv -> once(inv, Ask.elicit(
          "Please select options from the enum fields", enums(), new JsonArray()),
        answer -> "Elicitation completed: " + summary(answer)),
      "test_missing_capability", inv -> once(inv, Ask.sample("Say anything", 10), answer -> "Success"));
  }

  /** Asks the question on a first call; answers from the client's reply on the next. */
  private static Future<Result> once(Invocation inv, JsonObject question, Function<JsonObject, String> answerText) {
    JsonObject responses = inv.inputResponses();
    if (responses == null || responses.getJsonObject(KEY) == null) {
      return Future.succeededFuture(Result.inputRequired(new JsonObject().put(KEY, question), null));
    }
    return Blocks.answer(Blocks.text(answerText.apply(responses.getJsonObject(KEY))));
  }

  private static String summary(JsonObject answer) {
    JsonObject content = answer.getJsonObject("content", new JsonObject());
    return "action=" + answer.getString("action") + ", content=" + content.encode();
  }

  /** A form whose fields of every primitive type carry a default (SEP-1034). */
  private static JsonObject defaults() {
    return new JsonObject()
      .put("name", field("string", "User name").put("default", "John Doe"))
      .put("age", field("integer", "User age").put("default", 30))
      .put("score", field("number", "User score").put("default", 95.5))
      .put("status", field("string", "User status")
        .put("enum", new JsonArray().add("active").add("inactive").add("pending")).put("default", "active"))
      .put("verified", field("boolean", "Verification status").put("default", true));
  }

  /** Single- and multi-select lists, with and without titles, and the legacy enumNames form (SEP-1330). */
  private static JsonObject enums() {
    JsonArray options = new JsonArray().add("option1").add("option2").add("option3");
    return new JsonObject()
      .put("untitledSingle", field("string", "Select one option").put("enum", options))
      .put("titledSingle", field("string", "Select one option with titles").put("oneOf", titled("Option")))
      .put("legacyEnum", field("string", "Select one option (legacy)")
        .put("enum", new JsonArray().add("opt1").add("opt2").add("opt3"))
        .put("enumNames", new JsonArray().add("Option One").add("Option Two").add("Option Three")))
      .put("untitledMulti", field("array", "Select multiple options").put("minItems", 1).put("maxItems", 3)
        .put("items", new JsonObject().put("type", "string").put("enum", options)))
      .put("titledMulti", field("array", "Select multiple options with titles").put("minItems", 1).put("maxItems", 3)
        .put("items", new JsonObject().put("anyOf", titled("Choice"))));
  }

  private static JsonObject field(String type, String description) {
    return new JsonObject().put("type", type).put("description", description);
  }

  private static JsonArray titled(String noun) {
    JsonArray list = new JsonArray();
    String[] ordinals = {"First", "Second", "Third"};
    for (int i = 0; i < 3; i++) {
      list.add(new JsonObject().put("const", "value" + (i + 1)).put("title", ordinals[i] + " " + noun));
    }
    return list;
  }
}
