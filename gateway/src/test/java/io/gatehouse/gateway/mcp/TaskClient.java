package io.gatehouse.gateway.mcp;

import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

/** Stateless (2026-07-28) requests as a client of the tasks extension sends them, with the routing headers. */
final class TaskClient {

  static final String V = "2026-07-28";
  static final String TASKS = "io.modelcontextprotocol/tasks";

  private final WebClient client;
  private final String key;
  private final boolean declaresTasks;
  private int nextId = 1;

  /** key is the stand-in credential (null: no principal); declaresTasks puts the extension in every request. */
  TaskClient(WebClient client, String key, boolean declaresTasks) {
    this.client = client;
    this.key = key;
    this.declaresTasks = declaresTasks;
  }

  static JsonObject capabilities(boolean tasks) {
    JsonObject caps = new JsonObject().put("elicitation", new JsonObject());
    return tasks ? caps.put("extensions", new JsonObject().put(TASKS, new JsonObject())) : caps;
  }

  /** The whole JSON-RPC response. */
  Future<JsonObject> send(String method, JsonObject params) {
    return exchange(method, params).map(resp -> resp.bodyAsJsonObject());
  }

  /** The HTTP response, status and headers included. */
  Future<HttpResponse<Buffer>> exchange(String method, JsonObject params) {
    JsonObject p = params.copy().put("_meta", new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", V)
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "t").put("version", "1"))
      .put("io.modelcontextprotocol/clientCapabilities", capabilities(declaresTasks)));
    HttpRequest<Buffer> r = client.post("/mcp").putHeader("Content-Type", "application/json")
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", V).putHeader("Mcp-Method", method);
    String name = p.getValue("taskId") instanceof String id ? id : p.getString("name");
    if (name != null) {
      r.putHeader("Mcp-Name", name);
    }
    if (key != null) {
      r.putHeader("X-Test-Key", key);
    }
    JsonObject msg = new JsonObject().put("jsonrpc", "2.0").put("id", nextId++).put("method", method).put("params", p);
    return r.sendJsonObject(msg);
  }

  Future<JsonObject> call(String tool, JsonObject arguments) {
    return send("tools/call", new JsonObject().put("name", tool).put("arguments", arguments)).map(TaskClient::result);
  }

  Future<JsonObject> get(String taskId) {
    return send("tasks/get", new JsonObject().put("taskId", taskId));
  }

  Future<JsonObject> cancel(String taskId) {
    return send("tasks/cancel", new JsonObject().put("taskId", taskId));
  }

  Future<JsonObject> update(String taskId, JsonObject inputResponses) {
    return send("tasks/update", new JsonObject().put("taskId", taskId).put("inputResponses", inputResponses));
  }

  static JsonObject result(JsonObject response) {
    JsonObject result = response.getJsonObject("result");
    if (result == null) {
      throw new AssertionError("expected a result: " + response.encode());
    }
    return result;
  }

  static int errorCode(JsonObject response) {
    JsonObject error = response.getJsonObject("error");
    if (error == null) {
      throw new AssertionError("expected an error: " + response.encode());
    }
    return error.getInteger("code");
  }
}
