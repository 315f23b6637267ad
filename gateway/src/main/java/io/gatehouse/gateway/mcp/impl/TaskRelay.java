package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.function.Consumer;

/** How an endpoint reaches the tasks other nodes run: over the cluster, or not at all when it runs alone. */
interface TaskRelay {

  /** Whether the task id names another node, which answers for it. */
  boolean elsewhere(String taskId);

  /** Tells every node that this node's task changed. */
  void announce(Task task);

  /** Hears of the changes of other nodes' tasks, by id. */
  void onRemoteChange(Consumer<String> listener);

  /** The task as tasks/get shows it to {@code principal}, from the node that runs it. */
  Future<JsonObject> get(String taskId, JsonObject principal);

  /**
   * The method's result from the node that runs the task ({@link #elsewhere}); fails with the error
   * the client should see.
   */
  Future<JsonObject> forward(String taskId, String method, JsonObject params, JsonObject principal);

  void close();

  /** Alone every task is this node's: nothing is elsewhere, nothing to announce or hear. */
  static TaskRelay alone() {
    return Alone.INSTANCE;
  }

  enum Alone implements TaskRelay {
    INSTANCE;

    @Override
    public boolean elsewhere(String taskId) {
      return false;
    }

    @Override
    public void announce(Task task) {
    }

    @Override
    public void onRemoteChange(Consumer<String> listener) {
    }

    @Override
    public Future<JsonObject> get(String taskId, JsonObject principal) {
      return forward(taskId, TaskMethods.GET, null, principal);
    }

    @Override
    public Future<JsonObject> forward(String taskId, String method, JsonObject params, JsonObject principal) {
      return Future.failedFuture(new IllegalStateException("no other node runs task " + taskId));
    }

    @Override
    public void close() {
    }
  }
}
