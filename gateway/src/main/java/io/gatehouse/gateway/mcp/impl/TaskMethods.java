package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.TaskSupport;
import io.vertx.core.json.JsonObject;

/**
 * The tasks extension (2026-07-28): whether a tools/call becomes a task, and tasks/get,
 * tasks/update and tasks/cancel. Only a request that declares the extension sees tasks.
 */
final class TaskMethods {

  static final String EXTENSION = "io.modelcontextprotocol/tasks";

  private final McpBackend backend;
  private final TaskStore store;

  TaskMethods(McpBackend backend, TaskStore store) {
    this.backend = backend;
    this.store = store;
  }

  /**
   * Answers the call with a new task when the tool runs as one for this client, or refuses a
   * task-only tool to a client without the extension; false leaves the call to run in the request.
   */
  boolean startIfTask(Call call, String tool, JsonObject arguments) {
    TaskSupport support = backend.taskSupport(tool);
    if (support == TaskSupport.FORBIDDEN) {
      return false;
    }
    if (!declared(call)) {
      if (support == TaskSupport.REQUIRED) {
        missingExtension(call);
        return true;
      }
      return false;
    }
    // a tool that asks first answers its first round in the request (multi round-trip)
    if (call.inputResponses() == null && backend.asksBeforeTask(tool)) {
      return false;
    }
    Task task = store.create(call.principal());
    new TaskRun(backend, task, tool, arguments, call).start();
    call.ok(task.handle().put("resultType", "task"));
    return true;
  }

  void get(Call call) {
    Task task = find(call);
    if (task != null) {
      call.ok(task.detailed());
    }
  }

  void update(Call call) {
    Task task = find(call);
    if (task == null) {
      return;
    }
    if (!(call.params.getValue("inputResponses") instanceof JsonObject responses)) {
      call.fail(JsonRpc.INVALID_PARAMS, "inputResponses must be an object", null);
      return;
    }
    task.answer(responses);
    call.ok(new JsonObject());
  }

  /** Acknowledged for a task that already ended too: cancelling is idempotent. */
  void cancel(Call call) {
    Task task = find(call);
    if (task != null) {
      task.cancel("Cancelled by the client");
      call.ok(new JsonObject());
    }
  }

  /** The caller's task named in params, or null once the call has been refused. */
  private Task find(Call call) {
    if (!declared(call)) {
      missingExtension(call);
      return null;
    }
    if (!(call.params.getValue("taskId") instanceof String id)) {
      call.fail(JsonRpc.INVALID_PARAMS, "taskId must be a string", null);
      return null;
    }
    Task task = store.find(id, call.principal());
    if (task == null) {
      call.fail(JsonRpc.INVALID_PARAMS, "Task not found", null);
    }
    return task;
  }

  static boolean declared(Call call) {
    return call.clientCapabilities().getValue("extensions") instanceof JsonObject e
      && e.getValue(EXTENSION) instanceof JsonObject;
  }

  static void missingExtension(Call call) {
    call.fail(JsonRpc.MISSING_CLIENT_CAPABILITY, "Missing required client capability",
      new JsonObject().put("requiredCapabilities",
        new JsonObject().put("extensions", new JsonObject().put(EXTENSION, new JsonObject()))));
  }
}
