package io.gatehouse.gateway.cluster;

import com.hazelcast.core.HazelcastInstance;
import io.gatehouse.gateway.cluster.impl.HazelcastLimits;
import io.gatehouse.gateway.cluster.impl.HeartbeatDirectory;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.mcp.SessionRecords;
import io.gatehouse.gateway.mcp.TaskRouting;
import io.vertx.core.Vertx;

import java.util.Collections;
import java.util.Set;

/**
 * This node: alone, or a member of a cluster with its identity (the Vert.x node id) and the Hazelcast
 * member it runs. Each gives the gateway the shared state of its kind: kept in the process alone,
 * spread over the cluster otherwise.
 */
public sealed interface ClusterNode permits ClusterNode.Alone, ClusterNode.Member {

  static ClusterNode alone() {
    return Alone.INSTANCE;
  }

  static ClusterNode member(String nodeId, HazelcastInstance hazelcast) {
    return new Member(nodeId, hazelcast);
  }

  boolean clustered();

  /** This node's id in the cluster; null alone, where no address names a node. */
  String nodeId();

  /** Which nodes run which providers; {@code started} are this node's own. */
  ProviderDirectory directory(Vertx vertx, Set<String> started);

  RateLimits limits(Vertx vertx);

  SessionRecords sessions(Vertx vertx);

  TaskRouting tasks(Vertx vertx);

  enum Alone implements ClusterNode {
    INSTANCE;

    @Override
    public boolean clustered() {
      return false;
    }

    @Override
    public String nodeId() {
      return null;
    }

    @Override
    public ProviderDirectory directory(Vertx vertx, Set<String> started) {
      return ProviderDirectory.alone();
    }

    @Override
    public RateLimits limits(Vertx vertx) {
      return RateLimits.local();
    }

    @Override
    public SessionRecords sessions(Vertx vertx) {
      return SessionRecords.none();
    }

    @Override
    public TaskRouting tasks(Vertx vertx) {
      return TaskRouting.alone();
    }
  }

  record Member(String nodeId, HazelcastInstance hazelcast) implements ClusterNode {

    @Override
    public boolean clustered() {
      return true;
    }

    @Override
    public ProviderDirectory directory(Vertx vertx, Set<String> started) {
      return new HeartbeatDirectory(vertx, hazelcast, nodeId, Collections.unmodifiableSet(started));
    }

    @Override
    public RateLimits limits(Vertx vertx) {
      return new HazelcastLimits(vertx, hazelcast);
    }

    @Override
    public SessionRecords sessions(Vertx vertx) {
      return SessionRecords.clusterWide(vertx);
    }

    @Override
    public TaskRouting tasks(Vertx vertx) {
      return TaskRouting.cluster(vertx, nodeId);
    }
  }
}
