package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A tool call running as a task: the backend's own call, outside any HTTP request, settling the
 * task with its outcome. When the tool asks for input the task waits for tasks/update, then the
 * tool is called again with the answers, as a retry of the multi round-trip would.
 */
final class TaskRun extends RequestContext implements ToolResults.Target {

  private static final Logger LOG = LoggerFactory.getLogger(TaskRun.class);
  private static final LogSink NO_LOG = (level, logger, data) -> {
  };

  private final McpBackend backend;
  private final Task task;
  private final String tool;
  private final JsonObject arguments;
  private volatile int round;

  /**
   * Starts the call; the answers and state of a multi round-trip that came before the task go with
   * it, and the tool's work stays in the trace of the request that began the task after it is answered.
   */
  TaskRun(McpBackend backend, Task task, String tool, JsonObject arguments, Call call) {
    super(call);
    this.backend = backend;
    this.task = task;
    this.tool = tool;
    this.arguments = arguments;
  }

  void start() {
    Future<ToolOutcome> f;
    try {
      f = backend.callTool(tool, arguments, this);
    } catch (RuntimeException e) {
      f = Future.failedFuture(e);
    }
    f.onComplete(this::settle);
  }

  private void settle(AsyncResult<ToolOutcome> ar) {
    if (task.status().terminal()) {
      // cancelled or expired meanwhile: how the stopped work ended no longer matters
      return;
    }
    if (ar.failed()) {
      if (ar.cause() instanceof McpException e) {
        task.fail(e.code(), e.getMessage(), e.data());
      } else {
        LOG.warn("MCP task of {} failed", tool, ar.cause());
        task.fail(JsonRpc.INTERNAL_ERROR, "Internal error", null);
      }
      return;
    }
    ToolResults.answer(ar.result(), Revision.V2026_07_28, this);
  }

  /** The task's result is written as a request's would be, then kept as an object until it is fetched. */
  @Override
  public Buffer open(int size) {
    return Buffer.buffer(size + 1);
  }

  @Override
  public void result(Buffer written) {
    task.complete(new JsonObject(written.appendByte((byte) '}')));
  }

  @Override
  public void inputRequired(ToolOutcome.InputRequired ask) {
    ask(ask);
  }

  @Override
  public void error(int code, String message) {
    task.fail(code, message, null);
  }

  private void ask(ToolOutcome.InputRequired ir) {
    JsonObject requests = ir.inputRequests() == null ? new JsonObject() : ir.inputRequests();
    JsonObject missing = InputRequests.missingCapabilities(requests, clientCapabilities());
    if (missing != null) {
      task.fail(JsonRpc.MISSING_CLIENT_CAPABILITY, "Missing required client capability",
        new JsonObject().put("requiredCapabilities", missing));
      return;
    }
    if (requests.isEmpty()) {
      // nothing the client could answer: asking again would only loop
      task.fail(JsonRpc.INTERNAL_ERROR, "The tool asked for no input", null);
      return;
    }
    round++;
    // the task's lock orders the retry's fields before the call that reads them
    task.ask(requests, round, answers -> {
      retryWith(answers, ir.requestState());
      start();
    });
  }

  @Override
  public Object requestId() {
    return task.id;
  }

  @Override
  public String protocolVersion() {
    return Revision.V2026_07_28.wire;
  }

  @Override
  public Principal principal() {
    return task.principal;
  }

  /** Progress and log messages are not carried by tasks: there is no stream to put them on. */
  @Override
  public ProgressSink progress() {
    return null;
  }

  @Override
  public LogSink log() {
    return NO_LOG;
  }

  @Override
  public boolean logsWanted() {
    return false;
  }

  @Override
  public Future<Void> cancelled() {
    return task.cancelled();
  }
}
