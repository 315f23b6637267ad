package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.mcp.TaskSupport;
import io.vertx.core.json.JsonObject;

/**
 * The tasks extension (2026-07-28): whether a tools/call becomes a task, and tasks/get,
 * tasks/update and tasks/cancel. Only a request that declares the extension sees tasks.
 */
final class TaskMethods {

  static final String EXTENSION = "io.modelcontextprotocol/tasks";
  static final String GET = "tasks/get";
  static final String UPDATE = "tasks/update";
  static final String CANCEL = "tasks/cancel";

  private final McpBackend backend;
  private final TaskStore store;
  private final TaskRelay relay;

  /** @param relay how tasks of other nodes are reached, in a cluster */
  TaskMethods(McpBackend backend, TaskStore store, TaskRelay relay) {
    this.backend = backend;
    this.store = store;
    this.relay = relay;
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
    McpException refused = backend.refusal(tool, call);
    if (refused != null) {
      call.fail(refused);
      return true;
    }
    Task task = store.create(call.principal());
    new TaskRun(backend, task, tool, arguments, call).start();
    call.ok(task.handle().put("resultType", "task"));
    return true;
  }

  void get(Call call) {
    answer(call, GET);
  }

  void update(Call call) {
    answer(call, UPDATE);
  }

  /** Acknowledged for a task that already ended too: cancelling is idempotent. */
  void cancel(Call call) {
    answer(call, CANCEL);
  }

  /** Does what the method asks of the caller's task here, or on the node that runs it. */
  private void answer(Call call, String method) {
    if (!declared(call)) {
      missingExtension(call);
      return;
    }
    String id = call.stringParam("taskId", "taskId");
    if (id == null) {
      return;
    }
    if (relay.elsewhere(id)) {
      relay.forward(id, method, call.params, call.owner()).onComplete(ar -> {
        if (ar.succeeded()) call.ok(ar.result());
        else call.fail(ar.cause());
      });
      return;
    }
    try {
      call.ok(apply(method, store.find(id, call.owner()), call.params));
    } catch (McpException e) {
      call.fail(e);
    }
  }

  /** The result of a task method for a task of this node (null when unknown to its caller). */
  static JsonObject apply(String method, Task task, JsonObject params) {
    if (task == null) {
      throw McpException.invalidParams("Task not found");
    }
    switch (method) {
      case GET:
        return task.detailed();
      case UPDATE:
        if (!(params.getValue("inputResponses") instanceof JsonObject responses)) {
          throw McpException.invalidParams("inputResponses must be an object");
        }
        task.answer(responses);
        return new JsonObject();
      case CANCEL:
        task.cancel("Cancelled by the client");
        return new JsonObject();
      default:
        throw McpException.create(JsonRpc.METHOD_NOT_FOUND, "Method not found: " + method, null);
    }
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
