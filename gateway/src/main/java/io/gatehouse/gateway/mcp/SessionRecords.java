package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.mcp.impl.ClusterSessionRecords;
import io.gatehouse.gateway.mcp.impl.NoSessionRecords;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

/**
 * Where the small part of an initialize-based session that must outlive its node is kept: id,
 * revision, client capabilities, principal, log level and subscriptions. Streams and requests in
 * flight stay with the node that holds them.
 */
public interface SessionRecords {

  /** A gateway alone: sessions live and die with the process. */
  static SessionRecords none() {
    return NoSessionRecords.INSTANCE;
  }

  /** In the cluster's shared data, so that any node can take a session over. */
  static SessionRecords clusterWide(Vertx vertx) {
    return new ClusterSessionRecords(vertx);
  }

  /** Whether records reach other nodes; when not, nothing is written. */
  boolean shared();

  Future<Void> put(String id, JsonObject record, long ttlMs);

  /** The record, or null when unknown or expired. */
  Future<JsonObject> get(String id);

  Future<Void> remove(String id);
}
