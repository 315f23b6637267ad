package io.gatehouse.gateway.mcp;

import io.vertx.core.Vertx;

/**
 * How the nodes of a cluster reach each other's tasks (tasks extension): a task's id names the
 * node that runs it, and the endpoint of another node relays tasks/get, tasks/update and
 * tasks/cancel to that node over the clustered event bus. A gateway alone keeps its tasks to itself.
 */
public sealed interface TaskRouting permits TaskRouting.Alone, TaskRouting.Cluster {

  static TaskRouting alone() {
    return Alone.INSTANCE;
  }

  /**
   * @param vertx  the clustered Vert.x
   * @param nodeId this node's id in the cluster
   */
  static TaskRouting cluster(Vertx vertx, String nodeId) {
    return new Cluster(vertx, nodeId);
  }

  enum Alone implements TaskRouting { INSTANCE }

  record Cluster(Vertx vertx, String nodeId) implements TaskRouting {
  }
}
