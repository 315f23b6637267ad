package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One task of the tasks extension: its status and what that status carries. Requests on any event
 * loop read and change it, so every access holds its lock; once terminal it never changes again.
 */
final class Task {

  enum Status {
    WORKING("working"), INPUT_REQUIRED("input_required"), COMPLETED("completed"), FAILED("failed"),
    CANCELLED("cancelled");

    final String wire;

    Status(String wire) {
      this.wire = wire;
    }

    boolean terminal() {
      return this == COMPLETED || this == FAILED || this == CANCELLED;
    }
  }

  final String id;
  final Principal principal;
  private final Instant createdAt;
  private final long ttlMs;
  private final long pollIntervalMs;
  private final Promise<Void> cancel = Promise.promise();
  private Instant updatedAt;
  private Status status = Status.WORKING;
  private String statusMessage;
  private JsonObject result;
  private JsonObject error;
  /** Outstanding input requests by wire key, and the tool's own key behind each. */
  private final JsonObject pending = new JsonObject();
  private final Map<String, String> toolKeys = new HashMap<>();
  private JsonObject answers;
  private Consumer<JsonObject> resume;
  private final Consumer<Task> changed;

  /** changed hears of every change of status or of outstanding input, outside the task's lock. */
  Task(String id, Principal principal, long ttlMs, long pollIntervalMs, Consumer<Task> changed) {
    this.id = id;
    this.principal = principal;
    this.changed = changed;
    this.ttlMs = ttlMs;
    this.pollIntervalMs = pollIntervalMs;
    this.createdAt = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    this.updatedAt = createdAt;
  }

  /** The task's metadata alone, as a CreateTaskResult carries it. */
  synchronized JsonObject handle() {
    JsonObject json = new JsonObject()
      .put("taskId", id)
      .put("status", status.wire)
      .put("createdAt", createdAt.toString())
      .put("lastUpdatedAt", updatedAt.toString())
      .put("ttlMs", ttlMs)
      .put("pollIntervalMs", pollIntervalMs);
    if (statusMessage != null) {
      json.put("statusMessage", statusMessage);
    }
    return json;
  }

  /** The task with what its status carries (result, error or input requests), as tasks/get answers. */
  synchronized JsonObject detailed() {
    JsonObject json = handle();
    switch (status) {
      case COMPLETED -> json.put("result", result);
      case FAILED -> json.put("error", error);
      case INPUT_REQUIRED -> json.put("inputRequests", pending.copy());
      default -> {
      }
    }
    return json;
  }

  synchronized Status status() {
    return status;
  }

  Future<Void> cancelled() {
    return cancel.future();
  }

  void complete(JsonObject toolResult) {
    synchronized (this) {
      if (!settle(Status.COMPLETED, null)) {
        return;
      }
      result = toolResult;
    }
    changed.accept(this);
  }

  void fail(int code, String message, Object data) {
    synchronized (this) {
      if (!settle(Status.FAILED, message)) {
        return;
      }
      error = new JsonObject().put("code", code).put("message", message);
      if (data != null) {
        error.put("data", data);
      }
    }
    changed.accept(this);
  }

  /** Stops the work (the dispatched call sees its cancellation) unless the task already ended. */
  void cancel(String why) {
    synchronized (this) {
      if (!settle(Status.CANCELLED, why)) {
        return;
      }
    }
    cancel.tryComplete();
    changed.accept(this);
  }

  /**
   * The tool asks for input: the requests go out under keys never used before in this task
   * (the tool's key and the round), and once all are answered {@code then} gets the answers under
   * the tool's own keys.
   */
  void ask(JsonObject requests, int round, Consumer<JsonObject> then) {
    synchronized (this) {
      if (status.terminal()) {
        return;
      }
      pending.clear();
      toolKeys.clear();
      for (String key : requests.fieldNames()) {
        String wireKey = key + "-" + round;
        pending.put(wireKey, requests.getValue(key));
        toolKeys.put(wireKey, key);
      }
      answers = new JsonObject();
      resume = then;
      touch(Status.INPUT_REQUIRED, null);
    }
    changed.accept(this);
  }

  /** Takes the answers to outstanding requests, ignoring any other key; resumes the tool when none is left. */
  void answer(JsonObject responses) {
    Consumer<JsonObject> next;
    JsonObject all;
    synchronized (this) {
      if (status != Status.INPUT_REQUIRED) {
        return;
      }
      boolean took = false;
      for (String wireKey : responses.fieldNames()) {
        if (pending.containsKey(wireKey)) {
          pending.remove(wireKey);
          answers.put(toolKeys.remove(wireKey), responses.getValue(wireKey));
          took = true;
        }
      }
      if (!took) {
        return;
      }
      if (!pending.isEmpty()) {
        touch(Status.INPUT_REQUIRED, null);
        next = null;
        all = null;
      } else {
        next = resume;
        all = answers;
        resume = null;
        answers = null;
        touch(Status.WORKING, null);
      }
    }
    changed.accept(this);
    if (next != null) {
      next.accept(all);
    }
  }

  private boolean settle(Status terminal, String message) {
    if (status.terminal()) {
      return false;
    }
    pending.clear();
    toolKeys.clear();
    resume = null;
    touch(terminal, message);
    return true;
  }

  private void touch(Status next, String message) {
    status = next;
    statusMessage = message;
    updatedAt = Instant.now().truncatedTo(ChronoUnit.MILLIS);
  }
}
