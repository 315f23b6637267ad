package io.gatehouse.it;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

/**
 * Stateless (2026-07-28) requests to a hosted server's MCP endpoint, with a Bearer key, as a client
 * that declares the tasks extension sends them.
 */
final class TasksClient {

  private final Vertx vertx;
  private final WebClient client;
  private final String endpoint;

  TasksClient(Vertx vertx, WebClient client, String endpoint) {
    this.vertx = vertx;
    this.client = client;
    this.endpoint = endpoint;
  }

  /** The whole JSON-RPC response. */
  Future<JsonObject> send(String method, JsonObject params, String bearer) {
    JsonObject meta = new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject().put("extensions",
        new JsonObject().put("io.modelcontextprotocol/tasks", new JsonObject())))
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1"));
    var request = client.postAbs(endpoint).putHeader("Authorization", "Bearer " + bearer)
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", method);
    String name = params.getString("taskId", params.getString("name"));
    if (name != null) request.putHeader("Mcp-Name", name);
    return request.sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 7).put("method", method)
        .put("params", params.copy().put("_meta", meta)))
      .map(HttpResponse::bodyAsJsonObject);
  }

  /** Polls tasks/get every 100 ms until the task is no longer working, at most that many times; the task's state. */
  Future<JsonObject> untilDone(JsonObject task, String bearer, int polls) {
    return send("tasks/get", task, bearer).compose(r -> {
      JsonObject state = r.getJsonObject("result");
      if (state == null) return Future.failedFuture(r.encode());
      if (!state.getString("status").equals("working") || polls == 0) return Future.succeededFuture(state);
      return vertx.timer(100).compose(v -> untilDone(task, bearer, polls - 1));
    });
  }
}
