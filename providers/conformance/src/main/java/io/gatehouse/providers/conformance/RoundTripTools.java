package io.gatehouse.providers.conformance;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Result;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Map;

/**
 * Tools of the multi round-trip (input_required): several questions at once, several rounds, and a
 * state kept by the client between rounds (the gateway signs it, so it comes back unaltered).
 */
final class RoundTripTools {

  private RoundTripTools() {
  }

  static Map<String, OperationHandler> handlers() {
    return Map.of(
      "test_input_required_result_elicitation", RoundTripTools::greet,
      "test_input_required_result_sampling", RoundTripTools::sample,
      "test_input_required_result_list_roots", RoundTripTools::countRoots,
      "test_input_required_result_request_state", inv -> confirm(inv, "request-state", "state-ok: requestState validated"),
      "test_input_required_result_tampered_state", inv -> confirm(inv, "tamper-test", "integrity-ok: state verified"),
      "test_input_required_result_multiple_inputs", RoundTripTools::multiple,
      "test_input_required_result_multi_round", RoundTripTools::multiRound,
      "test_input_required_result_capabilities", RoundTripTools::capabilities);
  }

  private static Future<Result> greet(Invocation inv) {
    JsonObject answer = answer(inv, "user_name");
    if (answer == null) return ask(new JsonObject().put("user_name", Ask.elicitString("What is your name?", "name")), null);
    return Blocks.answer(Blocks.text("Hello, " + Ask.field(answer, "name") + "!"));
  }

  private static Future<Result> sample(Invocation inv) {
    JsonObject answer = answer(inv, "sample_request");
    if (answer == null) return ask(new JsonObject().put("sample_request", Ask.sample("What is the capital of France?", 100)), null);
    String text = Ask.sampledText(answer);
    return Blocks.answer(Blocks.text("Sampling result: " + (text == null ? "no response" : text)));
  }

  private static Future<Result> countRoots(Invocation inv) {
    JsonObject answer = answer(inv, "roots_request");
    if (answer == null) return ask(new JsonObject().put("roots_request", Ask.roots()), null);
    return Blocks.answer(Blocks.text("Found " + answer.getJsonArray("roots", new JsonArray()).size() + " root(s)"));
  }

  /** Asks for a confirmation under a state of the given kind; answers once both come back. */
  private static Future<Result> confirm(Invocation inv, String kind, String done) {
    JsonObject answer = answer(inv, "confirm");
    JsonObject state = inv.state();
    if (answer != null && state != null && kind.equals(state.getString("kind"))) {
      return Blocks.answer(Blocks.text(done));
    }
    JsonObject question = Ask.elicit("Please confirm",
      new JsonObject().put("ok", new JsonObject().put("type", "boolean")), new JsonArray().add("ok"));
    return ask(new JsonObject().put("confirm", question), new JsonObject().put("kind", kind));
  }

  private static Future<Result> multiple(Invocation inv) {
    JsonObject name = answer(inv, "user_name");
    JsonObject greeting = answer(inv, "greeting");
    JsonObject roots = answer(inv, "client_roots");
    JsonObject state = inv.state();
    if (name != null && greeting != null && roots != null && state != null && "multiple-inputs".equals(state.getString("kind"))) {
      String text = Ask.sampledText(greeting);
      return Blocks.answer(Blocks.text("Name: " + Ask.field(name, "name") + "; Greeting: "
        + (text == null ? "Hello there!" : text) + "; Roots: " + roots.getJsonArray("roots", new JsonArray()).size()));
    }
    return ask(new JsonObject()
        .put("user_name", Ask.elicitString("What is your name?", "name"))
        .put("greeting", Ask.sample("Generate a greeting", 50))
        .put("client_roots", Ask.roots()),
      new JsonObject().put("kind", "multiple-inputs"));
  }

  private static Future<Result> multiRound(Invocation inv) {
    JsonObject state = inv.state();
    int round = state == null ? 0 : state.getInteger("round", 0);
    if (round == 1 && answer(inv, "step1") != null) {
      return ask(new JsonObject().put("step2", Ask.elicitString("Step 2: What is your favorite color?", "color")),
        new JsonObject().put("round", 2).put("name", Ask.field(answer(inv, "step1"), "name")));
    }
    if (round == 2 && answer(inv, "step2") != null) {
      return Blocks.answer(Blocks.text("Multi-round complete for " + state.getString("name", "friend")
        + " who likes " + Ask.field(answer(inv, "step2"), "color")));
    }
    return ask(new JsonObject().put("step1", Ask.elicitString("Step 1: What is your name?", "name")),
      new JsonObject().put("round", 1));
  }

  /** Asks only for the kinds of input the client declared it can give. */
  private static Future<Result> capabilities(Invocation inv) {
    JsonObject responses = inv.inputResponses();
    if (responses != null && !responses.isEmpty()) {
      return Blocks.answer(Blocks.text("capabilities-ok: received " + String.join(",", responses.fieldNames())));
    }
    JsonObject caps = inv.clientCapabilities();
    JsonObject questions = new JsonObject();
    if (caps.containsKey("elicitation")) questions.put("elicit_input", Ask.elicitString("Elicitation input", "value"));
    if (caps.containsKey("sampling")) questions.put("sample_input", Ask.sample("Sample request", 50));
    if (questions.isEmpty()) return Blocks.answer(Blocks.text("No supported capabilities declared"));
    return ask(questions, new JsonObject().put("kind", "capabilities-test"));
  }

  private static JsonObject answer(Invocation inv, String key) {
    JsonObject responses = inv.inputResponses();
    return responses == null ? null : responses.getJsonObject(key);
  }

  private static Future<Result> ask(JsonObject questions, JsonObject state) {
    return Future.succeededFuture(Result.inputRequired(questions, state));
  }
}
