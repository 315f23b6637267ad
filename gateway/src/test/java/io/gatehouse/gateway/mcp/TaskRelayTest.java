package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.caller.Principal;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;

import static io.gatehouse.gateway.mcp.TaskClient.errorCode;
import static io.gatehouse.gateway.mcp.TaskClient.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two nodes' endpoints on one event bus, as in a cluster: a task created on node A is polled,
 * answered, cancelled and listened to through node B, under the same rules as on A.
 */
@ExtendWith(VertxExtension.class)
class TaskRelayTest {

  private static final int INVALID_PARAMS = -32602;

  private FakeBackend backendA;
  private final List<McpEndpoint> endpoints = new ArrayList<>();
  private final List<HttpServer> servers = new ArrayList<>();
  private WebClient nodeA;
  private WebClient nodeB;
  private int portB;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    backendA = FakeBackend.full(vertx);
    backendA.taskSupport.put("hold", TaskSupport.OPTIONAL);
    backendA.taskSupport.put("ask", TaskSupport.OPTIONAL);
    FakeBackend backendB = FakeBackend.full(vertx);
    backendB.taskSupport.put("hold", TaskSupport.OPTIONAL);
    Future.all(node(vertx, backendA, "node-a"), node(vertx, backendB, "node-b")).onComplete(ctx.succeeding(ports -> {
      nodeA = client(vertx, ports.resultAt(0));
      portB = ports.resultAt(1);
      nodeB = client(vertx, portB);
      ctx.completeNow();
    }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    endpoints.forEach(McpEndpoint::close);
    Future.all(servers.stream().map(HttpServer::close).toList()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void aTaskOfNodeAIsPolledAndCompletedThroughNodeB(VertxTestContext ctx) {
    TaskClient onA = new TaskClient(nodeA, "alice", true);
    TaskClient onB = new TaskClient(nodeB, "alice", true);
    onA.call("hold", new JsonObject()).compose(created -> {
      String id = created.getString("taskId");
      ctx.verify(() -> assertTrue(id.endsWith(".node-a"), id));
      return onB.get(id).compose(working -> {
        ctx.verify(() -> {
          assertEquals("working", result(working).getString("status"));
          assertEquals(id, result(working).getString("taskId"));
        });
        backendA.held.get(id).complete(ToolOutcome.success(new JsonObject().put("done", true)));
        return onB.get(id);
      });
    }).onComplete(ctx.succeeding(done -> ctx.verify(() -> {
      JsonObject task = result(done);
      assertEquals("completed", task.getString("status"));
      assertEquals(true, task.getJsonObject("result").getJsonObject("structuredContent").getBoolean("done"));
      ctx.completeNow();
    })));
  }

  @Test
  void cancellingThroughNodeBStopsTheWorkOnNodeA(VertxTestContext ctx) {
    TaskClient onA = new TaskClient(nodeA, "alice", true);
    TaskClient onB = new TaskClient(nodeB, "alice", true);
    onA.call("hold", new JsonObject()).compose(created -> {
      String id = created.getString("taskId");
      return onB.cancel(id).compose(ack -> {
        ctx.verify(() -> result(ack));
        return onA.get(id);
      });
    }).onComplete(ctx.succeeding(after -> ctx.verify(() -> {
      assertEquals("cancelled", result(after).getString("status"));
      ctx.completeNow();
    })));
  }

  @Test
  void nodeBAppliesTheSameRulesAsNodeA(VertxTestContext ctx) {
    TaskClient alice = new TaskClient(nodeA, "alice", true);
    TaskClient bobOnB = new TaskClient(nodeB, "bob", true);
    TaskClient aliceOnB = new TaskClient(nodeB, "alice", true);
    alice.call("hold", new JsonObject()).compose(created -> {
      String id = created.getString("taskId");
      String ofALostNode = id.substring(0, id.indexOf('.')) + ".node-z";
      return Future.all(bobOnB.get(id),
        aliceOnB.send("tasks/update", new JsonObject().put("taskId", id).put("inputResponses", "nope")),
        aliceOnB.get(ofALostNode));
    }).onComplete(ctx.succeeding(answers -> ctx.verify(() -> {
      JsonObject othersTask = answers.resultAt(0);
      JsonObject badUpdate = answers.resultAt(1);
      JsonObject lostNode = answers.resultAt(2);
      assertEquals(INVALID_PARAMS, errorCode(othersTask));
      assertEquals("Task not found", othersTask.getJsonObject("error").getString("message"));
      assertEquals(INVALID_PARAMS, errorCode(badUpdate));
      assertEquals("inputResponses must be an object", badUpdate.getJsonObject("error").getString("message"));
      assertEquals(INVALID_PARAMS, errorCode(lostNode));
      assertEquals("Task not found", lostNode.getJsonObject("error").getString("message"));
      ctx.completeNow();
    })));
  }

  @Test
  void aListenerOnNodeBHearsOfTheChangesOfItsTaskOnNodeA(Vertx vertx, VertxTestContext ctx) {
    TaskClient alice = new TaskClient(nodeA, "alice", true);
    alice.call("hold", new JsonObject()).onComplete(ctx.succeeding(created -> {
      String id = created.getString("taskId");
      MultiMap headers = MultiMap.caseInsensitiveMultiMap().add("Content-Type", "application/json")
        .add("Accept", "application/json, text/event-stream").add("MCP-Protocol-Version", TaskClient.V)
        .add("Mcp-Method", "subscriptions/listen").add("X-Test-Key", "alice");
      JsonObject listen = new JsonObject().put("jsonrpc", "2.0").put("id", 5).put("method", "subscriptions/listen")
        .put("params", new JsonObject()
          .put("notifications", new JsonObject().put("taskIds", new JsonArray().add(id).add("unknown.node-a")))
          .put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", TaskClient.V)
            .put("io.modelcontextprotocol/clientCapabilities", TaskClient.capabilities(true))));
      SseReader.open(vertx, portB, HttpMethod.POST, headers, listen.toBuffer(), (reader, e) -> {
        String method = e.data().getString("method");
        if ("notifications/subscriptions/acknowledged".equals(method)) {
          ctx.verify(() -> assertEquals(new JsonArray().add(id),
            e.data().getJsonObject("params").getJsonObject("notifications").getJsonArray("taskIds")));
          backendA.held.get(id).complete(ToolOutcome.success(new JsonObject().put("n", 1)));
        } else if ("notifications/tasks".equals(method)) {
          JsonObject task = e.data().getJsonObject("params");
          ctx.verify(() -> {
            assertEquals(id, task.getString("taskId"));
            assertEquals("completed", task.getString("status"));
            assertEquals(5, task.getJsonObject("_meta").getInteger("io.modelcontextprotocol/subscriptionId"));
          });
          ctx.completeNow();
        }
      }).onFailure(ctx::failNow);
    }));
  }

  /** One node's endpoint behind the stand-in auth of McpTestBase; answers its port. */
  private Future<Integer> node(Vertx vertx, FakeBackend backend, String nodeId) {
    Router router = Router.router(vertx);
    router.route("/mcp").handler(rc -> {
      String key = rc.request().getHeader("X-Test-Key");
      if (key != null) new Principal(key, null, "test", "free", null).putOn(rc);
      rc.next();
    });
    McpEndpoint endpoint = McpEndpoint.create(backend, McpOptions.create("https://gatehouse.test"),
      SessionRecords.none(), TaskRouting.cluster(vertx, nodeId), "lead-verification").mount(router, "/mcp");
    endpoints.add(endpoint);
    return vertx.createHttpServer().requestHandler(router).listen(0, "127.0.0.1").map(server -> {
      servers.add(server);
      return server.actualPort();
    });
  }

  private static WebClient client(Vertx vertx, int port) {
    return WebClient.create(vertx, new WebClientOptions().setDefaultHost("127.0.0.1").setDefaultPort(port));
  }
}
