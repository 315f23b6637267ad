package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** tools/list and tools/call. */
final class ToolMethods {

  /** Rounds of client input one legacy call may go through before it is refused. */
  private static final int MAX_INPUT_ROUNDS = 8;
  private static final JsonObject NO_ARGUMENTS = new JsonObject();
  private static final byte[] TEXT_HEAD = "{\"content\":[{\"type\":\"text\",\"text\":\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] TEXT_TAIL = "\"}]".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] STRUCTURED = ",\"structuredContent\":".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] NOT_AN_ERROR = ",\"isError\":false".getBytes(StandardCharsets.US_ASCII);

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
    call.okEncoded(pages.page(call.rev, call.params.getValue("cursor")));
  }

  void call(Call call) {
    if (!(call.params.getValue("name") instanceof String name)) {
      call.fail(JsonRpc.INVALID_PARAMS, "Tool name must be a string", null);
      return;
    }
    Object args = call.params.getValue("arguments");
    if (args != null && !(args instanceof JsonObject)) {
      call.fail(JsonRpc.INVALID_PARAMS, "Tool arguments must be an object", null);
      return;
    }
    JsonObject arguments = args == null ? NO_ARGUMENTS : (JsonObject) args;
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
    f.onComplete(ar -> outcome(call, name, arguments, round, ar));
  }

  private void outcome(Call call, String name, JsonObject arguments, int round, AsyncResult<ToolOutcome> ar) {
    if (ar.failed()) {
      call.fail(ar.cause());
      return;
    }
    ToolOutcome outcome = ar.result();
    if (outcome instanceof ToolOutcome.Encoded e) {
      Buffer structured = e.structured();
      Buffer completion = call.results.completion(call.rev);
      Buffer out = call.openResult(encodedSuccessLength(structured, call.rev) + completion.length());
      call.okOpened(appendEncodedSuccess(out, structured, call.rev).appendBuffer(completion));
    } else if (outcome instanceof ToolOutcome.Success s) {
      call.ok(success(s, call.rev));
    } else if (outcome instanceof ToolOutcome.Failure f) {
      // a result with isError is the tool's failure, not the protocol's: the conventions name it tool_error
      call.trace().fail("tool_error", f.message());
      call.ok(failure(f.message(), f.details()));
    } else if (outcome instanceof ToolOutcome.InputRequired ir) {
      inputRequired(call, name, arguments, round, ir);
    } else if (outcome instanceof ToolOutcome.Unknown u) {
      call.fail(JsonRpc.INVALID_PARAMS, "Unknown tool: " + u.name(), null);
    } else {
      call.fail(JsonRpc.INTERNAL_ERROR, "Internal error", null);
    }
  }

  static JsonObject success(ToolOutcome.Success s, Revision rev) {
    JsonObject structured = s.structured();
    JsonArray content = s.content();
    if (content == null) {
      content = new JsonArray().add(text(structured == null ? "null" : structured.encode()));
    }
    JsonObject result = new JsonObject().put("content", content);
    if (structured != null && rev.structured()) {
      result.put("structuredContent", structured);
    }
    return result.put("isError", false);
  }

  /** What {@link #appendEncodedSuccess} writes, so the response is allocated once at its size. */
  private static int encodedSuccessLength(Buffer structured, Revision rev) {
    return TEXT_HEAD.length + JsonQuoting.quotedLength(structured) + TEXT_TAIL.length
      + (rev.structured() ? STRUCTURED.length + structured.length() : 0) + NOT_AN_ERROR.length;
  }

  /**
   * The same shape as {@link #success} written around JSON text that is already encoded, left open
   * for the revision's completion: the text is quoted once, the structured value not re-encoded.
   */
  private static Buffer appendEncodedSuccess(Buffer out, Buffer structured, Revision rev) {
    out.appendBytes(TEXT_HEAD);
    JsonQuoting.appendQuoted(out, structured);
    out.appendBytes(TEXT_TAIL);
    if (rev.structured()) {
      out.appendBytes(STRUCTURED).appendBuffer(structured);
    }
    return out.appendBytes(NOT_AN_ERROR);
  }

  static JsonObject failure(String message, JsonObject details) {
    JsonArray content = new JsonArray().add(text(message));
    if (details != null && !details.isEmpty()) {
      content.add(text(details.encode()));
    }
    return new JsonObject().put("content", content).put("isError", true);
  }

  private static JsonObject text(String text) {
    return new JsonObject().put("type", "text").put("text", text);
  }

  /**
   * Modern clients get the input requests in the result and retry on their own. Legacy
   * clients get them as server-to-client requests on the response stream; their answers
   * are fed back to the backend as a retry of the same call.
   */
  private void inputRequired(Call call, String name, JsonObject arguments, int round, ToolOutcome.InputRequired ir) {
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
    if (missing != null || call.session == null || !call.canStream() || round >= MAX_INPUT_ROUNDS) {
      call.ok(failure("This tool needs input the client cannot provide on this connection", missing));
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
      if (!call.emit(JsonRpc.request(outId, request.getString("method"), request.getJsonObject("params")))) {
        outIds.forEach(call.session::forget);
        call.ok(failure("This tool needs input the client cannot provide on this connection", null));
        return;
      }
    }
    // a cancelled call no longer waits for the client's answers
    call.cancelled().onComplete(v -> outIds.forEach(call.session::forget));
    Future.all(answers).onComplete(all -> {
      if (all.failed()) {
        call.ok(failure("The client did not provide the requested input", null));
        return;
      }
      JsonObject responses = new JsonObject();
      for (int i = 0; i < keys.size(); i++) {
        responses.put(keys.get(i), answers.get(i).result());
      }
      call.retryWith(responses, ir.requestState());
      invoke(call, name, arguments, round + 1);
    });
  }
}
