package io.gatehouse.gateway.mcp;

import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.gatehouse.gateway.mcp.TaskClient.errorCode;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** notifications/tasks on a subscriptions/listen stream that named the caller's own tasks. */
class TaskNotificationsTest extends McpTestBase {

  @Override
  FakeBackend backend(Vertx vertx) {
    FakeBackend b = FakeBackend.full(vertx);
    b.taskSupport.put("hold", TaskSupport.OPTIONAL);
    return b;
  }

  private MultiMap headers(String key) {
    return MultiMap.caseInsensitiveMultiMap().add("Content-Type", "application/json").add("Accept", BOTH)
      .add("MCP-Protocol-Version", TaskClient.V).add("Mcp-Method", "subscriptions/listen").add("X-Test-Key", key);
  }

  private static JsonObject listen(List<String> taskIds, boolean declared) {
    return request(5, "subscriptions/listen", new JsonObject()
      .put("notifications", new JsonObject().put("taskIds", new JsonArray(taskIds)))
      .put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", TaskClient.V)
        .put("io.modelcontextprotocol/clientCapabilities", TaskClient.capabilities(declared))));
  }

  @Test
  void aListenerHearsOfItsOwnTaskOnly(VertxTestContext ctx) {
    TaskClient alice = new TaskClient(client, "alice", true);
    TaskClient bob = new TaskClient(client, "bob", true);
    alice.call("hold", new JsonObject()).compose(mine -> bob.call("hold", new JsonObject()).map(theirs -> {
      String id = mine.getString("taskId");
      SseReader.open(vertx, port, HttpMethod.POST, headers("alice"),
        listen(List.of(id, theirs.getString("taskId")), true).toBuffer(), (reader, e) -> {
          String method = e.data().getString("method");
          if ("notifications/subscriptions/acknowledged".equals(method)) {
            ctx.verify(() -> assertEquals(new JsonArray().add(id),
              e.data().getJsonObject("params").getJsonObject("notifications").getJsonArray("taskIds")));
            backend.held.get(theirs.getString("taskId")).complete(ToolOutcome.success(new JsonObject()));
            backend.held.get(id).complete(ToolOutcome.success(new JsonObject().put("n", 1)));
          } else if ("notifications/tasks".equals(method)) {
            JsonObject p = e.data().getJsonObject("params");
            ctx.verify(() -> {
              assertEquals(id, p.getString("taskId"));
              assertEquals("completed", p.getString("status"));
              assertEquals(1, p.getJsonObject("result").getJsonObject("structuredContent").getInteger("n"));
              assertEquals(5, p.getJsonObject("_meta").getInteger("io.modelcontextprotocol/subscriptionId"));
            });
            ctx.completeNow();
          }
        }).onFailure(ctx::failNow);
      return id;
    })).onFailure(ctx::failNow);
  }

  @Test
  void namingTasksWithoutTheExtensionIsRefused(VertxTestContext ctx) {
    post(BOTH).putHeader("MCP-Protocol-Version", TaskClient.V).putHeader("Mcp-Method", "subscriptions/listen")
      .sendJsonObject(listen(List.of("any"), false))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(-32021, errorCode(r.bodyAsJsonObject()));
        ctx.completeNow();
      })));
  }
}
