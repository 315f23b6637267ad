package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** tools/list and tools/call. */
final class ToolMethods {

  /** Rounds of client input one legacy call may go through before it is refused. */
  private static final int MAX_INPUT_ROUNDS = 8;

  private final McpBackend backend;
  private final ListPages pages;
  private final TaskMethods tasks;

  /** tasks is null when the backend serves no tasks. */
  ToolMethods(McpBackend backend, ListPages pages, TaskMethods tasks) {
    this.backend = backend;
    this.pages = pages;
    this.tasks = tasks;
  }

  void list(Call call) {
    call.okEncoded(pages.page(call));
  }

  void call(Call call) {
    String name = call.stringParam("name", "Tool name");
    JsonObject arguments = name == null ? null : call.argumentsParam("Tool");
    if (arguments == null) {
      return;
    }
    if (tasks != null && call.rev.modern() && tasks.startIfTask(call, name, arguments)) {
      return;
    }
    invoke(call, name, arguments, 0);
  }

  private void invoke(Call call, String name, JsonObject arguments, int round) {
    Future<ToolOutcome> f;
    try {
      f = backend.callTool(name, arguments, call);
    } catch (RuntimeException e) {
      call.fail(e);
      return;
    }
    f.onComplete(new Reply(call, name, arguments, round));
  }

  /** One round of a tools/call hearing its outcome; the result is written in place in the response. */
  private final class Reply implements Handler<AsyncResult<ToolOutcome>>, ToolResults.Target {

    private final Call call;
    private final String name;
    private final JsonObject arguments;
    private final int round;

    Reply(Call call, String name, JsonObject arguments, int round) {
      this.call = call;
      this.name = name;
      this.arguments = arguments;
      this.round = round;
    }

    @Override
    public void handle(AsyncResult<ToolOutcome> ar) {
      if (ar.failed()) {
        call.fail(ar.cause());
      } else {
        ToolResults.answer(ar.result(), call.rev, this);
      }
    }

    @Override
    public Buffer open(int size) {
      return call.openResult(size + call.results.completion(call.rev).length());
    }

    @Override
    public void result(Buffer written) {
      call.okOpened(written.appendBuffer(call.results.completion(call.rev)));
    }

    @Override
    public void inputRequired(ToolOutcome.InputRequired ask) {
      ToolMethods.this.inputRequired(this, ask);
    }

    @Override
    public void error(int code, String message) {
      call.fail(code, message, null);
    }

    @Override
    public void toolFailed(String message) {
      // a result with isError is the tool's failure, not the protocol's: the conventions name it tool_error
      call.trace().fail("tool_error", message);
    }

    void failure(String message, JsonObject details) {
      result(ToolResults.failure(this, message, details));
    }
  }

  /**
   * Modern clients get the input requests in the result and retry on their own. Legacy
   * clients get them as server-to-client requests on the response stream; their answers
   * are fed back to the backend as a retry of the same call.
   */
  private void inputRequired(Reply reply, ToolOutcome.InputRequired ir) {
    Call call = reply.call;
    JsonObject requests = ir.inputRequests() == null ? new JsonObject() : ir.inputRequests();
    JsonObject missing = InputRequests.missingCapabilities(requests, call.clientCapabilities());
    if (call.rev.modern()) {
      if (missing != null) {
        call.fail(JsonRpc.MISSING_CLIENT_CAPABILITY, "Missing required client capability",
          new JsonObject().put("requiredCapabilities", missing));
        return;
      }
      JsonObject result = new JsonObject().put("resultType", "input_required");
      if (!requests.isEmpty()) {
        result.put("inputRequests", requests);
      }
      if (ir.requestState() != null) {
        result.put("requestState", ir.requestState());
      }
      call.ok(result);
      return;
    }
    if (missing != null || call.session == null || !call.canStream() || reply.round >= MAX_INPUT_ROUNDS) {
      reply.failure("This tool needs input the client cannot provide on this connection", missing);
      return;
    }
    List<String> keys = new ArrayList<>(requests.fieldNames());
    List<Future<JsonObject>> answers = new ArrayList<>(keys.size());
    List<String> outIds = new ArrayList<>(keys.size());
    for (String key : keys) {
      JsonObject request = requests.getJsonObject(key);
      Promise<JsonObject> answer = Promise.promise();
      String outId = call.session.expect(answer);
      outIds.add(outId);
      answers.add(answer.future());
      if (!call.emit(WireWriter.request(outId, request.getString("method"), request.getJsonObject("params")))) {
        outIds.forEach(call.session::forget);
        reply.failure("This tool needs input the client cannot provide on this connection", null);
        return;
      }
    }
    // a cancelled call no longer waits for the client's answers
    call.cancelled().onComplete(v -> outIds.forEach(call.session::forget));
    Future.all(answers).onComplete(all -> {
      if (all.failed()) {
        reply.failure("The client did not provide the requested input", null);
        return;
      }
      JsonObject responses = new JsonObject();
      for (int i = 0; i < keys.size(); i++) {
        responses.put(keys.get(i), answers.get(i).result());
      }
      call.retryWith(responses, ir.requestState());
      invoke(call, reply.name, reply.arguments, reply.round + 1);
    });
  }
}
