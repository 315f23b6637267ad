package io.gatehouse.gateway.mcp;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.gatehouse.gateway.mcp.TaskClient.errorCode;
import static io.gatehouse.gateway.mcp.TaskClient.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tasks extension over HTTP: creation, polling, input, cancellation and who may see a task. */
class TasksTest extends McpTestBase {

  private static final int INVALID_PARAMS = -32602;
  private static final int MISSING_CAPABILITY = -32021;

  @Override
  FakeBackend backend(Vertx vertx) {
    FakeBackend b = FakeBackend.full(vertx);
    b.taskSupport.put("hold", TaskSupport.OPTIONAL);
    b.taskSupport.put("ask", TaskSupport.OPTIONAL);
    b.taskSupport.put("ask_first", TaskSupport.REQUIRED);
    b.taskSupport.put("broken", TaskSupport.REQUIRED);
    b.taskSupport.put("fail", TaskSupport.OPTIONAL);
    return b;
  }

  private TaskClient as(String key) {
    return new TaskClient(client, key, true);
  }

  @Test
  void aTaskIsCreatedPolledAndCompletesWithTheToolResult(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    alice.call("hold", new JsonObject()).compose(created -> {
      ctx.verify(() -> {
        assertEquals("task", created.getString("resultType"));
        assertEquals("working", created.getString("status"));
        assertTrue(created.getLong("ttlMs") > 0);
        assertTrue(created.getLong("pollIntervalMs") > 0);
        assertNotNull(created.getString("createdAt"));
        assertFalse(created.containsKey("result"));
        assertFalse(created.containsKey("content"));
      });
      String id = created.getString("taskId");
      return alice.get(id).compose(working -> {
        ctx.verify(() -> {
          assertEquals("complete", result(working).getString("resultType"));
          assertEquals("working", result(working).getString("status"));
          assertEquals(id, result(working).getString("taskId"));
        });
        backend.held.get(id).complete(ToolOutcome.success(new JsonObject().put("done", true)));
        return alice.get(id);
      });
    }).onComplete(ctx.succeeding(done -> ctx.verify(() -> {
      JsonObject task = result(done);
      assertEquals("completed", task.getString("status"));
      JsonObject toolResult = task.getJsonObject("result");
      assertEquals(false, toolResult.getBoolean("isError"));
      assertEquals(true, toolResult.getJsonObject("structuredContent").getBoolean("done"));
      assertFalse(task.containsKey("error"));
      ctx.completeNow();
    })));
  }

  /** A call the backend refuses makes no task: it is answered at once, a scope challenge as HTTP 403. */
  @Test
  void aRefusedCallMakesNoTaskAndItsChallengeIsA403(VertxTestContext ctx) {
    String challenge = "Bearer error=\"insufficient_scope\", scope=\"tools:hold\"";
    backend.refused.put("hold", McpException.forbidden(-32003, "hold is outside this credential's scope",
      new JsonObject().put("required_scope", "tools:hold"), challenge));
    as("alice").exchange("tools/call", new JsonObject().put("name", "hold").put("arguments", new JsonObject()))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(403, response.statusCode(), response.bodyAsString());
        assertEquals(challenge, response.getHeader("WWW-Authenticate"));
        assertEquals(-32003, errorCode(response.bodyAsJsonObject()), response.bodyAsString());
        assertTrue(backend.held.isEmpty(), "no call, no task");
        ctx.completeNow();
      })));
  }

  @Test
  void aToolErrorCompletesTheTaskAndABackendErrorFailsIt(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    alice.call("fail", new JsonObject()).compose(c -> alice.get(c.getString("taskId")))
      .compose(failedTool -> {
        ctx.verify(() -> {
          assertEquals("completed", result(failedTool).getString("status"));
          assertTrue(result(failedTool).getJsonObject("result").getBoolean("isError"));
        });
        return alice.call("broken", new JsonObject()).compose(c -> alice.get(c.getString("taskId")));
      })
      .onComplete(ctx.succeeding(broken -> ctx.verify(() -> {
        JsonObject task = result(broken);
        assertEquals("failed", task.getString("status"));
        assertEquals(-32099, task.getJsonObject("error").getInteger("code"));
        assertEquals("backend broke", task.getJsonObject("error").getString("message"));
        assertFalse(task.containsKey("result"));
        ctx.completeNow();
      })));
  }

  @Test
  void anOutcomeOfNoKnownKindFailsTheTaskInsteadOfLeavingItWorking(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    alice.call("hold", new JsonObject()).compose(created -> {
      String id = created.getString("taskId");
      backend.held.get(id).complete(null);
      return alice.get(id);
    }).onComplete(ctx.succeeding(done -> ctx.verify(() -> {
      JsonObject task = result(done);
      assertEquals("failed", task.getString("status"));
      assertEquals(-32603, task.getJsonObject("error").getInteger("code"));
      assertFalse(task.containsKey("result"));
      ctx.completeNow();
    })));
  }

  @Test
  void cancellingStopsTheDispatchedWorkAndIsIdempotent(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    alice.call("hold", new JsonObject()).compose(created -> {
      String id = created.getString("taskId");
      return alice.cancel(id).compose(ack -> {
        ctx.verify(() -> {
          assertEquals(new JsonObject().put("resultType", "complete").put("_meta", result(ack).getJsonObject("_meta")),
            result(ack));
          synchronized (backend.cancelledIds) {
            assertEquals(List.of(id), backend.cancelledIds);
          }
        });
        return alice.get(id);
      }).compose(cancelled -> {
        ctx.verify(() -> assertEquals("cancelled", result(cancelled).getString("status")));
        return alice.cancel(id);
      });
    }).onComplete(ctx.succeeding(again -> ctx.verify(() -> {
      assertEquals("complete", result(again).getString("resultType"));
      ctx.completeNow();
    })));
  }

  @Test
  void anotherPrincipalCannotSeeOrCancelTheTask(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    TaskClient bob = as("bob");
    TaskClient nobody = as(null);
    alice.call("hold", new JsonObject()).compose(created -> {
      String id = created.getString("taskId");
      return Future.all(bob.get(id), bob.cancel(id), nobody.get(id),
          bob.update(id, new JsonObject()), nobody.get("no-such-task"))
        .compose(refusals -> {
          ctx.verify(() -> {
            for (int i = 0; i < refusals.size(); i++) {
              JsonObject refusal = refusals.resultAt(i);
              assertEquals(INVALID_PARAMS, errorCode(refusal));
              assertEquals("Task not found", refusal.getJsonObject("error").getString("message"));
            }
          });
          return alice.get(id);
        });
    }).onComplete(ctx.succeeding(own -> ctx.verify(() -> {
      assertEquals("working", result(own).getString("status"));
      assertTrue(backend.cancelledIds.isEmpty());
      ctx.completeNow();
    })));
  }

  @Test
  void aTaskAsksForInputAndResumesWithTheAnswers(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    alice.call("ask", new JsonObject()).compose(created -> {
      String id = created.getString("taskId");
      return alice.get(id).compose(asking -> {
        JsonObject requests = result(asking).getJsonObject("inputRequests");
        ctx.verify(() -> {
          assertEquals("input_required", result(asking).getString("status"));
          assertEquals(1, requests.size());
          assertEquals("elicitation/create", requests.getJsonObject("who-1").getString("method"));
        });
        return alice.update(id, new JsonObject().put("nobody-asked", new JsonObject()))
          .compose(ignored -> alice.get(id))
          .compose(still -> {
            ctx.verify(() -> assertEquals("input_required", result(still).getString("status")));
            return alice.update(id, new JsonObject().put("who-1",
              new JsonObject().put("action", "accept").put("content", new JsonObject().put("name", "Ada"))));
          })
          .compose(ack -> {
            ctx.verify(() -> assertEquals("complete", result(ack).getString("resultType")));
            return alice.get(id);
          });
      });
    }).onComplete(ctx.succeeding(done -> ctx.verify(() -> {
      JsonObject task = result(done);
      assertEquals("completed", task.getString("status"));
      JsonObject structured = task.getJsonObject("result").getJsonObject("structuredContent");
      assertEquals("Ada", structured.getJsonObject("answer").getJsonObject("content").getString("name"));
      assertEquals("state-1", structured.getString("state"));
      ctx.completeNow();
    })));
  }

  @Test
  void aToolAskingFirstAnswersItsFirstRoundInTheRequest(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    alice.call("ask_first", new JsonObject()).compose(first -> {
      ctx.verify(() -> {
        assertEquals("input_required", first.getString("resultType"));
        assertNull(first.getString("taskId"));
      });
      return alice.send("tools/call", new JsonObject().put("name", "ask_first").put("arguments", new JsonObject())
        .put("inputResponses", new JsonObject().put("who", new JsonObject().put("action", "decline")))
        .put("requestState", first.getString("requestState")));
    }).onComplete(ctx.succeeding(second -> ctx.verify(() -> {
      assertEquals("task", result(second).getString("resultType"));
      assertNotNull(result(second).getString("taskId"));
      ctx.completeNow();
    })));
  }

  @Test
  void withoutTheExtensionToolsRunInTheRequestAndTaskMethodsAreRefused(VertxTestContext ctx) {
    TaskClient plain = new TaskClient(client, "alice", false);
    plain.call("fail", new JsonObject()).compose(sync -> {
      ctx.verify(() -> {
        assertEquals("complete", sync.getString("resultType"));
        assertTrue(sync.getBoolean("isError"));
      });
      return Future.all(plain.send("tools/call", new JsonObject().put("name", "broken").put("arguments", new JsonObject())),
        plain.get("any"), plain.cancel("any"), plain.update("any", new JsonObject()));
    }).onComplete(ctx.succeeding(refused -> ctx.verify(() -> {
      for (int i = 0; i < refused.size(); i++) {
        JsonObject response = refused.resultAt(i);
        assertEquals(MISSING_CAPABILITY, errorCode(response));
        assertTrue(response.getJsonObject("error").getJsonObject("data").getJsonObject("requiredCapabilities")
          .getJsonObject("extensions").containsKey(TaskClient.TASKS));
      }
      ctx.completeNow();
    })));
  }

  @Test
  void aForbiddenToolNeverBecomesATask(VertxTestContext ctx) {
    as("alice").call("echo", new JsonObject().put("q", 1)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("complete", r.getString("resultType"));
      assertNull(r.getString("taskId"));
      ctx.completeNow();
    })));
  }

  @Test
  void theRoutingHeaderMustNameTheTask(VertxTestContext ctx) {
    as("alice").call("hold", new JsonObject()).compose(created -> post(BOTH)
        .putHeader("MCP-Protocol-Version", TaskClient.V).putHeader("Mcp-Method", "tasks/get")
        .putHeader("Mcp-Name", "another-task").putHeader("X-Test-Key", "alice")
        .sendJsonObject(request(9, "tasks/get", new JsonObject().put("taskId", created.getString("taskId"))
          .put("_meta", new JsonObject().put("io.modelcontextprotocol/protocolVersion", TaskClient.V)
            .put("io.modelcontextprotocol/clientCapabilities", TaskClient.capabilities(true))))))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(400, r.statusCode());
        assertEquals(-32020, errorCode(r.bodyAsJsonObject()));
        ctx.completeNow();
      })));
  }

  @Test
  void discoverDeclaresTheExtensionAndOnlyTheStatelessRevisionListsTaskSupport(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    alice.send("server/discover", new JsonObject()).compose(discover -> {
      ctx.verify(() -> assertTrue(result(discover).getJsonObject("capabilities").getJsonObject("extensions")
        .containsKey(TaskClient.TASKS)));
      return alice.send("tools/list", new JsonObject());
    }).compose(modern -> {
      ctx.verify(() -> assertEquals("optional", slow(result(modern)).getJsonObject("execution").getString("taskSupport")));
      return session("2025-11-25").compose(sid -> call(sid, "2025-11-25", request(1, "tools/list", null)));
    }).onComplete(ctx.succeeding(legacy -> ctx.verify(() -> {
      JsonObject result = events(legacy.bodyAsString()).isEmpty() ? legacy.bodyAsJsonObject().getJsonObject("result")
        : events(legacy.bodyAsString()).get(0).getJsonObject("result");
      assertFalse(slow(result).containsKey("execution"));
      assertFalse(result.containsKey("extensions"));
      ctx.completeNow();
    })));
  }

  @Test
  void removedMethodsOfTheFirstTasksDesignAreUnknown(VertxTestContext ctx) {
    TaskClient alice = as("alice");
    Future.all(alice.send("tasks/result", new JsonObject().put("taskId", "x")), alice.send("tasks/list", new JsonObject()))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        assertEquals(-32601, errorCode(all.resultAt(0)));
        assertEquals(-32601, errorCode(all.resultAt(1)));
        ctx.completeNow();
      })));
  }

  private static JsonObject slow(JsonObject toolsList) {
    return toolsList.getJsonArray("tools").stream().map(JsonObject.class::cast)
      .filter(t -> t.getString("name").equals("slow")).findFirst().orElseThrow();
  }
}
