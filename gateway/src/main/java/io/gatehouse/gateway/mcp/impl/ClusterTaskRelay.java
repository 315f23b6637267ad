package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.mcp.TaskRouting;
import io.vertx.core.Future;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.function.Consumer;

/**
 * Task methods between the nodes of a cluster: this endpoint answers them for its own tasks at
 * its node's address and forwards those of tasks another node runs to that node. The request
 * carries the caller's principal, so the owning node applies the same "only its creator finds it"
 * rule as for a local call. Each change of a task is announced to every node by id alone; a node
 * with a listener for it asks for the task, as the listener.
 */
final class ClusterTaskRelay implements TaskRelay {

  private static final Logger LOG = LoggerFactory.getLogger(ClusterTaskRelay.class);

  private static final long TIMEOUT_MS = 5_000;

  private final EventBus bus;
  private final String addressPrefix;
  private final String changesAddress;
  private final TaskStore store;
  private final String nodeId;
  private final MessageConsumer<JsonObject> consumer;
  private final MessageConsumer<String> changes;
  private volatile Consumer<String> remoteChanges = id -> {
  };

  /** @param endpoint names the endpoint alike on every node (server and scope): each keeps its own tasks */
  ClusterTaskRelay(TaskRouting.Cluster routing, String endpoint, TaskStore store) {
    this.nodeId = routing.nodeId();
    this.bus = routing.vertx().eventBus();
    this.addressPrefix = "gatehouse.mcp.tasks." + endpoint + ".";
    this.changesAddress = "gatehouse.mcp.task-changes." + endpoint;
    this.store = store;
    this.consumer = bus.consumer(addressPrefix + routing.nodeId(), message -> serve(message, store));
    this.changes = bus.consumer(changesAddress, message -> {
      if (elsewhere(message.body())) remoteChanges.accept(message.body());
    });
  }

  @Override
  public boolean elsewhere(String taskId) {
    return otherNode(taskId) != null;
  }

  /** The node named in a task id when that is not this one, else null (this node's, or not a cluster's id). */
  private String otherNode(String id) {
    int at = id.indexOf(TaskStore.NODE_SEPARATOR);
    if (at < 0) return null;
    String named = id.substring(at + 1);
    return named.isEmpty() || named.equals(nodeId) ? null : named;
  }

  @Override
  public void announce(Task task) {
    bus.publish(changesAddress, task.id);
  }

  @Override
  public void onRemoteChange(Consumer<String> listener) {
    this.remoteChanges = listener;
  }

  @Override
  public Future<JsonObject> get(String taskId, JsonObject principal) {
    return forward(taskId, TaskMethods.GET, new JsonObject().put("taskId", taskId), principal);
  }

  @Override
  public Future<JsonObject> forward(String taskId, String method, JsonObject params, JsonObject principal) {
    JsonObject request = new JsonObject().put("method", method).put("params", params).put("principal", principal);
    String node = otherNode(taskId);
    return bus.<JsonObject>request(addressPrefix + node, request, new DeliveryOptions().setSendTimeout(TIMEOUT_MS))
      .map(Message::body)
      .recover(e -> Future.failedFuture(toClient(e)));
  }

  @Override
  public void close() {
    consumer.unregister();
    changes.unregister();
  }

  private static void serve(Message<JsonObject> message, TaskStore store) {
    JsonObject request = message.body();
    JsonObject params = request.getJsonObject("params", new JsonObject());
    try {
      Task task = store.find(params.getString("taskId", ""), request.getJsonObject("principal"));
      message.reply(TaskMethods.apply(request.getString("method", ""), task, params));
    } catch (McpException e) {
      message.fail(e.code(), e.getMessage());
    } catch (RuntimeException e) {
      // answered at once rather than left to time out on the asking node
      LOG.warn("MCP task request from another node failed", e);
      message.fail(JsonRpc.INTERNAL_ERROR, "Internal error");
    }
  }

  /** A node that is gone took its tasks along: to the client they no longer exist. */
  private static McpException toClient(Throwable e) {
    if (e instanceof ReplyException reply && reply.failureType() == ReplyFailure.RECIPIENT_FAILURE) {
      return McpException.create(reply.failureCode(), reply.getMessage(), null);
    }
    if (e instanceof ReplyException reply && reply.failureType() == ReplyFailure.NO_HANDLERS) {
      return McpException.invalidParams("Task not found");
    }
    return McpException.create(JsonRpc.INTERNAL_ERROR, "The node running the task did not answer", null);
  }
}
