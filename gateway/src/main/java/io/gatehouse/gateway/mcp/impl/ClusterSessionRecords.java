package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.SessionRecords;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.core.shareddata.AsyncMap;

/** Session records in a cluster-wide map of Vert.x shared data, expiring when unused. */
public final class ClusterSessionRecords implements SessionRecords {

  private static final String MAP = "gatehouse.mcp.sessions";

  private final Future<AsyncMap<String, JsonObject>> map;

  public ClusterSessionRecords(Vertx vertx) {
    this.map = vertx.sharedData().getClusterWideMap(MAP);
  }

  @Override
  public boolean shared() {
    return true;
  }

  @Override
  public Future<Void> put(String id, JsonObject record, long ttlMs) {
    return map.compose(m -> m.put(id, record, ttlMs));
  }

  @Override
  public Future<JsonObject> get(String id) {
    return map.compose(m -> m.get(id));
  }

  @Override
  public Future<Void> remove(String id) {
    return map.compose(m -> m.remove(id)).mapEmpty();
  }
}
