package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.SessionRecords;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** Sessions kept by their node alone. */
public final class NoSessionRecords implements SessionRecords {

  public static final NoSessionRecords INSTANCE = new NoSessionRecords();

  private NoSessionRecords() {
  }

  @Override
  public boolean shared() {
    return false;
  }

  @Override
  public Future<Void> put(String id, JsonObject record, long ttlMs) {
    return Future.succeededFuture();
  }

  @Override
  public Future<JsonObject> get(String id) {
    return Future.succeededFuture();
  }

  @Override
  public Future<Void> remove(String id) {
    return Future.succeededFuture();
  }
}
