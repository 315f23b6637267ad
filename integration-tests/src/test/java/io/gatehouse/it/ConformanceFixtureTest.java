package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conformance fixture through the shipped configuration, on the stateless revision: served
 * only when enabled, multi round-trips with a signed state, log messages, declared content, and tools
 * run as tasks through the real dispatch.
 */
@ExtendWith(VertxExtension.class)
class ConformanceFixtureTest {

  private static final String PATH = "/conformance/mcp";
  private static final String REVISION = "2026-07-28";

  @TempDir
  Path dir;

  private Vertx vertx;
  private Gateway gateway;
  private WebClient client;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void theFixtureIsServedOnlyWhenEnabled(Vertx vertx, VertxTestContext ctx) {
    start(vertx, false)
      .compose(v -> call("tools/list", null, new JsonObject()))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(404, r.statusCode());
        ctx.completeNow();
      })));
  }

  @Test
  void aMultiRoundCallCarriesItsSignedStateAcrossRounds(Vertx vertx, VertxTestContext ctx) {
    String tool = "test_input_required_result_multi_round";
    start(vertx, true)
      .compose(v -> call("tools/call", tool, tool(tool)))
      .compose(r1 -> {
        JsonObject first = result(r1);
        ctx.verify(() -> assertEquals("input_required", first.getString("resultType"), r1.bodyAsString()));
        return call("tools/call", tool, tool(tool).put("requestState", first.getString("requestState"))
          .put("inputResponses", accepted("step1", new JsonObject().put("name", "Ada"))));
      })
      .compose(r2 -> {
        JsonObject second = result(r2);
        ctx.verify(() -> assertNotNull(second.getJsonObject("inputRequests").getJsonObject("step2"), r2.bodyAsString()));
        return call("tools/call", tool, tool(tool).put("requestState", second.getString("requestState"))
          .put("inputResponses", accepted("step2", new JsonObject().put("color", "teal"))));
      })
      .onComplete(ctx.succeeding(r3 -> ctx.verify(() -> {
        assertEquals("Multi-round complete for Ada who likes teal",
          result(r3).getJsonArray("content").getJsonObject(0).getString("text"), r3.bodyAsString());
        ctx.completeNow();
      })));
  }

  @Test
  void anAlteredStateIsRefusedBeforeTheProviderSeesIt(Vertx vertx, VertxTestContext ctx) {
    String tool = "test_input_required_result_tampered_state";
    start(vertx, true)
      .compose(v -> call("tools/call", tool, tool(tool)))
      .compose(r1 -> call("tools/call", tool, tool(tool)
        .put("requestState", result(r1).getString("requestState") + "x")
        .put("inputResponses", accepted("confirm", new JsonObject().put("ok", true)))))
      .onComplete(ctx.succeeding(r2 -> ctx.verify(() -> {
        assertEquals(-32602, message(r2).getJsonObject("error").getInteger("code"), r2.bodyAsString());
        ctx.completeNow();
      })));
  }

  @Test
  void aProviderLogsToAClientThatChoseALevel(Vertx vertx, VertxTestContext ctx) {
    String tool = "test_logging_tool";
    JsonObject params = tool(tool);
    params.getJsonObject("_meta").put("io.modelcontextprotocol/logLevel", "debug");
    start(vertx, true)
      .compose(v -> call("tools/call", tool, params))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        String body = r.bodyAsString();
        assertTrue(body.contains("notifications/message") && body.contains("Diagnostic trace logging activated"), body);
        assertTrue(body.contains("Logging evaluated"), body);
        ctx.completeNow();
      })));
  }

  @Test
  void declaredTemplatesAndPromptsAreFilled(Vertx vertx, VertxTestContext ctx) {
    start(vertx, true)
      .compose(v -> call("resources/read", "test://template/42/data",
        meta(new JsonObject().put("uri", "test://template/42/data"))))
      .compose(read -> {
        ctx.verify(() -> assertEquals(new JsonObject().put("id", "42").put("templateTest", true).put("data", "Data for ID: 42"),
          new JsonObject(result(read).getJsonArray("contents").getJsonObject(0).getString("text"))));
        return call("prompts/get", "test_prompt_with_arguments", meta(new JsonObject()
          .put("name", "test_prompt_with_arguments").put("arguments", new JsonObject().put("arg1", "a").put("arg2", "b"))));
      })
      .onComplete(ctx.succeeding(prompt -> ctx.verify(() -> {
        assertEquals("Prompt with arguments: arg1='a', arg2='b'", result(prompt).getJsonArray("messages")
          .getJsonObject(0).getJsonObject("content").getString("text"));
        ctx.completeNow();
      })));
  }

  @Test
  void aCancelledTaskStopsTheProvidersWork(Vertx vertx, VertxTestContext ctx) {
    String tool = "slow_compute";
    JsonObject params = withTasks(meta(new JsonObject().put("name", tool)
      .put("arguments", new JsonObject().put("seconds", 60).put("label", "cancel-me"))));
    start(vertx, true)
      .compose(v -> call("tools/call", tool, params))
      .compose(created -> {
        String id = result(created).getString("taskId");
        ctx.verify(() -> assertEquals("task", result(created).getString("resultType"), created.bodyAsString()));
        JsonObject task = withTasks(meta(new JsonObject().put("taskId", id)));
        return call("tasks/cancel", id, task).compose(ack -> call("tasks/get", id, task));
      })
      .compose(got -> {
        ctx.verify(() -> assertEquals("cancelled", result(got).getString("status"), got.bodyAsString()));
        return cancelledCall(50);
      })
      .onComplete(ctx.succeeding(seen -> ctx.verify(() -> {
        assertTrue(seen, "the provider never answered the cancelled call as cancelled");
        ctx.completeNow();
      })));
  }

  @Test
  void aTaskAsksThroughTasksGetAndResumesWithTasksUpdate(Vertx vertx, VertxTestContext ctx) {
    String tool = "confirm_delete";
    JsonObject params = withTasks(meta(new JsonObject().put("name", tool)
      .put("arguments", new JsonObject().put("filename", "notes.txt"))));
    start(vertx, true)
      .compose(v -> call("tools/call", tool, params))
      .compose(created -> {
        String id = result(created).getString("taskId");
        JsonObject task = withTasks(meta(new JsonObject().put("taskId", id)));
        return untilStatus(task, "input_required", 50).compose(asking -> {
          String key = asking.getJsonObject("inputRequests").fieldNames().iterator().next();
          return call("tasks/update", id, task.copy().put("inputResponses", accepted(key, new JsonObject().put("confirm", true))));
        }).compose(ack -> untilStatus(task, "completed", 50));
      })
      .onComplete(ctx.succeeding(done -> ctx.verify(() -> {
        assertEquals("Deleted notes.txt", done.getJsonObject("result").getJsonArray("content").getJsonObject(0).getString("text"));
        ctx.completeNow();
      })));
  }

  /** Polls tasks/get, at most that many times, until the task has that status (or has ended). */
  private Future<JsonObject> untilStatus(JsonObject task, String status, int polls) {
    return call("tasks/get", task.getString("taskId"), task).compose(r -> {
      JsonObject state = result(r);
      if (state == null) return Future.failedFuture(r.bodyAsString());
      String now = state.getString("status");
      if (now.equals(status) || now.equals("completed") || now.equals("failed") || now.equals("cancelled") || polls == 0) {
        return Future.succeededFuture(state);
      }
      return vertx.timer(100).compose(v -> untilStatus(task, status, polls - 1));
    });
  }

  /** Whether the gateway's metrics show slow_compute answered as cancelled, polling at most that many times. */
  private Future<Boolean> cancelledCall(int polls) {
    return client.getAbs(gateway.baseUrl() + "/metrics").send().compose(r -> {
      boolean seen = r.bodyAsString().lines()
        .anyMatch(l -> l.contains("slow_compute") && l.contains("outcome=\"cancelled\""));
      if (seen || polls == 0) return Future.succeededFuture(seen);
      return vertx.timer(100).compose(v -> cancelledCall(polls - 1));
    });
  }

  private Future<Void> start(Vertx vertx, boolean enabled) {
    this.vertx = vertx;
    client = WebClient.create(vertx);
    return ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_CONFORMANCE", Boolean.toString(enabled)))
      .onSuccess(g -> gateway = g).mapEmpty();
  }

  private Future<HttpResponse<Buffer>> call(String method, String name, JsonObject params) {
    var request = client.postAbs(gateway.baseUrl() + PATH)
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", REVISION)
      .putHeader("Mcp-Method", method);
    if (name != null) request.putHeader("Mcp-Name", name);
    return request.sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", method)
      .put("params", params));
  }

  private static JsonObject tool(String name) {
    return meta(new JsonObject().put("name", name).put("arguments", new JsonObject()));
  }

  private static JsonObject meta(JsonObject params) {
    return params.put("_meta", new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", REVISION)
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject().put("elicitation", new JsonObject())));
  }

  /** The request's capabilities also declare the tasks extension. */
  private static JsonObject withTasks(JsonObject params) {
    params.getJsonObject("_meta").getJsonObject("io.modelcontextprotocol/clientCapabilities")
      .put("extensions", new JsonObject().put("io.modelcontextprotocol/tasks", new JsonObject()));
    return params;
  }

  private static JsonObject accepted(String key, JsonObject content) {
    return new JsonObject().put(key, new JsonObject().put("action", "accept").put("content", content));
  }

  /** The result of a JSON answer or of the last message of an SSE stream. */
  private static JsonObject result(HttpResponse<Buffer> response) {
    JsonObject message = message(response);
    return message == null ? null : message.getJsonObject("result");
  }

  /** A JSON answer, or the last message of an SSE stream (the conformance server streams its answers). */
  private static JsonObject message(HttpResponse<Buffer> response) {
    String body = response.bodyAsString();
    if (body.startsWith("{")) return new JsonObject(body);
    JsonObject last = null;
    for (String line : body.split("\n")) {
      if (line.startsWith("data:") && line.length() > 6) last = new JsonObject(line.substring(5).trim());
    }
    return last;
  }
}
