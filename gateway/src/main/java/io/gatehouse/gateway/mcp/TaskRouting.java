package io.gatehouse.gateway.mcp;

import io.vertx.core.Vertx;

/**
 * How the nodes of a cluster reach each other's tasks (tasks extension): a task's id names the
 * node that runs it, and the endpoint of another node relays tasks/get, tasks/update and
 * tasks/cancel to that node over the clustered event bus.
 *
 * @param vertx  the clustered Vert.x
 * @param nodeId this node's id in the cluster
 */
public record TaskRouting(Vertx vertx, String nodeId) {
}
