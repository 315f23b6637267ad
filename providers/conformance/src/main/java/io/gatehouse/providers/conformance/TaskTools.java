package io.gatehouse.providers.conformance;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Map;

/**
 * The tools of the tasks extension's scenarios. Whether a call becomes a task is the gateway's
 * decision (each operation's execution in the manifest); these handlers only do the work, ask for
 * input as any tool would, and stop when the call is cancelled.
 */
final class TaskTools {

  private final Vertx vertx;

  TaskTools(Vertx vertx) {
    this.vertx = vertx;
  }

  Map<String, OperationHandler> handlers() {
    return Map.of(
      "greet", inv -> Blocks.answer(Blocks.text("Hello, " + inv.arguments().getString("name") + "!")),
      "slow_compute", this::slowCompute,
      "failing_job", inv -> vertx.timer(1_000).compose(v -> Future.failedFuture(
        new ProviderException(Failure.UPSTREAM_REJECTED, "The job failed, as this job always does"))),
      // no capability covers this request, so the gateway refuses it with a JSON-RPC error
      "protocol_error_job", inv -> ask(new JsonObject().put("unanswerable",
        new JsonObject().put("method", "x-conformance/unanswerable").put("params", new JsonObject()))),
      "confirm_delete", TaskTools::confirmDelete,
      "multi_input", TaskTools::multiInput,
      "test_tool_with_task", TaskTools::greetFromTask);
  }

  private Future<Result> slowCompute(Invocation inv) {
    long ms = Math.round(inv.arguments().getDouble("seconds") * 1000);
    String label = inv.arguments().getString("label", "slow_compute");
    Result done = Blocks.result(Blocks.text("Computed " + label + " after " + ms + " ms"));
    if (ms < 1) return Future.succeededFuture(done);
    Promise<Result> result = Promise.promise();
    long timer = vertx.setTimer(ms, t -> result.tryComplete(done));
    inv.cancelled().onComplete(v -> {
      vertx.cancelTimer(timer);
      result.tryFail(new ProviderException(Failure.CANCELLED, label + " was cancelled"));
    });
    return result.future();
  }

  private static Future<Result> confirmDelete(Invocation inv) {
    String file = inv.arguments().getString("filename");
    JsonObject answer = answer(inv, "confirm");
    if (answer == null) {
      return ask(new JsonObject().put("confirm", Ask.elicit("Delete " + file + "?",
        new JsonObject().put("confirm", new JsonObject().put("type", "boolean")), new JsonArray().add("confirm"))));
    }
    return Blocks.answer(Blocks.text((confirmed(answer) ? "Deleted " : "Kept ") + file));
  }

  /** Two questions out at once, so a client may answer them one at a time. */
  private static Future<Result> multiInput(Invocation inv) {
    JsonObject name = answer(inv, "name");
    JsonObject confirm = answer(inv, "confirm");
    if (name == null || confirm == null) {
      return ask(new JsonObject()
        .put("name", Ask.elicitString("What is your name?", "name"))
        .put("confirm", Ask.elicit("Go ahead?",
          new JsonObject().put("confirm", new JsonObject().put("type", "boolean")), new JsonArray().add("confirm"))));
    }
    return Blocks.answer(Blocks.text("Hello, " + Ask.field(name, "name") + "; confirmed: " + confirmed(confirm)));
  }

  /** Asks the name first (the manifest runs that round within the request); the answer comes from the task. */
  private static Future<Result> greetFromTask(Invocation inv) {
    JsonObject answer = answer(inv, "user_name");
    if (answer == null) return ask(new JsonObject().put("user_name", Ask.elicitString("What is your name?", "name")));
    return Blocks.answer(Blocks.text("Hello, " + Ask.field(answer, "name") + "!"));
  }

  private static boolean confirmed(JsonObject answer) {
    JsonObject content = answer.getJsonObject("content");
    return "accept".equals(answer.getString("action")) && content != null
      && Boolean.TRUE.equals(content.getValue("confirm"));
  }

  private static JsonObject answer(Invocation inv, String key) {
    JsonObject responses = inv.inputResponses();
    return responses == null ? null : responses.getJsonObject(key);
  }

  private static Future<Result> ask(JsonObject questions) {
    return Future.succeededFuture(Result.inputRequired(questions, null));
  }
}
