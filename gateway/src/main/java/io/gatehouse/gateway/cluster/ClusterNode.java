package io.gatehouse.gateway.cluster;

import com.hazelcast.core.HazelcastInstance;

/** This node's identity in the cluster (the Vert.x node id) and the Hazelcast member it runs. */
public record ClusterNode(String nodeId, HazelcastInstance hazelcast) {
}
